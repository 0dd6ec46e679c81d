-- reference: paging
-- expect: inBounds, deterministic, settles, landsOn(pages), atMost(1, pages), followsFling(0), monotone
--
-- Container-length pages, at most one per gesture, on each scrolling axis.
-- Page k rests at min(k * page, maxOffset): the last page is flush with the end
-- even when the content is not a whole number of pages. A non-zero velocity
-- turns one page in its direction; at zero velocity the page nearest the
-- proposal wins, but no more than one page from where the gesture began.

-- Offsets this close to a page count as on it (pt).
local TOLERANCE = 0.01

-- The pages of one axis. Lua has no classes; a table of closures plays the
-- part of a small Swift struct.
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

-- One axis: `key` is "x" or "y", `length` "width" or "height", `speed` "dx" or "dy".
local function pageAxis(target, context, key, length, speed)
  local page = context.containerSize[length]
  if page <= 0 then return end
  local stops = pageStops(page, math.max(0, context.contentSize[length] - page))
  local start = context.originalTarget.rect.origin[key]
  local velocity = context.velocity[speed]
  local k
  if velocity > 0 then
    k = stops.atOrBefore(start) + 1
  elseif velocity < 0 then
    k = stops.atOrAfter(start) - 1
  else
    local nearest = stops.nearest(target.rect.origin[key])
    k = math.min(math.max(nearest, stops.atOrAfter(start) - 1), stops.atOrBefore(start) + 1)
  end
  target.rect.origin[key] = stops.offset(k)
end

function updateTarget(target, context)
  if context.axes.horizontal then pageAxis(target, context, "x", "width", "dx") end
  if context.axes.vertical then pageAxis(target, context, "y", "height", "dy") end
end
