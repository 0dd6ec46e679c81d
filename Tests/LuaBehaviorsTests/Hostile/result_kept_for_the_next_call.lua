-- An invalid result caught in one call and raised in the next: that call wrote nothing invalid, so it is a runtime error.
-- outcome: runtime
-- message: target.rect.size must be {width = number, height = number}, got boolean
-- line: 8
-- calls: 2
local kept
function updateTarget(target, context)
  if kept then error(kept) end
  local ok, e = pcall(function() target.rect.size = true end)
  kept = e
end
