import Foundation

/// Pages of the container's length, at most one page per gesture, as SwiftUI's `.paging`.
///
/// Rule, on each scrolling axis, for page length `L` = the container's length:
/// - velocity forward (> 0): the first page after the one at or before the
///   original offset;
/// - velocity backward (< 0): the last page before the one at or after it;
/// - zero velocity: the page nearest the proposed target, but no further than
///   one page from the original offset.
///
/// Pages rest at multiples of `L`; the last page is flush with the end of the
/// content (see the grid in the README). There is no minimum flick speed: any
/// non-zero velocity turns the page. Rule source: Apple's `PagingScrollTargetBehavior`
/// documentation ("container aligned boundaries") and UIKit's `isPagingEnabled`.
/// Catalog name: `paging`.
public struct PagingScrollTargetBehavior: ExplainedScrollTargetBehavior, Sendable {
  public init() {}

  public func decide(_ target: ScrollTarget, context: TargetContext, why: inout Why) -> CGPoint {
    var origin = target.rect.origin
    for axis in context.axes.members {
      let pageLength = context.containerSize[axis]
      guard pageLength > 0 else { continue }
      let stops = PageStops(pageLength: pageLength, maxOffset: context.maxOffset(on: axis))
      let start = context.originalTarget.rect.min(on: axis)
      let velocity = context.velocity[axis]
      let page: CGFloat
      let rule: String
      if velocity > 0 {
        page = stops.page(atOrBefore: start) + 1
        rule = "velocity forward: the page after the one at or before the start"
      } else if velocity < 0 {
        page = stops.page(atOrAfter: start) - 1
        rule = "velocity backward: the page before the one at or after the start"
      } else {
        let nearest = stops.nearestPage(to: target.rect.min(on: axis))
        page = min(max(nearest, stops.page(atOrAfter: start) - 1), stops.page(atOrBefore: start) + 1)
        rule =
          page == nearest
          ? "zero velocity: the page nearest the proposal"
          : "zero velocity: the nearest page is over a page away; one page only"
      }
      origin[axis] = stops.offset(ofPage: page)
      if why.isWanted { why.words = why.words.isEmpty ? rule : "\(why.words); \(axis): \(rule)" }
    }
    return origin
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// A behavior that settles on container-length pages.
  public static var paging: PagingScrollTargetBehavior { .init() }
}
