/// The robust horizontal pager: page by a third of the page, flush at both ends.
///
/// The rule is ``RobustPager``'s on the x axis: a gesture that travels more
/// than a third of `min(container width, content remaining in its direction)`
/// turns one page from the original offset, anything less settles back on the
/// page grid; forward gestures use a grid from the start and backward ones a
/// grid from the end, so content that is not a whole number of pages lands
/// flush at both ends; within 95 % of the end it rests at the end and within 5 %
/// of a page from the start at 0; content no wider than the container rests at 0.
/// Source: the robust pager of Fatbobman, "Mastering SwiftUI Scrolling: Implementing Custom Paging" (2025).
/// Catalog name: `horizontalPaging`.
public struct HorizontalPagingScrollTargetBehavior: ExplainedScrollTargetBehavior, Sendable {
  public init() {}

  public func decide(_ target: ScrollTarget, context: TargetContext, why: inout Why) -> CGPoint {
    RobustPager.decide(target, context: context, axis: .horizontal, why: &why)
  }
}

extension ScrollTargetBehavior where Self == HorizontalPagingScrollTargetBehavior {
  /// The robust horizontal pager.
  // Disfavoured: a file that names its own behavior so (as guides do) gets its own, not the tool's.
  @_disfavoredOverload public static var horizontalPaging: HorizontalPagingScrollTargetBehavior { .init() }
}
