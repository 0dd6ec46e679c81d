-- The same attack with the `next` that pairs returns, through table.unpack:
-- pairs hands out the clocked next too, so the library's own is out of reach.
-- outcome: timeout
-- message: updateTarget(target, context) went over its time budget of 1 s
-- line: 10
-- seconds: 1
local rawnext = pairs({})
local T = table.pack(table.unpack({}, 1, 999000)); T.n = nil; T[""] = true
setmetatable(T, {__index = rawnext})
function updateTarget(target, context) local _ = {table.unpack(T, 1, 200000)} end
