import Foundation

/// The distinct offsets at which a view-aligned scroll view can rest.
///
/// Child `k` rests at `clamp(child.min + a * (child.length - L), 0, M)` on the
/// axis, where `a` is the anchor's component (0 leading), `L` the container's
/// length and `M` the largest offset. Children are sorted along the axis, so
/// these offsets are sorted too, and every query is a binary search: no copy
/// of the children is made and a call costs O(log n) for n children.
/// Neighbouring children that clamp to the same offset count as one stop.
struct AlignedStops {
  /// Offsets within ``Tolerance/distance`` of a stop count as on it.
  static let tolerance = Tolerance.standard.distance

  let children: [CGRect]
  let axis: Axis
  let anchor: CGFloat
  let containerLength: CGFloat
  let maxOffset: CGFloat

  /// The resting offset of child `index`.
  func offset(_ index: Int) -> CGFloat {
    let child = children[index]
    let aligned = child.min(on: axis) + anchor * (child.length(on: axis) - containerLength)
    return min(max(aligned, 0), maxOffset)
  }

  /// The index of the first child whose offset is not below `value`.
  private func firstIndex(notBelow value: CGFloat) -> Int {
    var low = 0
    var high = children.count
    while low < high {
      let middle = (low + high) / 2
      if offset(middle) < value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The smallest stop at or above `value - tolerance`, if any.
  func first(atLeast value: CGFloat) -> CGFloat? {
    let index = firstIndex(notBelow: value - Self.tolerance)
    return index < children.count ? offset(index) : nil
  }

  /// The largest stop at or below `value + tolerance`, if any.
  func last(atMost value: CGFloat) -> CGFloat? {
    let index = firstIndex(notBelow: value + Self.tolerance) - 1
    if index >= 0 { return offset(index) }
    return nil
  }

  /// The stop after `stop`, if any.
  func next(after stop: CGFloat) -> CGFloat? {
    first(atLeast: stop + 2 * Self.tolerance)
  }

  /// The stop before `stop`, if any.
  func previous(before stop: CGFloat) -> CGFloat? {
    last(atMost: stop - 2 * Self.tolerance)
  }

  /// The stop nearest `value`; the earlier one on a tie. Needs at least one child.
  func nearest(to value: CGFloat) -> CGFloat {
    let index = firstIndex(notBelow: value)
    if index == children.count { return offset(index - 1) }
    let after = offset(index)
    guard index > 0 else { return after }
    let before = offset(index - 1)
    return after - value < value - before ? after : before
  }
}
