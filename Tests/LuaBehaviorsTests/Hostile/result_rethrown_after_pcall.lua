-- An invalid result caught by pcall and raised again with error(e): still an invalid result, at the line that wrote it.
-- outcome: invalidResult
-- message: target.rect.origin.x must be a finite number, got string
-- line: 7
function updateTarget(target, context)
  local ok, e = pcall(function()
    target.rect.origin.x = '390'
  end)
  print(ok, tostring(e), 'caught: ' .. e)
  error(e)
end
