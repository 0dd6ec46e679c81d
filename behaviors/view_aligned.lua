-- reference: viewAligned
-- expect: inBounds, deterministic, settles, monotone, landsOn(children)
--
-- Rests with a layout child aligned to the container. Each child has a resting
-- offset: the one that puts the child's ANCHOR point on the container's ANCHOR
-- point (leading edges when ANCHOR is nil), clamped to the content; children
-- that clamp to the same offset share one stop. The target goes to the stop
-- nearest the proposal, within the window LIMIT allows around `current`, the
-- stop nearest where the gesture began:
--   "alwaysByOne"            the stops just before and after `current`
--   "always", "alwaysByFew"  the stops within one container length of the start
--   "automatic"              "alwaysByFew" in a compact size class along the axis
--   "never"                  no window
-- `context.targets` may hold 100,000 children: every lookup is a binary search.
-- A script that requires this file may set LIMIT and ANCHOR after (as
-- behaviors/view_aligned_by_one.lua does in the repository).

LIMIT = "automatic"
ANCHOR = nil -- or a UnitPoint such as UnitPoint.center

local TOLERANCE = 0.01
local min, max = math.min, math.max -- locals are faster than global lookups

-- The names of each axis's fields, made once rather than on every call.
local HORIZONTAL = { key = "x", length = "width", min = "minX", sizeClass = "horizontalSizeClass" }
local VERTICAL = { key = "y", length = "height", min = "minY", sizeClass = "verticalSizeClass" }

-- The scrolling axis: vertical only when the view scrolls only vertically.
local function axisOf(context)
  if context.axes.vertical and not context.axes.horizontal then return VERTICAL end
  return HORIZONTAL
end

local function effectiveLimit(context, axis)
  if LIMIT ~= "automatic" then return LIMIT end
  if context[axis.sizeClass] == "compact" then return "alwaysByFew" end
  return "never"
end

function properties(context)
  return { limitsScrolls = effectiveLimit(context, axisOf(context)) ~= "never" }
end

-- The stops of one call. Module-level functions taking the call's values
-- (rather than closures made inside updateTarget) keep each call free of
-- allocations, which matters with 100,000 children.
local children, count, axis, anchor, containerLength, maxOffset

-- The resting offset of child i.
local function offset(i)
  local child = children[i]
  local aligned = child[axis.min] + anchor * (child[axis.length] - containerLength)
  return min(max(aligned, 0), maxOffset)
end

-- The index of the first child whose offset is not below `value` (count + 1 if none).
local function firstIndex(value)
  local low, high = 1, count + 1
  while low < high do
    local middle = (low + high) // 2
    if offset(middle) < value then low = middle + 1 else high = middle end
  end
  return low
end

local function firstAtLeast(value)
  local i = firstIndex(value - TOLERANCE)
  if i <= count then return offset(i) end
end

local function lastAtMost(value)
  local i = firstIndex(value + TOLERANCE) - 1
  if i >= 1 then return offset(i) end
end

local function nearest(value)
  local i = firstIndex(value)
  if i > count then return offset(count) end
  local after = offset(i)
  if i == 1 then return after end
  local before = offset(i - 1)
  if after - value < value - before then return after end
  return before
end

function updateTarget(target, context)
  axis = axisOf(context)
  children = context.targets -- read-only, 1-based, sorted along the axis
  count = #children
  containerLength = context.containerSize[axis.length]
  if count == 0 or containerLength <= 0 then return end
  maxOffset = math.max(0, context.contentSize[axis.length] - containerLength)
  anchor = ANCHOR and ANCHOR[axis.key] or 0

  local start = context.originalTarget.rect[axis.min]
  local best = nearest(target.rect[axis.min])
  local current = nearest(start)
  local limit = effectiveLimit(context, axis)
  local previous = lastAtMost(current - 2 * TOLERANCE) or current
  local following = firstAtLeast(current + 2 * TOLERANCE) or current
  local low, high
  if limit == "never" then
    target.rect.origin[axis.key] = best
    return
  elseif limit == "alwaysByOne" then
    low, high = previous, following
  else -- "always", "alwaysByFew"
    low = math.min(previous, firstAtLeast(start - containerLength) or current)
    high = math.max(following, lastAtMost(start + containerLength) or current)
  end
  target.rect.origin[axis.key] = math.min(math.max(best, low), high)
end
