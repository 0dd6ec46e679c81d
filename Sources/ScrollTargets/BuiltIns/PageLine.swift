import Foundation

/// A pager's geometry on one axis, with the steps of the robust pager's rule.
///
/// `page` is the container's length on the axis (pt) and `last` the largest
/// offset, `content - page` (pt). A gesture has a sign: `+1` onward (towards
/// larger offsets), `-1` back. Constants: a third of a page, 95 % and 5 %, from
/// the robust (third) pager of Fatbobman, "Mastering SwiftUI Scrolling:
/// Implementing Custom Paging" (2025).
struct PageLine {
  /// A gesture turns the page once it travels more than `1 / turnDivisor` of
  /// `min(left, page)`: 3, a third.
  static let turnDivisor: CGFloat = 3
  /// From this share of ``last`` on, a landing rests at the end: 0.95.
  static let endZone: CGFloat = 0.95
  /// Up to this share of ``page``, a landing rests at the start: 0.05.
  static let startZone: CGFloat = 0.05

  /// Where a landing kept within the content falls.
  enum Zone {
    /// At or past ``endZone`` of ``last``: flush with the end.
    case end
    /// At or under ``startZone`` of a page: flush with the start.
    case start
    /// Between the two: on the page grid.
    case grid
  }

  /// The container's length on the axis (pt).
  let page: CGFloat
  /// The largest offset, `content - page` (pt); zero or less when nothing scrolls.
  let last: CGFloat

  init(page: CGFloat, content: CGFloat) {
    self.page = page
    last = content - page
  }

  /// Whether there is anywhere to scroll: `last > 0` (false for NaN).
  var scrolls: Bool { last > 0 }

  /// Whether `travel` (pt, signed) turns the page when `left` (pt) of content
  /// lies beyond the original target in its direction.
  func turns(travel: CGFloat, left: CGFloat) -> Bool {
    abs(travel) > min(left, page) / Self.turnDivisor
  }

  /// Where a gesture of `sign` begun at `from` aims: one page on when it
  /// `turns`, else the page boundary behind `from` (rounded against the
  /// gesture: down onward, up back).
  func aim(from: CGFloat, sign: CGFloat, turns: Bool) -> CGFloat {
    if turns { return from + sign * page }
    return (from / page).rounded(sign > 0 ? .down : .up) * page
  }

  /// `offset` kept within `0 ... last`.
  func inside(_ offset: CGFloat) -> CGFloat {
    min(max(offset, 0), last)
  }

  /// The zone `offset` (within `0 ... last`) falls in; the end zone is asked first.
  func zone(of offset: CGFloat) -> Zone {
    if offset >= last * Self.endZone { return .end }
    if offset <= page * Self.startZone { return .start }
    return .grid
  }

  /// The grid a gesture of `sign` snaps to is anchored at the end it moves
  /// away from: 0 onward, ``last`` back.
  func anchor(for sign: CGFloat) -> CGFloat {
    sign > 0 ? 0 : last
  }

  /// `offset` on the grid of step ``page`` anchored at `anchor`, counted in
  /// the direction `sign`: `anchor + sign * round(sign * (offset - anchor) / page) * page`,
  /// halves away from zero, at most ``last``. From `anchor == last` the grid
  /// can pass below 0 when the first page is short; the cap only bites onward.
  func snap(_ offset: CGFloat, onto anchor: CGFloat, sign: CGFloat) -> CGFloat {
    let pages = (sign * (offset - anchor) / page).rounded(.toNearestOrAwayFromZero)
    return min(anchor + sign * pages * page, last)
  }
}
