import Foundation

/// Rounds the horizontal offset to a grid of a tenth of the container's width.
///
/// Rule: `x = round(x / m) * m` with `m = round(containerSize.width / 10)`,
/// halves away from zero; `y` is left alone. A container narrower than 5 pt
/// makes `m` zero and leaves the target unchanged. The target is not clamped
/// (the scroll view clamps it). Source: the example behavior in Apple's
/// `ScrollTargetBehavior` documentation, which snaps to a grid a tenth of the
/// scroll view's size. Catalog name: `basicGrid`.
public struct BasicGridScrollTargetBehavior: ExplainedScrollTargetBehavior, Sendable {
  public init() {}

  public func decide(_ target: ScrollTarget, context: TargetContext, why: inout Why) -> CGPoint {
    let grid = (context.containerSize.width / 10).rounded()
    var origin = target.rect.origin
    origin.x.round(toMultipleOf: grid)
    why(grid == 0 ? "a container under 5 pt has no grid" : "x rounded to a tenth of the width")
    return origin
  }
}

extension ScrollTargetBehavior where Self == BasicGridScrollTargetBehavior {
  /// Rounds the horizontal offset to tenths of the container's width.
  // Disfavoured: a file that names its own behavior so (as guides do) gets its own, not the tool's.
  @_disfavoredOverload public static var basicGrid: BasicGridScrollTargetBehavior { .init() }
}
