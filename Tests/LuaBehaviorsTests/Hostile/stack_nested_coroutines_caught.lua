-- Nested coroutines that catch the overflow and raise it again.
-- outcome: runtime
-- message: C stack overflow
-- line: 7
local function nest()
  local ok, message = coroutine.resume(coroutine.create(nest))
  error(message, 0)
end
function updateTarget(target, context)
  nest()
end
