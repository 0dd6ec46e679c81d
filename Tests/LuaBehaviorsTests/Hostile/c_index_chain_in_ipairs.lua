-- ipairs over a list read through a chain of 1990 __index tables: each step
-- is one walk in C, but the loop returns to the VM between steps, where the
-- count hook reads the clock.
-- outcome: timeout
-- message: updateTarget(target, context) went over its time budget of 1 s
-- line: 11
-- seconds: 1
local list = {}
for i = 1, 999000 do list[i] = "" end
for _ = 1, 1990 do list = setmetatable({}, {__index = list}) end
function updateTarget(target, context) for _ in ipairs(list) do end end
