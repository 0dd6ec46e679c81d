-- table.move of 999,000 elements read through a chain of 1990 __index
-- tables: the host's own move reads the clock at every element of a list with
-- a metatable.
-- outcome: timeout
-- message: updateTarget(target, context) went over its time budget of 1 s
-- line: 11
-- seconds: 1
local list = {}
for i = 1, 999000 do list[i] = "" end
for _ = 1, 1990 do list = setmetatable({}, {__index = list}) end
function updateTarget(target, context) table.move(list, 1, 999000, 1, setmetatable({}, {__newindex = rawequal})) end
