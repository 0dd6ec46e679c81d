-- reference: distancePaging
-- expect: deterministic, settles, monotone, mirrors
-- without: inBounds   (it turns a page past either end without clamping, as its twin does)
-- axis: horizontal
--
-- One page when the gesture travels more than a third of the container, else
-- back to where it began. Counting from the start of the gesture is also its
-- flaw: a gesture that begins while the last one still animates pages from an
-- in-flight offset and drifts off the page grid.

function updateTarget(target, context)
  local page = context.containerSize.width
  local start = context.originalTarget.rect.minX
  local travelled = target.rect.minX - start
  if math.abs(travelled) > page / 3 then
    -- Lua has no ?: operator; `cond and a or b` is the idiom (safe here: a is a number).
    target.rect.origin.x = travelled > 0 and start + page or start - page
  else
    target.rect.origin.x = start
  end
end
