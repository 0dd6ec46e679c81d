-- A __gc added after setmetatable is never called.
-- outcome: ok
-- result: 7
mt = {}
local t = setmetatable({}, mt)
mt.__gc = function() while true do end end
t = nil
function updateTarget(target, context)
  target.rect.origin.x = 7
end
