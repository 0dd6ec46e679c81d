-- An offset far outside the content is kept; the scroll view clamps it.
-- outcome: ok
-- result: -1e+300
function updateTarget(target, context)
  target.rect.origin.x = -1e300
end
