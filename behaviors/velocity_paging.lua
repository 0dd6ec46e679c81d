-- reference: velocityPaging
-- expect: deterministic, settles, followsFling(0), monotone, mirrors, keepsPlaceOnResize
-- without: inBounds   (it turns a page past either end without clamping, as its twin does)
-- axis: horizontal
--
-- One page in the direction of the release velocity, counted from where the
-- gesture began. At zero velocity the proposal is kept, so a slow release
-- never turns the page: the reason this rule is not enough on its own.

function updateTarget(target, context)
  local page = context.containerSize.width
  -- `context.originalTarget.rect.minX` is read-only: where the gesture began.
  local start = context.originalTarget.rect.minX
  if context.velocity.dx > 0 then
    target.rect.origin.x = start + page
  elseif context.velocity.dx < 0 then
    target.rect.origin.x = start - page
  end
end
