-- The first pager of Fatbobman's "Mastering SwiftUI Scrolling: Implementing
-- Custom Paging" (2025): one page in the direction of the release velocity.
-- Its author expects it to rest on a page after every gesture. It does not:
-- a slow release has no velocity, so the proposal is kept, between two pages.
-- `scrollscript check` finds that gesture and prints it.
--
-- expect: landsOn(pages), atMost(1, pages)
-- axis: horizontal

function updateTarget(target, context)
  local page = context.containerSize.width
  local start = context.originalTarget.rect.minX
  if context.velocity.dx > 0 then
    target.rect.origin.x = start + page
  elseif context.velocity.dx < 0 then
    target.rect.origin.x = start - page
  end
end
