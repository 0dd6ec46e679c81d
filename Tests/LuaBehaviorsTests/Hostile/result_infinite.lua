-- An infinite offset.
-- outcome: invalidResult
-- message: target.rect.origin.y must be a finite number, got -inf
-- line: 6
function updateTarget(target, context)
  target.rect.origin.y = -math.huge
end
