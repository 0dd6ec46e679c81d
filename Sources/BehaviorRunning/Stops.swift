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

  /// The sorted stops of `context`'s geometry on its primary axis; empty when
  /// there are none (children stops without children).
  public func line(in context: ScrollTargetBehaviorContext) -> StopLine {
    let axis = context.primaryAxis
    let length = context.containerSize[axis]
    let range = context.offsetRange(on: axis)
    let maxOffset = range.upperBound
    switch self {
    case .pages: return StopLine(step: length, maxOffset: maxOffset)
    case .grid(let step): return StopLine(step: step, maxOffset: maxOffset)
    case .children(let anchor):
      let a = anchor?.component(on: axis) ?? 0
      let offsets = context.targets.map { child -> Double in
        range.clamp(child.min(on: axis) + a * (child.length(on: axis) - length))
      }
      return StopLine(offsets: offsets.sorted())
    }
  }
}

/// Sorted resting offsets on one axis, neighbours closer than the tolerance merged.
///
/// Pages and grids are regular, `0, s, 2s, …` and the end, and are computed
/// rather than listed, so a fine grid over long content costs nothing;
/// children are listed.
///
/// This geometry is kept apart from the built-ins' (`PageStops` and
/// `AlignedStops` in ScrollTargets) on purpose. The properties are the
/// oracle the built-ins are checked against: were they to share the
/// built-ins' code, a slip in it would be on both sides of every check and
/// never be seen. The price is two ways of computing the same stops, so
/// `StopAgreementTests` holds them to the same stops, within
/// ``Tolerance/distance``, over pages that divide the content and pages that
/// do not, children with spacing and padding at three anchors, vertical and
/// right-to-left scenes, insets, and content shorter than its container.
/// ``LandingMap`` counts its cells in these stops too, rather than in a
/// third copy.
public struct StopLine: Sendable {
  private enum Kind {
    /// Multiples of the step below the end (`multiples` of them), then the end.
    case regular(step: Double, multiples: Int, end: Double)
    case listed([Double])
  }

  private let kind: Kind
  /// How many stops there are.
  public let count: Int

  /// Multiples of `step` from 0, and `maxOffset`; just 0 when `step` is not positive.
  public init(step: Double, maxOffset: Double) {
    let tolerance = Tolerance.standard.distance
    guard step > 0, maxOffset > tolerance else {
      kind = .listed([0])
      count = 1
      return
    }
    // The multiples at least `tolerance` below the end; the end is one more stop.
    let multiples = Int(min(((maxOffset - tolerance) / step).rounded(.down), Double(Int.max / 2))) + 1
    kind = .regular(step: step, multiples: multiples, end: maxOffset)
    count = multiples + 1
  }

  /// Sorted offsets, merged where closer than the tolerance.
  public init(offsets sorted: [Double]) {
    var merged: [Double] = []
    merged.reserveCapacity(sorted.count)
    for offset in sorted where merged.last.map({ offset - $0 > Tolerance.standard.distance }) ?? true {
      merged.append(offset)
    }
    kind = .listed(merged)
    count = merged.count
  }

  public var isEmpty: Bool { count == 0 }

  /// The offset of stop `index`, in `0..<count`.
  public func offset(_ index: Int) -> Double {
    switch kind {
    case .regular(let step, let multiples, let end): index < multiples ? Double(index) * step : end
    case .listed(let offsets): offsets[index]
    }
  }

  /// The index of the stop nearest `value`; the earlier one on a tie. Needs a stop.
  public func nearestIndex(to value: Double) -> Int {
    // The last stop at or below `value` (or the first), then the nearer of it and the next.
    var low: Int
    switch kind {
    case .regular(let step, _, _):
      low = Int(min(max((value / step).rounded(.down), 0), Double(count - 1)))
      if offset(low) > value { low = max(low - 1, 0) }
    case .listed(let offsets):
      var high = offsets.count
      low = 0
      while low < high {
        let middle = (low + high) / 2
        if offsets[middle] <= value { low = middle + 1 } else { high = middle }
      }
      low = max(low - 1, 0)
    }
    guard low + 1 < count else { return low }
    return offset(low + 1) - value < value - offset(low) ? low + 1 : low
  }

  /// Whether `value` lies on a stop, within the tolerance.
  public func contains(_ value: Double) -> Bool {
    !isEmpty && abs(offset(nearestIndex(to: value)) - value) <= Tolerance.standard.distance
  }
}
