-- A C function (rawlen) as the __index at the end of a chain of 1000 tables,
-- for a list table.concat joins up to 2^40: every element is a walk and a C
-- call. The clock, read at every element, stops it.
-- outcome: timeout
-- message: updateTarget(target, context) went over its time budget of 1 s
-- line: 10
-- seconds: 1
local list = setmetatable({}, {__index = rawlen})
for _ = 1, 1000 do list = setmetatable({}, {__index = list}) end
function updateTarget(target, context) table.concat(list, "", 1, 2^40) end
