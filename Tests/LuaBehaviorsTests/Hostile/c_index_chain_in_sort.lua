-- table.sort of a list that holds nothing itself: every read walks a chain of
-- 1990 __index tables, and every write is dropped by a C __newindex
-- (rawequal), so each comparison costs a few walks in C. The sort's
-- comparator reads the clock at every comparison of a list with a metatable,
-- also when the comparator is written in Lua.
-- outcome: timeout
-- message: updateTarget(target, context) went over its time budget of 1 s
-- line: 15
-- seconds: 1
local list = {}
for i = 1, 999000 do list[i] = i % 7 end
for _ = 1, 1990 do list = setmetatable({}, {__index = list}) end
local meta = {__index = list, __newindex = rawequal, __len = function() return 999000 end}
local view = setmetatable({}, meta)
function updateTarget(target, context) table.sort(view, function(a, b) return a < b end) end
