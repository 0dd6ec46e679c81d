-- Escape attempt: load(string.dump(updateTarget))
-- outcome: runtime
-- message: attempt to call a nil value (field 'dump')
-- line: 6
function updateTarget(target, context)
  load(string.dump(updateTarget))
end
