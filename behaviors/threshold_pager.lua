-- reference: thresholdPager
-- expect: inBounds, deterministic, settles, landsOn(pages), atMost(1, pages), followsFling(500), monotone
--
-- Turns one page when dragged more than DRAG_FRACTION of a page or flicked at
-- FLICK_SPEED or faster; otherwise snaps back. Pages are counted from `home`,
-- the page nearest where the gesture began; the last page is flush with the end.

DRAG_FRACTION = 0.7 -- of a page
FLICK_SPEED = 500 -- pt/s

local TOLERANCE = 0.01

local function pageStops(page, maxOffset)
  local lastPage = math.max(0, math.ceil((maxOffset - TOLERANCE) / page))
  local stops = {}
  function stops.offset(k)
    return math.min(math.min(math.max(k, 0), lastPage) * page, maxOffset)
  end
  function stops.atOrBefore(x)
    if x >= maxOffset - TOLERANCE then return lastPage end
    return math.floor((x + TOLERANCE) / page)
  end
  function stops.atOrAfter(x)
    return math.min(math.ceil((x - TOLERANCE) / page), lastPage)
  end
  function stops.nearest(x)
    local before, after = stops.atOrBefore(x), stops.atOrAfter(x)
    if math.abs(stops.offset(after) - x) < math.abs(stops.offset(before) - x) then return after end
    return before
  end
  return stops
end

function updateTarget(target, context)
  local vertical = context.axes.vertical and not context.axes.horizontal
  local key, length, speed = "x", "width", "dx"
  if vertical then key, length, speed = "y", "height", "dy" end

  local page = context.containerSize[length]
  if page <= 0 then return end
  local stops = pageStops(page, math.max(0, context.contentSize[length] - page))
  local start = context.originalTarget.rect.origin[key]
  local velocity = context.velocity[speed]
  local travelled = target.rect.origin[key] - start

  local k = stops.nearest(start)
  if math.abs(velocity) >= FLICK_SPEED then
    k = k + (velocity > 0 and 1 or -1)
  elseif math.abs(travelled) > DRAG_FRACTION * page then
    k = k + (travelled > 0 and 1 or -1)
  end
  target.rect.origin[key] = stops.offset(k)
end
