import Foundation

/// The resting places of a pager on one axis: multiples of the page length,
/// with the last one flush with the end of the content.
///
/// For a page length `L` and a largest offset `M`, the stops are
/// `0, L, 2L, …` up to and including `M`: page `k` rests at `min(k * L, M)`.
/// When the content is not a whole number of pages, the last page is shorter
/// than `L` and still lands flush with the end.
struct PageStops {
  /// Offsets within ``Tolerance/distance`` of a stop count as on it.
  static let tolerance = Tolerance.standard.distance

  /// The page length (pt), greater than zero.
  let pageLength: CGFloat
  /// The largest valid offset (pt), at least zero.
  let maxOffset: CGFloat

  /// The index of the last stop, the one flush with the end.
  var lastPage: CGFloat {
    Swift.max(0, ((maxOffset - Self.tolerance) / pageLength).rounded(.up))
  }

  /// The offset of page `page`, after clamping the index to the valid pages.
  func offset(ofPage page: CGFloat) -> CGFloat {
    Swift.min(Swift.min(Swift.max(page, 0), lastPage) * pageLength, maxOffset)
  }

  /// The last page at or before `offset`.
  func page(atOrBefore offset: CGFloat) -> CGFloat {
    offset >= maxOffset - Self.tolerance
      ? lastPage : ((offset + Self.tolerance) / pageLength).rounded(.down)
  }

  /// The first page at or after `offset`.
  func page(atOrAfter offset: CGFloat) -> CGFloat {
    Swift.min(((offset - Self.tolerance) / pageLength).rounded(.up), lastPage)
  }

  /// The page whose stop is nearest to `offset`; the earlier one on a tie.
  func nearestPage(to offset: CGFloat) -> CGFloat {
    let before = page(atOrBefore: offset)
    let after = page(atOrAfter: offset)
    return abs(self.offset(ofPage: after) - offset) < abs(self.offset(ofPage: before) - offset)
      ? after : before
  }
}

/// A gesture as a pager on the primary axis sees it.
struct PagerGesture {
  let axis: Axis
  let stops: PageStops
  /// The offset where the gesture began (pt).
  let start: CGFloat
  /// The release velocity along the axis (pt/s).
  let velocity: CGFloat
  /// How far the proposal lies from the start (pt), signed.
  let travelled: CGFloat

  /// `nil` when the container has no length along the axis.
  init?(_ target: ScrollTarget, context: ScrollTargetBehaviorContext) {
    axis = context.primaryAxis
    let pageLength = context.containerSize[axis]
    guard pageLength > 0 else { return nil }
    stops = PageStops(pageLength: pageLength, maxOffset: context.maxOffset(on: axis))
    start = context.originalTarget.rect.min(on: axis)
    velocity = context.velocity[axis]
    travelled = target.rect.min(on: axis) - start
  }
}
