-- A to-be-closed variable whose __close loops.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 6
function updateTarget(target, context)
  local guard <close> = setmetatable({}, { __close = function() while true do end end })
  target.rect.origin.x = 1
end
