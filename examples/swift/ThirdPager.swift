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
  /// Past this share of the last offset, rest at the end.
  var endZone: CGFloat = 0.95
  /// Within this share of a page from the start, rest at the start.
  var startZone: CGFloat = 0.05

  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let page = context.containerSize.width
    let last = context.contentSize.width - page
    let from = context.originalTarget.rect.minX
    let travel = target.rect.minX - from
    if last <= 0 {
      target.rect.origin.x = 0
    } else if travel != 0 {
      target.rect.origin.x = landing(from: from, travel: travel, page: page, last: last, context: context)
    } else {
      target.rect.origin.x = from
    }
  }

  /// Where a gesture from `from` that travelled `travel` comes to rest.
  private func landing(
    from: CGFloat, travel: CGFloat, page: CGFloat, last: CGFloat, context: TargetContext
  ) -> CGFloat {
    let onward = travel > 0
    let left = onward ? context.contentSize.width - context.originalTarget.rect.maxX : from
    let turns = abs(travel) > min(left, page) * turnAt
    let aim: CGFloat
    switch (turns, onward) {
    case (true, true): aim = from + page
    case (true, false): aim = from - page
    case (false, true): aim = (from / page).rounded(.down) * page
    case (false, false): aim = (from / page).rounded(.up) * page
    }
    return snapped(aim, page: page, last: last, onward: onward)
  }

  /// `aim` brought onto a page: flush with an end near it, else on the grid
  /// from the start going onward and on the grid from the end going back, so
  /// a short last page still lands flush. Not clamped afterwards.
  private func snapped(_ aim: CGFloat, page: CGFloat, last: CGFloat, onward: Bool) -> CGFloat {
    let inside = min(max(aim, 0), last)
    switch inside {
    case (last * endZone)...:
      return last
    case ...(page * startZone):
      return 0
    default:
      let pages = onward ? inside / page : (last - inside) / page
      return onward ? min(pages.rounded() * page, last) : last - pages.rounded() * page
    }
  }
}

extension ScrollTargetBehavior where Self == ThirdPager {
  static var thirdPager: ThirdPager { .init() }
}
