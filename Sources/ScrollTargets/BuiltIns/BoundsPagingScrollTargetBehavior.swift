import Foundation

/// Pages of the scroll view's *bounds* length, as UIKit's `isPagingEnabled`:
/// beyond SwiftUI, it reads the model's ``ScrollTargetBehaviorContext/boundsSize``.
///
/// Rule, on each scrolling axis, for page length `B` = the bounds' length: the
/// view rests on the multiple of `B` nearest the proposed target, but no
/// further than one page from where the gesture began (the page at or before
/// the start plus one, the page at or after it minus one). The last stop is
/// flush with the end of the content, as ``PagingScrollTargetBehavior``'s.
///
/// Where the bounds are the container (no insets) this lands on the same
/// pages as `paging`. Where a safe area makes the container shorter than the
/// bounds (an iPhone in landscape), pages laid out one per container length
/// (`containerRelativeFrame`) drift off the stops: page `k` is at `k * C`, the
/// view stops at `k * B`, `k * (B - C)` apart. Fatbobman, "Mastering SwiftUI
/// Scrolling: Implementing Custom Paging" (2025) reports that drift, alike for
/// `.paging` and for `isPagingEnabled`. Apple documents `isPagingEnabled` as
/// stopping on multiples of the bounds; the nearest-within-one-page choice and
/// counting the stops from offset 0 (the first child flush with the
/// container's leading edge) are this project's model of it.
/// Catalog name: `boundsPaging`.
public struct BoundsPagingScrollTargetBehavior: ExplainedScrollTargetBehavior, Sendable {
  public init() {}

  public func decide(_ target: ScrollTarget, context: TargetContext, why: inout Why) -> CGPoint {
    var origin = target.rect.origin
    for axis in context.axes.members {
      let pageLength = context.boundsSize[axis]
      guard pageLength > 0 else { continue }
      let stops = PageStops(pageLength: pageLength, maxOffset: context.maxOffset(on: axis))
      let start = context.originalTarget.rect.min(on: axis)
      let nearest = stops.nearestPage(to: target.rect.min(on: axis))
      let page = min(max(nearest, stops.page(atOrAfter: start) - 1), stops.page(atOrBefore: start) + 1)
      origin[axis] = stops.offset(ofPage: page)
      let rule =
        page == nearest
        ? "the bounds page nearest the proposal"
        : "the nearest bounds page is over a page from the start; one page only"
      if why.isWanted { why.words = why.words.isEmpty ? rule : "\(why.words); \(axis): \(rule)" }
    }
    return origin
  }
}

extension ScrollTargetBehavior where Self == BoundsPagingScrollTargetBehavior {
  /// A behavior that settles on bounds-length pages, as UIKit's `isPagingEnabled`.
  // Disfavoured: a file that names its own behavior so (as guides do) gets its own, not the tool's.
  @_disfavoredOverload public static var boundsPaging: BoundsPagingScrollTargetBehavior { .init() }
}
