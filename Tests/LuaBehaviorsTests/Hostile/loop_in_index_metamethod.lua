-- A loop hidden in __index.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 6
function updateTarget(target, context)
  local t = setmetatable({}, { __index = function() while true do end end })
  return t.anything
end
