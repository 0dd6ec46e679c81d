import Foundation

/// Pages whose count grows with the fling's speed: a flick turns one page, a
/// hard fling several, up to a cap.
///
/// Rule, on the scrolling axis, with `L` the container's length, pages resting
/// at multiples of `L` and the last one flush with the end, `x0` the original
/// offset, `x` the proposed one and `s = |velocity|`:
/// - `s >= flickSpeed` (a fling): `pages = min(maximumPages,
///   1 + floor((s - flickSpeed) / speedPerExtraPage))` in the velocity's
///   direction, counted from the page at or before `x0` (forward) or at or after
///   it (backward). The result is never against the fling's direction.
/// - slower (a drag): one page in the direction travelled when `|x - x0| > L / 3`,
///   otherwise the page nearest `x0`.
///
/// With the defaults (300 pt/s, 1500 pt/s, 4 pages): below 300 pt/s the drag
/// rule; 300–1799 pt/s one page; 1800–3299 two; 3300–4799 three; 4800 and up
/// four. The constants are this project's: 300 pt/s sits between a slow
/// release and the slowest deliberate flick on a phone, and 1500 pt/s per page
/// makes an ordinary swipe (about 1000 pt/s) one page and a hard fling (over
/// 5000 pt/s) the cap. Content no longer than the container rests at 0.
/// Catalog name: `multiPageFling`.
public struct MultiPageFlingScrollTargetBehavior: ExplainedScrollTargetBehavior, Sendable {
  /// The slowest release that counts as a fling (pt/s). Default 300.
  public var flickSpeed: CGFloat
  /// How much faster each further page needs the fling to be (pt/s). Default 1500.
  public var speedPerExtraPage: CGFloat
  /// The most pages one fling turns. Default 4.
  public var maximumPages: Int

  public init(flickSpeed: CGFloat = 300, speedPerExtraPage: CGFloat = 1500, maximumPages: Int = 4) {
    self.flickSpeed = flickSpeed
    self.speedPerExtraPage = speedPerExtraPage
    self.maximumPages = maximumPages
  }

  /// How many pages a fling at `speed` (pt/s) turns; 0 below the flick speed.
  public func pages(forSpeed speed: CGFloat) -> Int {
    guard speed >= flickSpeed else { return 0 }
    // Capped before converting, so that any speed (infinity too) converts safely.
    let extra = ((speed - flickSpeed) / speedPerExtraPage).rounded(.down)
    return extra < CGFloat(maximumPages) ? min(maximumPages, 1 + Int(extra)) : maximumPages
  }

  public func decide(_ target: ScrollTarget, context: TargetContext, why: inout Why) -> CGPoint {
    var origin = target.rect.origin
    guard let gesture = PagerGesture(target, context: context) else {
      why("no container: kept the proposal")
      return origin
    }
    let (stops, start, velocity, travelled) = (gesture.stops, gesture.start, gesture.velocity, gesture.travelled)
    let page: CGFloat
    let rule: String
    let flung = pages(forSpeed: abs(velocity))
    if flung > 0 {
      let count = CGFloat(flung)
      page = velocity > 0 ? stops.page(atOrBefore: start) + count : stops.page(atOrAfter: start) - count
      rule = "fling: \(flung) page\(flung == 1 ? "" : "s") \(velocity > 0 ? "forward" : "back")"
    } else if abs(travelled) > stops.pageLength / 3 {
      page = travelled > 0 ? stops.page(atOrBefore: start) + 1 : stops.page(atOrAfter: start) - 1
      rule =
        travelled > 0 ? "slow, over a third of a page: one page forward" : "slow, over a third of a page: one page back"
    } else {
      page = stops.nearestPage(to: start)
      rule = "slow, a third of a page or less: the page nearest the start"
    }
    origin[gesture.axis] = stops.offset(ofPage: page)
    why(rule)
    return origin
  }
}

extension ScrollTargetBehavior where Self == MultiPageFlingScrollTargetBehavior {
  /// Pages whose count grows with the fling's speed.
  // Disfavoured: a file that names its own behavior so (as guides do) gets its own, not the tool's.
  @_disfavoredOverload public static var multiPageFling: MultiPageFlingScrollTargetBehavior { .init() }
}
