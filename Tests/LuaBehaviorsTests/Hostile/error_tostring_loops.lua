-- An error object whose __tostring loops.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 6
function updateTarget(target, context)
  error(setmetatable({}, { __tostring = function() while true do end end }))
end
