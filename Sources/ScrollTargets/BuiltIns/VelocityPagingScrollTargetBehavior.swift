/// Turns one page in the direction of the horizontal release velocity.
///
/// Rule, with `W` the container's width and `x0` the original offset:
/// `velocity.dx > 0` gives `x0 + W`, `velocity.dx < 0` gives `x0 - W`, and zero
/// velocity leaves the proposed target as it is (so a slow release never turns
/// the page, and a release mid-page is not snapped). No clamping. Source: the
/// first, velocity-only pager of the seed articles (000, 002), kept to show why
/// velocity alone is not enough. Catalog name: `velocityPaging`.
public struct VelocityPagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  public init() {}

  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let width = context.containerSize.width
    let start = context.originalTarget.rect.minX
    if context.velocity.dx > 0 {
      target.rect.origin.x = start + width
    } else if context.velocity.dx < 0 {
      target.rect.origin.x = start - width
    }
  }
}

extension ScrollTargetBehavior where Self == VelocityPagingScrollTargetBehavior {
  /// Turns one page in the direction of the release velocity.
  public static var velocityPaging: VelocityPagingScrollTargetBehavior { .init() }
}
