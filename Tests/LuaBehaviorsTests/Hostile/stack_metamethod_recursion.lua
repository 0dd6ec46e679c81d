-- __index that indexes itself: recursion through C.
-- outcome: runtime
-- message: C stack overflow
-- line: 6
function updateTarget(target, context)
  local t = setmetatable({}, { __index = function(t, k) return t[k] end })
  return t.x
end
