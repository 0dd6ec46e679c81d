-- expect: inBounds, deterministic, settles, landsOn(pages), atMost(1, pages), followsFling(0)
-- axis: horizontal
--
-- Planted bug: a band of velocities around a constant of the script. The
-- careful pager, except that a release between 1235.1 and 1235.9 pt/s either way
-- turns two pages: no velocity the random search draws (whole pt/s) is in it.

local SLACK = 0.01 -- offsets this close to a page are on it (pt)

-- The page at or before x, at or after x, and page k's offset.
local function grid(page, maxX)
  local last = math.max(0, math.ceil((maxX - SLACK) / page))
  local g = {}
  function g.before(x)
    if x >= maxX - SLACK then return last end
    return math.floor((x + SLACK) / page)
  end
  function g.after(x) return math.min(math.ceil((x - SLACK) / page), last) end
  function g.offset(k) return math.min(math.min(math.max(k, 0), last) * page, maxX) end
  return g
end

function updateTarget(target, context)
  local page = context.containerSize.width
  if page <= 0 then return end
  local maxX = math.max(0, context.contentSize.width - page)
  local g = grid(page, maxX)
  local start = context.originalTarget.rect.origin.x
  local v = context.velocity.dx
  local k
  local boost = (math.abs(v) > 1235.1 and math.abs(v) < 1235.9) and 1 or 0
  if v > 0 then
    k = g.before(start) + 1 + boost
  elseif v < 0 then
    k = g.after(start) - 1 - boost
  else
    local x = target.rect.origin.x
    local near = g.before(x)
    if math.abs(g.offset(g.after(x)) - x) < math.abs(g.offset(near) - x) then near = g.after(x) end
    k = math.min(math.max(near, g.after(start) - 1), g.before(start) + 1)
  end
  target.rect.origin.x = g.offset(k)
end
