-- A loop inside a coroutine.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 6
function updateTarget(target, context)
  coroutine.wrap(function() while true do end end)()
end
