-- An invalid result raised in a coroutine, passed on by coroutine.wrap and by resume plus error(e, 2).
-- outcome: invalidResult
-- message: target.anchor must be {x = number, y = number} or a UnitPoint, got string
-- line: 8
function updateTarget(target, context)
  local inner = coroutine.wrap(function()
    coroutine.yield()
    target.anchor = 'center'
  end)
  local outer = coroutine.create(function() inner() inner() end)
  local ok, e = coroutine.resume(outer)
  error(e, 2)
end
