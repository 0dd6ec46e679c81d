-- A coroutine fails with a to-be-closed variable open.
-- outcome: runtime
-- message: in body
-- line: 8
function updateTarget(target, context)
  coroutine.wrap(function()
    local guard <close> = setmetatable({}, { __close = function() error('in close') end })
    error('in body')
  end)()
end
