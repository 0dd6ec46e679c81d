-- A story pager, vertical, with no Swift twin: one page per gesture. A slow
-- release turns the page when dragged past half of it; a flick of
-- FLICK_SPEED or more turns it in the flick's direction, whatever the drag.
--
-- expect: inBounds, deterministic, settles, landsOn(pages), atMost(1, pages)
-- expect: followsFling(300)
-- axis: vertical

FLICK_SPEED = 300 -- pt/s

-- Pages rest at k * page, the last one flush with the end of the content.
-- Returns the index of the page nearest `y`, and the offset of page `k`.
local function pages(page, maxOffset)
  local last = math.ceil(maxOffset / page - 1e-9)
  local function offset(k) return math.min(math.max(k, 0) * page, maxOffset) end
  local function nearest(y)
    local k = math.min(math.floor(y / page), last)
    local after = math.min(k + 1, last)
    return math.abs(offset(after) - y) < math.abs(offset(k) - y) and after or k
  end
  return nearest, offset
end

function updateTarget(target, context)
  local page = context.containerSize.height
  local maxOffset = math.max(0, context.contentSize.height - page)
  if page <= 0 then return end
  local nearest, offset = pages(page, maxOffset)
  local start = context.originalTarget.rect.minY
  local travelled = target.rect.minY - start
  local speed = context.velocity.dy

  local step = 0
  if math.abs(travelled) > page / 2 then step = travelled > 0 and 1 or -1 end
  if step == 0 and math.abs(speed) >= FLICK_SPEED then step = speed > 0 and 1 or -1 end
  target.rect.origin.y = offset(nearest(start) + step)
end
