-- A NaN offset.
-- outcome: invalidResult
-- message: target.rect.origin.x must be a finite number, got nan
-- line: 6
function updateTarget(target, context)
  target.rect.origin.x = 0 / 0
end
