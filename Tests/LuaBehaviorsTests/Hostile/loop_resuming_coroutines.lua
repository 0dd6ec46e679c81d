-- Coroutines that catch their errors, resumed forever.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 7
function updateTarget(target, context)
  while true do
    coroutine.resume(coroutine.create(function() while true do end end))
  end
end
