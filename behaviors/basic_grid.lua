-- reference: basicGrid
-- expect: deterministic, settles, monotone
-- without: inBounds   (it rounds to the grid without clamping, past the end too, as its twin does)
-- axis: horizontal
--
-- Apple's documented example: round the horizontal offset to a grid of a tenth
-- of the container's width. `y` is left alone and nothing is clamped (the
-- scroll view clamps what lands outside the content).

-- Rounds halves away from zero, as Swift's `rounded()` does.
-- (Lua's math.floor(x + 0.5) differs from it for a few values just below .5.)
local function round(x)
  local whole = math.floor(math.abs(x))
  if math.abs(x) - whole >= 0.5 then whole = whole + 1 end
  return x < 0 and -whole or whole
end

function updateTarget(target, context)
  local grid = round(context.containerSize.width / 10)
  if grid == 0 then return end -- a container under 5 pt: no grid at all
  -- `target.rect.origin.x` is writable; Lua changes it in place, like Swift's inout.
  target.rect.origin.x = round(target.rect.origin.x / grid) * grid
end
