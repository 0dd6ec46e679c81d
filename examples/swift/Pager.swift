import SwiftUI

// reference: horizontalPaging
// expect: inBounds, deterministic, settles
// axis: horizontal

/// The robust horizontal pager, ported from `behaviors/horizontal_paging.lua`
/// as an app would ship it (the rule of Fatbobman, "Mastering SwiftUI
/// Scrolling: Implementing Custom Paging", 2025).
///
/// A gesture that travels more than `threshold` of `min(page, content left in
/// its direction)` aims one page on from where it began, else at the page
/// boundary behind it. Kept within the content, that aim rests at the end from
/// `endZone` of the last offset on, at the start up to `startZone` of a page,
/// and elsewhere snaps to a grid of pages anchored at the end the gesture
/// leaves (the start going onward, the end going back): both ends land flush.
struct Pager: ScrollTargetBehavior {
  /// The share of a page a gesture must travel to turn it.
  var threshold: CGFloat = 1 / 3
  /// From this share of the last offset on, rest at the end.
  var endZone: CGFloat = 0.95
  /// Up to this share of a page from the start, rest at the start.
  var startZone: CGFloat = 0.05

  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let line = Line(page: context.containerSize.width, last: context.contentSize.width - context.containerSize.width)
    let from = context.originalTarget.rect.minX
    let travel = target.rect.minX - from
    guard line.last > 0 else {
      target.rect.origin.x = 0
      return
    }
    guard travel != 0 else {
      target.rect.origin.x = from
      return
    }
    let left = travel > 0 ? context.contentSize.width - context.originalTarget.rect.maxX : from
    target.rect.origin.x = landing(on: line, from: from, travel: travel, left: left)
  }

  /// Where a gesture that moved `travel` (not 0) from `from` rests on `line`.
  private func landing(on line: Line, from: CGFloat, travel: CGFloat, left: CGFloat) -> CGFloat {
    let sign: CGFloat = travel > 0 ? 1 : -1
    let turns = abs(travel) > min(left, line.page) * threshold
    let x = line.inside(line.aim(from: from, sign: sign, turns: turns))
    if x >= line.last * endZone { return line.last }
    if x <= line.page * startZone { return 0 }
    // Anchored at the end, the grid can pass the start when the first page is short.
    return line.inside(line.snap(x, onto: sign > 0 ? 0 : line.last, sign: sign))
  }
}

/// One axis of the pager: the page length and the last offset (pt).
private struct Line {
  let page: CGFloat
  let last: CGFloat

  /// One page on when the gesture turns, else the page boundary behind `from`.
  func aim(from: CGFloat, sign: CGFloat, turns: Bool) -> CGFloat {
    turns ? from + sign * page : (from / page).rounded(sign > 0 ? .down : .up) * page
  }

  /// `x` kept within `0...last`.
  func inside(_ x: CGFloat) -> CGFloat {
    min(max(x, 0), last)
  }

  /// `x` on the grid of pages anchored at `anchor`, counted in the direction
  /// `sign`, halves away from zero; never past the end.
  func snap(_ x: CGFloat, onto anchor: CGFloat, sign: CGFloat) -> CGFloat {
    let pages = (sign * (x - anchor) / page).rounded()
    return min(anchor + sign * pages * page, last)
  }
}

extension ScrollTargetBehavior where Self == Pager {
  static var pager: Self { Pager() }
}
