-- reference: multiPageFling
-- expect: inBounds, deterministic, settles, landsOn(pages), atMost(4, pages), followsFling(300), monotone
--
-- A flick turns one page, a hard fling several: below FLICK_SPEED the drag
-- rule (a third of a page turns one, else back to the nearest page); from it,
-- 1 + floor((speed - FLICK_SPEED) / SPEED_PER_EXTRA_PAGE) pages in the fling's
-- direction, at most MAXIMUM_PAGES, never against the fling. Pages rest at
-- multiples of the container's length, the last flush with the end.

-- Tuning constants (globals, so they can be changed while experimenting).
FLICK_SPEED = 300 -- pt/s: the slowest release that counts as a fling
SPEED_PER_EXTRA_PAGE = 1500 -- pt/s more for each further page
MAXIMUM_PAGES = 4

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

-- How many pages a fling at `speed` (pt/s) turns; 0 below the flick speed.
local function pagesForSpeed(speed)
  if speed < FLICK_SPEED then return 0 end
  return math.min(MAXIMUM_PAGES, 1 + math.floor((speed - FLICK_SPEED) / SPEED_PER_EXTRA_PAGE))
end

function updateTarget(target, context)
  -- The axis this pager works on: vertical only when the view scrolls only vertically.
  local vertical = context.axes.vertical and not context.axes.horizontal
  local key, length, speed = "x", "width", "dx"
  if vertical then key, length, speed = "y", "height", "dy" end

  local page = context.containerSize[length]
  if page <= 0 then return end
  local stops = pageStops(page, math.max(0, context.contentSize[length] - page))
  local start = context.originalTarget.rect.origin[key]
  local velocity = context.velocity[speed]
  local travelled = target.rect.origin[key] - start

  local k
  local flung = pagesForSpeed(math.abs(velocity))
  if flung > 0 then
    k = velocity > 0 and stops.atOrBefore(start) + flung or stops.atOrAfter(start) - flung
  elseif math.abs(travelled) > page / 3 then
    k = travelled > 0 and stops.atOrBefore(start) + 1 or stops.atOrAfter(start) - 1
  else
    k = stops.nearest(start)
  end
  target.rect.origin[key] = stops.offset(k)
end
