-- reference: multiPageFling
--
-- A vertical feed: a flick turns one page, a harder fling several. Pages are
-- the container's height; the last one ends flush with the content.

FLICK_SPEED = 300 -- pt/s: slower releases page by distance instead
SPEED_PER_EXTRA_PAGE = 1500 -- pt/s more for each further page
MAXIMUM_PAGES = 4

local TOLERANCE = 0.01 -- pt: an offset this close to a page is on it

function updateTarget(target, context)
  local page = context.containerSize.height
  local maxOffset = math.max(0, context.contentSize.height - page)
  local lastPage = math.max(0, math.ceil((maxOffset - TOLERANCE) / page))
  local start = context.originalTarget.rect.minY
  local speed = context.velocity.dy

  -- The pages at or before, and at or after, where the gesture began.
  local before = math.floor((start + TOLERANCE) / page)
  if start >= maxOffset - TOLERANCE then before = lastPage end
  local after = math.min(math.ceil((start - TOLERANCE) / page), lastPage)

  local k
  if math.abs(speed) >= FLICK_SPEED then
    local pages = math.min(MAXIMUM_PAGES, 1 + math.floor((math.abs(speed) - FLICK_SPEED) / SPEED_PER_EXTRA_PAGE))
    k = speed > 0 and before + pages or after - pages
  else
    local travelled = target.rect.minY - start
    if travelled > page / 3 then
      k = before + 1
    elseif travelled < -page / 3 then
      k = after - 1
    else
      -- Back to the nearer of the two pages around the start.
      local function offset(p) return math.min(math.min(math.max(p, 0), lastPage) * page, maxOffset) end
      k = math.abs(offset(after) - start) < math.abs(offset(before) - start) and after or before
    end
  end
  target.rect.origin.y = math.min(math.min(math.max(k, 0), lastPage) * page, maxOffset)
end
