import Foundation

/// The rule shared by ``HorizontalPagingScrollTargetBehavior`` and
/// ``VerticalPagingScrollTargetBehavior``, on one axis.
///
/// With `L` the container's length, `C` the content's, `x0` the original
/// offset, `x` the proposed one and `M = C - L`:
/// 1. `C <= L`: rest at 0.
/// 2. `x == x0`: rest at `x0`.
/// 3. Threshold: a third of `min(L, remaining)`, where `remaining` is the
///    content beyond the original target in the gesture's direction
///    (`C - originalTarget.max` forward, `x0` backward).
/// 4. Travelled more than the threshold: `x0 + L` forward, `x0 - L` backward.
///    Otherwise back to the page grid: `floor(x0 / L) * L` forward,
///    `ceil(x0 / L) * L` backward.
/// 5. Clamp to `[0, M]`, then: at or past 95 % of `M`, rest at `M`; at or
///    below 5 % of `L`, rest at 0; otherwise backward gestures snap to a grid
///    counted from the end (`M - round((M - d) / L) * L`) and forward ones to a
///    grid from the start (`min(round(d / L) * L, M)`), so content that is not
///    a whole number of pages lands flush at both ends.
/// 6. Clamp to `[0, M]` once more: the grid from the end can otherwise reach
///    below 0 when the first page is short (the article's code lets it).
///
/// Rounding is halves away from zero. Source: the third, robust pager of
/// Fatbobman, "Mastering SwiftUI Scrolling: Implementing Custom Paging" (2025), whose constants (1/3, 95 %, 5 %) these are.
enum RobustPager {
  static func decide(
    _ target: ScrollTarget, context: ScrollTargetBehaviorContext, axis: Axis, why: inout Why
  ) -> CGPoint {
    var origin = target.rect.origin
    let page = context.containerSize[axis]
    let content = context.contentSize[axis]
    guard content > page else {
      origin[axis] = 0
      why("content no longer than the container: rest at 0")
      return origin
    }
    let start = context.originalTarget.rect.min(on: axis)
    let proposed = target.rect.min(on: axis)
    guard proposed != start else {
      origin[axis] = start
      why("no movement: stay where the gesture began")
      return origin
    }
    let forward = proposed > start
    let remaining = forward ? content - context.originalTarget.rect.max(on: axis) : start
    let threshold = min(remaining, page) / 3

    var destination: CGFloat
    let passed = abs(proposed - start) > threshold
    if passed {
      destination = forward ? start + page : start - page
    } else {
      destination = forward ? (start / page).rounded(.down) * page : (start / page).rounded(.up) * page
    }

    let maxOffset = content - page
    let bounded = min(max(destination, 0), maxOffset)
    let rule: String
    if bounded >= maxOffset * 0.95 {
      destination = maxOffset
      rule =
        passed
        ? "past the threshold, within 95 % of the end: the end" : "under the threshold, within 95 % of the end: the end"
    } else if bounded <= page * 0.05 {
      destination = 0
      rule =
        passed
        ? "past the threshold, within 5 % of a page of the start: 0"
        : "under the threshold, within 5 % of a page of the start: 0"
    } else if forward {
      destination = min((bounded / page).rounded() * page, maxOffset)
      rule =
        passed
        ? "past the threshold: one page forward, on the grid from the start"
        : "under the threshold: back to the grid from the start"
    } else {
      destination = maxOffset - ((maxOffset - bounded) / page).rounded() * page
      rule =
        passed
        ? "past the threshold: one page back, on the grid from the end"
        : "under the threshold: back to the grid from the end"
    }
    origin[axis] = min(max(destination, 0), maxOffset)
    why(destination < 0 ? rule + ", clamped to 0" : rule)
    return origin
  }
}
