-- reference: verticalPaging
-- expect: inBounds, deterministic, settles
-- axis: vertical
--
-- The robust pager on the y axis: heights for widths, y for x. A gesture that
-- travels more than a third of min(page, content remaining in its direction)
-- turns one page from where it began; anything less settles back on the page
-- grid. Forward gestures use a grid counted from the start and backward ones a
-- grid counted from the end, so content that is not a whole number of pages
-- lands flush at both ends.
-- Within 95 % of the end it rests at the end, within 5 % of a page from the
-- start at 0; content no taller than the container rests at 0.

-- Halves away from zero, as Swift's `rounded()`.
local function round(x)
  local whole = math.floor(math.abs(x))
  if math.abs(x) - whole >= 0.5 then whole = whole + 1 end
  return x < 0 and -whole or whole
end

local function clamp(x, low, high)
  return math.min(math.max(x, low), high)
end

function updateTarget(target, context)
  local page = context.containerSize.height
  local content = context.contentSize.height
  if content <= page then
    target.rect.origin.y = 0
    return
  end

  local start = context.originalTarget.rect.minY
  local proposed = target.rect.minY
  if proposed == start then
    target.rect.origin.y = start
    return
  end

  local forward = proposed > start
  local remaining
  if forward then
    remaining = content - context.originalTarget.rect.maxY
  else
    remaining = start
  end
  local threshold = math.min(remaining, page) / 3

  local destination
  if math.abs(proposed - start) > threshold then
    destination = forward and start + page or start - page
  elseif forward then
    destination = math.floor(start / page) * page
  else
    destination = math.ceil(start / page) * page
  end

  local maxOffset = content - page
  local bounded = clamp(destination, 0, maxOffset)
  if bounded >= maxOffset * 0.95 then
    destination = maxOffset
  elseif bounded <= page * 0.05 then
    destination = 0
  elseif forward then
    destination = math.min(round(bounded / page) * page, maxOffset)
  else
    destination = maxOffset - round((maxOffset - bounded) / page) * page
  end
  -- The grid from the end can reach below 0 when the first page is short.
  target.rect.origin.y = clamp(destination, 0, maxOffset)
end

-- Loading more content before the reader reaches the end. The scroll view calls
-- this whenever its offset, content size or container size changes, with the
-- geometry before and after: {offset = {x =, y =}, contentSize = {width =,
-- height =}, containerSize = {width =, height =}}. `emit(name, value)` puts an
-- event on the simulation's timeline, where an app would start a fetch.
PAGES_AHEAD = 2

-- How far the view is from the end of its content (pt).
local function remaining(geometry)
  return geometry.contentSize.height - geometry.containerSize.height - geometry.offset.y
end

function onScrollGeometryChange(old, new)
  local threshold = PAGES_AHEAD * new.containerSize.height
  -- Only when crossing the threshold, so one approach asks once.
  if remaining(new) <= threshold and remaining(old) > threshold then
    emit("loadMore", math.floor(new.offset.y / new.containerSize.height + 0.5))
  end
end
