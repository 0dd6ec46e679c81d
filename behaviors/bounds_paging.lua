-- reference: boundsPaging
-- expect: inBounds, deterministic, settles, monotone
--
-- UIKit's isPagingEnabled as the model reads it: pages as long as the scroll
-- view's bounds (context.boundsSize, beyond SwiftUI), not its container. The
-- view rests on the multiple of the bounds length nearest the proposal, but
-- no more than one page from where the gesture began; the last stop is flush
-- with the end. Where a safe area makes the container shorter than the
-- bounds (an iPhone in landscape), pages one container long drift off these
-- stops by (bounds - container) more on every page.

-- Offsets this close to a stop count as on it (pt).
local TOLERANCE = 0.01

-- The stops of one axis: multiples of `page` up to `maxOffset`, the last flush with it.
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

-- One axis: `key` is "x" or "y", `length` "width" or "height".
local function pageAxis(target, context, key, length)
  local page = context.boundsSize[length]
  if page <= 0 then return end
  local container = context.containerSize[length]
  local stops = pageStops(page, math.max(0, context.contentSize[length] - container))
  local start = context.originalTarget.rect.origin[key]
  local nearest = stops.nearest(target.rect.origin[key])
  local k = math.min(math.max(nearest, stops.atOrAfter(start) - 1), stops.atOrBefore(start) + 1)
  target.rect.origin[key] = stops.offset(k)
end

function updateTarget(target, context)
  if context.axes.horizontal then pageAxis(target, context, "x", "width") end
  if context.axes.vertical then pageAxis(target, context, "y", "height") end
end
