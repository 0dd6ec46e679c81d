-- The text of a caught invalid result raised as a string of the script's own: a runtime error where it was raised.
-- outcome: runtime
-- message: target.rect.origin.x must be a finite number, got string
-- line: 8
function updateTarget(target, context)
  local ok, e = pcall(function() target.rect.origin.x = '390' end)
  -- The same text, with the same position, but a new value: not the host's error.
  error(tostring(e), 0)
end
