-- A table for a rect that lacks fields.
-- outcome: invalidResult
-- message: target.rect.x must be a finite number, got nil
-- line: 6
function updateTarget(target, context)
  target.rect = {}
end
