import SwiftUI
// reference: horizontalPaging
// expect: inBounds, deterministic, settles
// axis: horizontal

/// The robust horizontal pager, ported from `behaviors/horizontal_paging.lua`
/// as an app would ship it: a gesture that travels more than a third of
/// `min(page, content left in its direction)` turns one page; anything less
/// settles back on the page grid. Forward gestures use a grid from the start,
/// backward ones a grid from the end, so both ends land flush; within 95 % of
/// the end it rests at the end, within 5 % of a page from the start at 0.
struct Pager: ScrollTargetBehavior {
  /// The share of a page a gesture must travel to turn it.
  var threshold: CGFloat = 1 / 3

  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let page = context.containerSize.width
    let content = context.contentSize.width
    guard content > page else {
      target.rect.origin.x = 0
      return
    }
    let start = context.originalTarget.rect.minX
    let proposed = target.rect.minX
    guard proposed != start else {
      target.rect.origin.x = start
      return
    }
    let forward = proposed > start
    let remaining = forward ? content - context.originalTarget.rect.maxX : start
    let passed = abs(proposed - start) > min(remaining, page) * threshold

    var destination: CGFloat
    if passed {
      destination = forward ? start + page : start - page
    } else {
      destination = forward ? floor(start / page) * page : ceil(start / page) * page
    }
    let end = content - page
    let bounded = clamp(destination, to: end)
    if bounded >= end * 0.95 {
      destination = end
    } else if bounded <= page * 0.05 {
      destination = 0
    } else if forward {
      destination = min((bounded / page).rounded() * page, end)
    } else {
      destination = end - ((end - bounded) / page).rounded() * page
    }
    target.rect.origin.x = clamp(destination, to: end)
  }
}

/// `value` kept within `0...end`.
private func clamp(_ value: CGFloat, to end: CGFloat) -> CGFloat {
  min(max(value, 0), end)
}

extension ScrollTargetBehavior where Self == Pager {
  static var pager: Self { Pager() }
}
