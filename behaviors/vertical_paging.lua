-- reference: verticalPaging
-- expect: inBounds, deterministic, settles
-- axis: vertical
--
-- The robust pager on the y axis (the rule of Fatbobman, "Mastering SwiftUI
-- Scrolling: Implementing Custom Paging", 2025): heights for widths, y for x.
-- P is the container's height, M = content - P the last offset, and a gesture's
-- sign s is 1 onward (down the content), -1 back. A gesture turns a page when it
-- travels more than a third of min(P, the content left beyond the original
-- target its way); it then aims at one page on from where it began, else at the
-- page boundary behind where it began. That aim, kept within 0 ... M, rests at
-- M from END_ZONE of M on, at 0 up to START_ZONE of a page; elsewhere it snaps
-- to a grid of pages anchored at the end the gesture leaves (0 onward, M back),
-- so content that is not a whole number of pages lands flush at both ends.
-- Content no taller than the container rests at 0.

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
  local page = context.containerSize.height
  local last = context.contentSize.height - page
  local from = context.originalTarget.rect.minY
  local travel = target.rect.minY - from
  if not (last > 0) then
    target.rect.origin.y = 0
  elseif travel ~= 0 then
    local left = from
    if travel > 0 then left = context.contentSize.height - context.originalTarget.rect.maxY end
    target.rect.origin.y = landing(page, last, from, travel, left)
  else
    target.rect.origin.y = from
  end
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
