-- Redefining updateTarget in a call: the host keeps the function it loaded.
-- outcome: ok
-- calls: 3
-- result: 3
local calls = 0
function updateTarget(target, context)
  calls = calls + 1
  target.rect.origin.x = calls
  updateTarget = function() error('replaced') end
end
