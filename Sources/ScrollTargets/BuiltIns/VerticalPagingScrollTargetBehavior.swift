/// The robust pager on the y axis: ``HorizontalPagingScrollTargetBehavior`` with
/// heights for widths and `y` for `x`.
///
/// The rule is ``RobustPager``'s on the y axis. Source: the vertical variant
/// Fatbobman, "Mastering SwiftUI Scrolling: Implementing Custom Paging" (2025) mentions. Catalog name: `verticalPaging`.
public struct VerticalPagingScrollTargetBehavior: ExplainedScrollTargetBehavior, Sendable {
  public init() {}

  public func decide(_ target: ScrollTarget, context: TargetContext, why: inout Why) -> CGPoint {
    RobustPager.decide(target, context: context, axis: .vertical, why: &why)
  }
}

extension ScrollTargetBehavior where Self == VerticalPagingScrollTargetBehavior {
  /// The robust vertical pager.
  // Disfavoured: a file that names its own behavior so (as guides do) gets its own, not the tool's.
  @_disfavoredOverload public static var verticalPaging: VerticalPagingScrollTargetBehavior { .init() }
}
