-- The chain of c_index_chain_in_concat.lua, read by table.unpack: 999,000
-- results, each walked through 1990 tables in C. The host's own unpack reads
-- the clock at every element of a list with a metatable.
-- outcome: timeout
-- message: updateTarget(target, context) went over its time budget of 1 s
-- line: 11
-- seconds: 1
local list = {}
for i = 1, 999000 do list[i] = "" end
for _ = 1, 1990 do list = setmetatable({}, {__index = list}) end
function updateTarget(target, context) return select("#", table.unpack(list, 1, 999000)) end
