-- Each coroutine resumes a new one inside it.
-- outcome: runtime
-- message: C stack overflow
-- line: 5
local function nest() return coroutine.wrap(nest)() end
function updateTarget(target, context)
  nest()
end
