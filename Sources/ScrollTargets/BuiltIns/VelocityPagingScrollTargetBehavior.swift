/// Turns one page in the direction of the horizontal release velocity.
///
/// Rule, with `W` the container's width and `x0` the original offset:
/// `velocity.dx > 0` gives `x0 + W`, `velocity.dx < 0` gives `x0 - W`, and zero
/// velocity leaves the proposed target as it is (so a slow release never turns
/// the page, and a release mid-page is not snapped). No clamping. Source: the
/// first, velocity-only pager of Fatbobman, "Mastering SwiftUI Scrolling: Implementing Custom Paging" (2025),
/// kept to show why velocity alone is not enough. Catalog name: `velocityPaging`.
public struct VelocityPagingScrollTargetBehavior: ExplainedScrollTargetBehavior, Sendable {
  public init() {}

  public func decide(_ target: ScrollTarget, context: TargetContext, why: inout Why) -> CGPoint {
    let width = context.containerSize.width
    let start = context.originalTarget.rect.minX
    var origin = target.rect.origin
    if context.velocity.dx > 0 {
      origin.x = start + width
      why("velocity forward: one page on from the start")
      return origin
    } else if context.velocity.dx < 0 {
      origin.x = start - width
      why("velocity backward: one page back from the start")
      return origin
    }
    why("zero velocity: kept the proposal")
    return origin
  }
}

extension ScrollTargetBehavior where Self == VelocityPagingScrollTargetBehavior {
  /// Turns one page in the direction of the release velocity.
  // Disfavoured: a file that names its own behavior so (as guides do) gets its own, not the tool's.
  @_disfavoredOverload public static var velocityPaging: VelocityPagingScrollTargetBehavior { .init() }
}
