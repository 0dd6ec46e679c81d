/// Turns one page when the gesture travels more than a third of the container.
///
/// Rule, with `W` the container's width, `x0` the original offset and `x` the
/// proposed one: when `|x - x0| > W / 3` the target is `x0 + W` (forward) or
/// `x0 - W` (backward); otherwise it returns to `x0`. No clamping. Because it
/// counts from `x0`, a gesture that starts while the last one is still
/// animating pages from the in-flight offset and drifts off the page grid.
/// Source: the second, distance-based pager of Fatbobman, "Mastering SwiftUI Scrolling: Implementing Custom Paging" (2025).
/// Catalog name: `distancePaging`.
public struct DistancePagingScrollTargetBehavior: ExplainedScrollTargetBehavior, Sendable {
  public init() {}

  public func decide(_ target: ScrollTarget, context: TargetContext, why: inout Why) -> CGPoint {
    let width = context.containerSize.width
    let start = context.originalTarget.rect.minX
    let travelled = target.rect.minX - start
    var origin = target.rect.origin
    guard abs(travelled) > width / 3 else {
      origin.x = start
      why("travelled a third or less: back to the start")
      return origin
    }
    origin.x = travelled > 0 ? start + width : start - width
    why(travelled > 0 ? "travelled over a third: one page forward" : "travelled over a third: one page back")
    return origin
  }
}

extension ScrollTargetBehavior where Self == DistancePagingScrollTargetBehavior {
  /// Turns one page when the gesture travels more than a third of the container.
  // Disfavoured: a file that names its own behavior so (as guides do) gets its own, not the tool's.
  @_disfavoredOverload public static var distancePaging: DistancePagingScrollTargetBehavior { .init() }
}
