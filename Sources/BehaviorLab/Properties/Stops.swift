import Foundation
import ScrollTargets

/// The places a behavior may rest at on one axis, as properties name them.
///
/// - `pages`: multiples of the container's length, the last one flush with the
///   end of the content (`0, L, 2L, …, M` for a container of length `L` and a
///   largest offset `M`).
/// - `children`: where a layout child's leading edge meets the container's
///   (`children(center)` aligns the children's centres, as `viewAligned` does
///   with an anchor), clamped to the content.
/// - `grid(STEP)`: multiples of `STEP` points from 0, and the end of the content
///   where the scroll view clamps.
///
/// Stops lie on the primary axis: vertical when the view scrolls only
/// vertically, else horizontal, the axis single-axis rules work on.
///
/// Stops within ``PropertyTolerance/position`` of each other count as one, so
/// children that clamp to the same offset are one stop.
public enum Stops: Hashable, Sendable, CustomStringConvertible {
  case pages
  /// Children aligned at `anchor` (leading edges when `nil`).
  case children(UnitPoint?)
  /// Multiples of this many points.
  case grid(Double)

  public var description: String {
    switch self {
    case .pages: "pages"
    case .children(nil): "children"
    case .children(let anchor?): "children(\(UnitPoint.named.first { $0.point == anchor }?.name ?? "\(anchor)"))"
    case .grid(let step): "grid(\(step.formatted))"
    }
  }

  /// The axes stops lie on in `context`: the primary axis.
  func axes(in context: ScrollTargetBehaviorContext) -> [Axis] {
    [context.primaryAxis]
  }

  /// The sorted stops on `axis` of `context`'s geometry; empty when there are
  /// none (children stops without children).
  func line(on axis: Axis, in context: ScrollTargetBehaviorContext) -> StopLine {
    let length = context.containerSize[axis]
    let maxOffset = context.maxOffset(on: axis)
    var offsets: [Double] = []
    switch self {
    case .pages, .grid:
      var step = length
      if case .grid(let grid) = self { step = grid }
      guard step > 0 else { return StopLine(offsets: [0]) }
      // The count is bounded by the content's size limit over the step, and capped for safety.
      let count = min(Int((maxOffset / step).rounded(.up)), 1_000_000)
      offsets.reserveCapacity(count + 1)
      for index in 0..<max(count, 1) { offsets.append(min(Double(index) * step, maxOffset)) }
      offsets.append(maxOffset)
    case .children(let anchor):
      let a = anchor?.component(on: axis) ?? 0
      offsets = context.targets.map { child in
        min(max(child.min(on: axis) + a * (child.length(on: axis) - length), 0), maxOffset)
      }
      offsets.sort()
    }
    return StopLine(offsets: offsets)
  }
}

/// Sorted resting offsets on one axis, neighbours closer than the tolerance merged.
struct StopLine {
  let offsets: [Double]

  init(offsets sorted: [Double]) {
    var merged: [Double] = []
    merged.reserveCapacity(sorted.count)
    for offset in sorted where merged.last.map({ offset - $0 > PropertyTolerance.position }) ?? true {
      merged.append(offset)
    }
    offsets = merged
  }

  var isEmpty: Bool { offsets.isEmpty }

  /// The index of the stop nearest `value`; the earlier one on a tie. Needs a stop.
  func nearestIndex(to value: Double) -> Int {
    var low = 0
    var high = offsets.count
    while low < high {
      let middle = (low + high) / 2
      if offsets[middle] < value { low = middle + 1 } else { high = middle }
    }
    if low == offsets.count { return low - 1 }
    if low > 0, value - offsets[low - 1] <= offsets[low] - value { return low - 1 }
    return low
  }

  /// Whether `value` lies on a stop, within the tolerance.
  func contains(_ value: Double) -> Bool {
    !offsets.isEmpty && abs(offsets[nearestIndex(to: value)] - value) <= PropertyTolerance.position
  }
}

/// The tolerances properties judge with, named once.
public enum PropertyTolerance {
  /// Two offsets closer than this are the same place (pt): the tolerance
  /// `compare` uses, which absorbs an animation stopping a hair short.
  public static let position = 0.01
}
