-- reference: horizontalPaging
-- expect: inBounds, deterministic, settles
-- axis: horizontal
--
-- The robust pager. A gesture that travels more than a third of
-- min(page, content remaining in its direction) turns one page from where it
-- began; anything less settles back on the page grid. Forward gestures use a
-- grid counted from the start and backward ones a grid counted from the end,
-- so content that is not a whole number of pages lands flush at both ends.
-- Within 95 % of the end it rests at the end, within 5 % of a page from the
-- start at 0; content no wider than the container rests at 0.

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
  local page = context.containerSize.width
  local content = context.contentSize.width
  if content <= page then
    target.rect.origin.x = 0
    return
  end

  local start = context.originalTarget.rect.minX
  local proposed = target.rect.minX
  if proposed == start then
    target.rect.origin.x = start
    return
  end

  local forward = proposed > start
  local remaining
  if forward then
    remaining = content - context.originalTarget.rect.maxX
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
  target.rect.origin.x = clamp(destination, 0, maxOffset)
end
