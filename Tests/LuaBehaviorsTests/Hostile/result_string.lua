-- A string offset.
-- outcome: invalidResult
-- message: target.rect.origin.x must be a finite number, got string
-- line: 6
function updateTarget(target, context)
  target.rect.origin.x = '390'
end
