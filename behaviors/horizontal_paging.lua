-- reference: horizontalPaging
-- expect: inBounds, deterministic, settles
-- axis: horizontal
--
-- The robust pager (the rule of Fatbobman, "Mastering SwiftUI Scrolling:
-- Implementing Custom Paging", 2025). P is the container's width, M = content - P
-- the last offset, and a gesture's sign s is 1 onward, -1 back. A gesture turns
-- a page when it travels more than a third of min(P, the content left beyond the
-- original target its way); it then aims at one page on from where it began,
-- else at the page boundary behind where it began. That aim, kept within
-- 0 ... M, rests at M from END_ZONE of M on, at 0 up to START_ZONE of a page;
-- elsewhere it snaps to a grid of pages anchored at the end the gesture leaves
-- (0 onward, M back), so content that is not a whole number of pages lands
-- flush at both ends. Content no wider than the container rests at 0.

-- The end zones (globals, so they can be changed while experimenting).
END_ZONE = 0.95 -- share of the last offset from which a landing rests at the end
START_ZONE = 0.05 -- share of a page up to which a landing rests at the start

-- n to a whole number, halves away from zero (as Swift's `rounded()`).
local function nearestWhole(n)
  local whole, part = math.modf(math.abs(n))
  if part >= 0.5 then whole = whole + 1 end
  if n < 0 then return -whole end
  return whole
end

-- The rule's steps on one axis, for a page of length `page` and the last
-- offset `last`; `sign` is 1 onward, -1 back.

-- Whether `travel` (signed) turns the page with `left` of content beyond the
-- original target its way.
local function turns(travel, left, page)
  return math.abs(travel) > math.min(left, page) / 3
end

-- One page on when the gesture turns, else the page boundary behind `from`.
local function aim(from, sign, turning, page)
  if turning then return from + sign * page end
  local behind = sign > 0 and math.floor or math.ceil
  return behind(from / page) * page
end

local function inside(x, last)
  return math.min(math.max(x, 0), last)
end

-- x on the grid of pages anchored at `anchor`, counted in the direction `sign`;
-- never past the end (which only an onward snap can reach).
local function snap(x, anchor, sign, page, last)
  local pages = nearestWhole(sign * (x - anchor) / page)
  return math.min(anchor + sign * pages * page, last)
end

-- Where a gesture that moved `travel` (not 0) from `from` rests.
local function landing(page, last, from, travel, left)
  local sign = travel > 0 and 1 or -1
  local x = inside(aim(from, sign, turns(travel, left, page), page), last)
  if x >= last * END_ZONE then return last end
  if x <= page * START_ZONE then return 0 end
  local anchor = sign > 0 and 0 or last
  -- Anchored at the end, the grid can pass the start when the first page is short.
  return inside(snap(x, anchor, sign, page, last), last)
end

function updateTarget(target, context)
  local page = context.containerSize.width
  local last = context.contentSize.width - page
  local from = context.originalTarget.rect.minX
  local travel = target.rect.minX - from
  if not (last > 0) then
    target.rect.origin.x = 0
  elseif travel ~= 0 then
    local left = from
    if travel > 0 then left = context.contentSize.width - context.originalTarget.rect.maxX end
    target.rect.origin.x = landing(page, last, from, travel, left)
  else
    target.rect.origin.x = from
  end
end
