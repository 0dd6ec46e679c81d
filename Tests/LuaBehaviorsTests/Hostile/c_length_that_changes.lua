-- A __len that answers 0, then 2^40: it is asked once a call.
-- outcome: ok
-- result: 1
function updateTarget(target, context)
  local asked = 0
  local t = setmetatable({}, { __len = function() asked = asked + 1 return asked == 1 and 0 or 1 << 40 end })
  table.insert(t, 1, 'x')
  target.rect.origin.x = asked
end
