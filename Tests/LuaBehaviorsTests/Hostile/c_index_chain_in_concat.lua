-- A chain of 1990 __index tables before a list of 999,000 empty strings:
-- each element table.concat reads walks the chain in C, with no instruction
-- and no allocation. table.concat is the host's own: it reads the clock at
-- every element of a list with a metatable, and stops within one of the deadline.
-- outcome: timeout
-- message: updateTarget(target, context) went over its time budget of 1 s
-- line: 12
-- seconds: 1
local list = {}
for i = 1, 999000 do list[i] = "" end
for _ = 1, 1990 do list = setmetatable({}, {__index = list}) end
function updateTarget(target, context) table.concat(list, "", 1, 999000) end
