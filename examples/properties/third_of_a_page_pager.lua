-- The second pager of the same article: one page when the gesture travels
-- more than a third of the container, else back to where it began. From rest
-- on a page of whole-page content it is right; a gesture that starts while the
-- last one still animates counts from the in-flight offset and lands off the
-- page grid from then on. `scrollscript check` finds such a scenario.
--
-- expect: landsOn(pages)
-- axis: horizontal

function updateTarget(target, context)
  local page = context.containerSize.width
  local start = context.originalTarget.rect.minX
  local travelled = target.rect.minX - start
  if math.abs(travelled) > page / 3 then
    target.rect.origin.x = start + (travelled > 0 and page or -page)
  else
    target.rect.origin.x = start
  end
end
