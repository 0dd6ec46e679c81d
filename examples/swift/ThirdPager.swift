import SwiftUI

// A horizontal pager as an app might keep it, next to the views that use it
// (`.scrollTargetBehavior(.thirdPager)`). Its rule is the robust pager's of
// Fatbobman, "Mastering SwiftUI Scrolling: Implementing Custom Paging" (2025):
// a gesture turns a page once it travels a third of a page (or of the content
// left that way, when less is left); short gestures settle back on the page
// grid; near either end the view rests flush with it. The built-in
// `horizontalPaging` states the same rule; this one is written as an app
// would, with its tuning as properties.
//
// Like many an app's pager, it does not clamp what it returns: where the grid
// counted from the end passes the start, it aims before the content.
// `scrollscript check` finds that, and `compare --with horizontalPaging`
// explains it (README, "Your own Swift").

struct ThirdPager: ScrollTargetBehavior {
  /// The share of a page (or of what is left) a gesture must travel to turn the page.
  var turnAt: CGFloat = 1 / 3
  /// From this share of the last offset on, rest at the end.
  var endZone: CGFloat = 0.95
  /// Up to this share of a page from the start, rest at the start.
  var startZone: CGFloat = 0.05

  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let pages = Pages(page: context.containerSize.width, content: context.contentSize.width)
    let leftOnward = context.contentSize.width - context.originalTarget.rect.maxX
    let from = context.originalTarget.rect.minX
    let travel = target.rect.minX - from
    switch (pages.last > 0, travel == 0) {
    case (false, _): target.rect.origin.x = 0
    case (true, true): target.rect.origin.x = from
    case (true, false):
      let gesture = Gesture(from: from, sign: travel > 0 ? 1 : -1)
      let turns = abs(travel) > min(gesture.sign > 0 ? leftOnward : from, pages.page) * turnAt
      target.rect.origin.x = rest(gesture.aim(on: pages, turning: turns), of: gesture, on: pages)
    }
  }

  /// Where an aim kept within the content comes to rest: flush with an end in
  /// its zone, else on the page grid anchored at the end the gesture leaves.
  /// Not clamped: going back, that grid can pass the start.
  private func rest(_ aim: CGFloat, of gesture: Gesture, on pages: Pages) -> CGFloat {
    let x = min(max(aim, 0), pages.last)
    if x >= pages.last * endZone { return pages.last }
    if x <= pages.page * startZone { return 0 }
    return pages.snap(x, anchoredAt: gesture.sign > 0 ? 0 : pages.last, sign: gesture.sign)
  }
}

/// The page length and the last offset of a horizontal pager (pt).
private struct Pages {
  let page: CGFloat
  let last: CGFloat

  init(page: CGFloat, content: CGFloat) {
    self.page = page
    last = content - page
  }

  /// `x` on the grid of pages from `anchor`, counted in the direction `sign`
  /// (halves away from zero), at most `last`.
  func snap(_ x: CGFloat, anchoredAt anchor: CGFloat, sign: CGFloat) -> CGFloat {
    min(anchor + sign * (sign * (x - anchor) / page).rounded() * page, last)
  }
}

/// Where a gesture began and which way it went: `sign` is 1 onward, -1 back.
private struct Gesture {
  let from: CGFloat
  let sign: CGFloat

  /// One page on from `from` when the gesture turns the page, else the page
  /// boundary behind `from` (rounded down onward, up back).
  func aim(on pages: Pages, turning turns: Bool) -> CGFloat {
    turns ? from + sign * pages.page : (from / pages.page).rounded(sign > 0 ? .down : .up) * pages.page
  }
}

extension ScrollTargetBehavior where Self == ThirdPager {
  static var thirdPager: ThirdPager { .init() }
}
