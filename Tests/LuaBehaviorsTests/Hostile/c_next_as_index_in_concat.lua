-- `next` as __index of a table whose array part is large and empty: every
-- element table.concat reads makes next scan the empty slots in C, with no
-- instruction and no allocation. The clock, read on each call of next, stops it.
-- outcome: timeout
-- message: updateTarget(target, context) went over its time budget of 1 s
-- line: 10
-- seconds: 1
local T = table.pack(table.unpack({}, 1, 999000)); T.n = nil; T[""] = true
setmetatable(T, {__index = next})
function updateTarget(target, context) table.concat(T, "", 1, 999000) end
