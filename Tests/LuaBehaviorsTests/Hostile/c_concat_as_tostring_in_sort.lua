-- table.sort of two tables whose __lt is tostring (a C function) and whose
-- __tostring is table.concat over a chain of 1990 __index tables: one
-- comparison is a concat of 999,000 walks, all in C. The concat reads the
-- clock per element, and the sort's comparator per comparison of tables.
-- outcome: timeout
-- message: updateTarget(target, context) went over its time budget of 1 s
-- line: 15
-- seconds: 1
local list = {}
for i = 1, 999000 do list[i] = "" end
for _ = 1, 1990 do list = setmetatable({}, {__index = list}) end
local meta = {__lt = tostring, __tostring = table.concat, __index = list}
meta.__len = function() return 999000 end
local pair = {setmetatable({}, meta), setmetatable({}, meta)}
function updateTarget(target, context) table.sort(pair) end
