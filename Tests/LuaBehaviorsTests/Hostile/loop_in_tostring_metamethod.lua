-- A loop hidden in __tostring, reached through tostring.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 6
function updateTarget(target, context)
  local t = setmetatable({}, { __tostring = function() while true do end end })
  return tostring(t)
end
