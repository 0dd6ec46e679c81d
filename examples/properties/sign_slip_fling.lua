-- A multi-page fling with a sign slip: the number of pages a fling turns is
-- computed from the speed and never given the fling's direction back, so a
-- fast backward fling goes forward. Slow gestures follow the drag and are
-- right. `scrollscript check` finds the backward fling that breaks
-- followsFling.
--
-- expect: landsOn(pages), followsFling(300)
-- axis: horizontal

FLICK_SPEED = 300 -- pt/s
SPEED_PER_EXTRA_PAGE = 1500 -- pt/s

function updateTarget(target, context)
  local page = context.containerSize.width
  local maxOffset = math.max(0, context.contentSize.width - page)
  local start = context.originalTarget.rect.minX
  local speed = context.velocity.dx
  local pages
  if math.abs(speed) >= FLICK_SPEED then
    pages = math.min(4, 1 + math.floor((math.abs(speed) - FLICK_SPEED) / SPEED_PER_EXTRA_PAGE))
  else
    local travelled = target.rect.minX - start
    pages = 0
    if math.abs(travelled) > page / 3 then pages = travelled > 0 and 1 or -1 end
  end
  local home = math.floor(start / page + 0.5)
  target.rect.origin.x = math.min(math.max((home + pages) * page, 0), maxOffset)
end
