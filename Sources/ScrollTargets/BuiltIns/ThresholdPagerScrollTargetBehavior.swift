import Foundation

/// A pager that turns when dragged most of a page or flicked fast, else snaps back.
///
/// Rule, on the scrolling axis, with `L` the container's length, pages resting
/// at multiples of `L` (the last flush with the end), `x0` the original offset,
/// `x` the proposed one and `v` the velocity; `home` is the page nearest `x0`:
/// - `|v| >= flickSpeed`: one page from `home` in the direction of `v`;
/// - else `|x - x0| > dragFraction * L`: one page from `home` in that direction;
/// - else back to `home`.
///
/// The proposed travel includes the coast the release velocity adds, as it is
/// all a behavior sees. `dragFraction` is 0.7, from the "Стендап Сьогодні" blog's
/// "Реалізація пейджинатора на SwiftUI" (2023-10-27: more than 70 % of the
/// page, or a fast flick); `flickSpeed` is this project's
/// choice of 500 pt/s, as the article gives no number. Content no longer than
/// the container rests at 0. Catalog name: `thresholdPager`.
public struct ThresholdPagerScrollTargetBehavior: ExplainedScrollTargetBehavior, Sendable {
  /// The fraction of a page a drag must travel to turn it. Default 0.7.
  public var dragFraction: CGFloat
  /// The release speed that turns the page whatever the distance (pt/s). Default 500.
  public var flickSpeed: CGFloat

  public init(dragFraction: CGFloat = 0.7, flickSpeed: CGFloat = 500) {
    self.dragFraction = dragFraction
    self.flickSpeed = flickSpeed
  }

  public func decide(_ target: ScrollTarget, context: TargetContext, why: inout Why) -> CGPoint {
    var origin = target.rect.origin
    guard let gesture = PagerGesture(target, context: context) else {
      why("no container: kept the proposal")
      return origin
    }
    let (stops, start, velocity, travelled) = (gesture.stops, gesture.start, gesture.velocity, gesture.travelled)
    var page = stops.nearestPage(to: start)
    let rule: String
    if abs(velocity) >= flickSpeed {
      page += velocity > 0 ? 1 : -1
      rule = velocity > 0 ? "fast flick: one page forward" : "fast flick: one page back"
    } else if abs(travelled) > dragFraction * stops.pageLength {
      page += travelled > 0 ? 1 : -1
      rule = travelled > 0 ? "dragged past the fraction: one page forward" : "dragged past the fraction: one page back"
    } else {
      rule = "slow and short: back to the page nearest the start"
    }
    origin[gesture.axis] = stops.offset(ofPage: page)
    why(rule)
    return origin
  }
}

extension ScrollTargetBehavior where Self == ThresholdPagerScrollTargetBehavior {
  /// Turns when dragged more than 70 % of a page or flicked fast.
  // Disfavoured: a file that names its own behavior so (as guides do) gets its own, not the tool's.
  @_disfavoredOverload public static var thresholdPager: ThresholdPagerScrollTargetBehavior { .init() }
}
