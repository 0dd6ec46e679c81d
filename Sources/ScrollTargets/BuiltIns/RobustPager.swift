import Foundation

/// The robust pager's rule on one axis, shared by
/// ``HorizontalPagingScrollTargetBehavior`` and ``VerticalPagingScrollTargetBehavior``.
///
/// With `P` the page (the container's length on the axis, pt), `M = content - P`
/// the last offset, `from` the original offset and `travel = proposed - from`:
/// - `M <= 0` rests at 0; `travel == 0` rests at `from`.
/// - The gesture's sign `s` is `+1` onward and `-1` back. It turns a page when
///   `|travel| > min(left, P) / 3`, where `left` is the content beyond the
///   original target that way (`content - originalTarget.max` onward, `from` back).
/// - It aims at `from + s * P` when it turns, else at the page boundary behind
///   `from`: `from` rounded to a multiple of `P` against the gesture (down
///   onward, up back).
/// - The aim, kept within `[0, M]`, rests at `M` from 95 % of `M` on, else at 0
///   up to 5 % of `P`; anywhere else it snaps to a grid of step `P` anchored at
///   the end the gesture moves away from (`a = 0` onward, `a = M` back):
///   `a + s * round(s * (x - a) / P) * P`, halves away from zero, at most `M`
///   (``PageLine/snap(_:onto:sign:)``). Content that is not a whole number of
///   pages so lands flush at both ends.
/// - The landing is clamped to `[0, M]`: the grid anchored at `M` can pass
///   below 0 when the first page is short (the article's code leaves it there).
///
/// Source of the rule and its constants (1/3, 95 %, 5 %): the third, robust
/// pager of Fatbobman, "Mastering SwiftUI Scrolling: Implementing Custom
/// Paging" (2025). The steps are ``PageLine``'s.
enum RobustPager {
  static func decide(
    _ target: ScrollTarget, context: ScrollTargetBehaviorContext, axis: Axis, why: inout Why
  ) -> CGPoint {
    let line = PageLine(page: context.containerSize[axis], content: context.contentSize[axis])
    let from = context.originalTarget.rect.min(on: axis)
    let travel = target.rect.min(on: axis) - from
    var origin = target.rect.origin
    if !line.scrolls {
      origin[axis] = 0
      why("content no longer than the container: rest at 0")
    } else if travel == 0 {
      origin[axis] = from
      why("no movement: stay where the gesture began")
    } else {
      origin[axis] = land(line, from: from, travel: travel, context: context, axis: axis, why: &why)
    }
    return origin
  }

  /// Where a gesture that moved `travel` (non-zero) from `from` rests on
  /// `line`, clamped to the content; the words name the step that decided.
  private static func land(
    _ line: PageLine, from: CGFloat, travel: CGFloat, context: ScrollTargetBehaviorContext, axis: Axis,
    why: inout Why
  ) -> CGFloat {
    let sign: CGFloat = travel > 0 ? 1 : -1
    let left = sign > 0 ? context.contentSize[axis] - context.originalTarget.rect.max(on: axis) : from
    let turns = line.turns(travel: travel, left: left)
    let aim = line.inside(line.aim(from: from, sign: sign, turns: turns))
    let zone = line.zone(of: aim)
    let landing: CGFloat
    switch zone {
    case .end: landing = line.last
    case .start: landing = 0
    case .grid: landing = line.snap(aim, onto: line.anchor(for: sign), sign: sign)
    }
    why(words(zone: zone, turns: turns, onward: sign > 0) + (landing < 0 ? ", clamped to 0" : ""))
    return line.inside(landing)
  }

  /// The words for a landing in `zone`: whether the gesture turned the page,
  /// then which end or which grid took it.
  private static func words(zone: PageLine.Zone, turns: Bool, onward: Bool) -> String {
    let threshold = turns ? "past the threshold" : "under the threshold"
    let grid = onward ? "the grid from the start" : "the grid from the end"
    switch zone {
    case .end: return threshold + ", within 95 % of the end: the end"
    case .start: return threshold + ", within 5 % of a page of the start: 0"
    case .grid where turns: return threshold + ": one page \(onward ? "forward" : "back"), on " + grid
    case .grid: return threshold + ": back to " + grid
    }
  }
}
