-- expect: inBounds, deterministic, settles, landsOn(children), advances(300, children)
-- axis: horizontal
--
-- A careful card carousel, the base of backward_flick_stays.lua beside it:
-- each layout child is a card, resting with its leading edge on the
-- container's (clamped to the content). A flick of 300 pt/s or more turns to
-- the next card its way, from wherever the gesture began; a slower release
-- rests on the card nearest the proposal. Without cards it only clamps.

local SLACK = 0.01 -- offsets this close to a card's stop are on it (pt)
local FLING = 300 -- the slowest release that turns a card (pt/s)

local cards, count, maxX

-- Card i's stop: its leading edge, clamped to the content.
local function stop(i) return math.min(math.max(cards[i].minX, 0), maxX) end

-- The first card whose stop lies past x (count + 1 when none does): a binary
-- search, since a row may hold many cards.
local function firstPast(x)
  local low, high = 1, count + 1
  while low < high do
    local middle = (low + high) // 2
    if stop(middle) <= x then low = middle + 1 else high = middle end
  end
  return low
end

-- The stop nearest x; the earlier on a tie.
local function nearest(x)
  local i = firstPast(x)
  if i > count then return stop(count) end
  if i == 1 or stop(i) - x < x - stop(i - 1) then return stop(i) end
  return stop(i - 1)
end

function updateTarget(target, context)
  local page = context.containerSize.width
  if page <= 0 then return end
  maxX = math.max(0, context.contentSize.width - page)
  cards, count = context.targets, #context.targets
  if count == 0 then
    target.rect.origin.x = math.min(math.max(target.rect.minX, 0), maxX)
    return
  end
  local start = context.originalTarget.rect.minX
  local v = context.velocity.dx
  if v >= FLING then
    -- The next card forward; the last when none lies ahead.
    target.rect.origin.x = stop(math.min(firstPast(start + SLACK), count))
  elseif v <= -FLING then
    -- The card before; the first when none lies behind.
    target.rect.origin.x = stop(math.max(firstPast(start - SLACK) - 1, 1))
  else
    target.rect.origin.x = nearest(target.rect.minX)
  end
end
