-- Unbounded Lua recursion.
-- outcome: runtime
-- message: stack overflow
-- line: 5
local function deeper(n) return deeper(n + 1) + 1 end
function updateTarget(target, context)
  deeper(1)
end
