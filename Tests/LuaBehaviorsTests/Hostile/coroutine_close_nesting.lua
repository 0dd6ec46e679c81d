-- coroutine.close (which crashes Lua 5.4.4 when nested) is not there.
-- outcome: runtime
-- message: attempt to call a nil value (field 'close')
-- line: 7
function updateTarget(target, context)
  local outer
  outer = coroutine.create(function() coroutine.close(outer) end)
  assert(coroutine.resume(outer))
end
