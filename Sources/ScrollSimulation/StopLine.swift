import Foundation
import ScrollTargets

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
/// `LandingMap` (in BehaviorRunning) counts its cells in these stops too,
/// and ``PageObserver`` its pages, rather than in copies of their own; and
/// ``StopLine/place(of:)`` is the one place an offset is numbered among them
/// (docs/properties.md, "Stops and their numbers").
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

  /// The indices of the stops nearest `value`, ties included: every stop no
  /// more than ``Tolerance/distance`` farther from `value` than the nearest.
  /// A single index, except where `value` lies halfway between two stops
  /// (195 on 390 pt pages is as near page 0 as page 1: `0...1`). Properties
  /// that ask for the stop nearest an offset accept any of these, as a
  /// behavior may round a tie either way; ``nearestIndex(to:)`` keeps the
  /// earlier. Needs a stop.
  public func nearestIndices(to value: Double) -> ClosedRange<Int> {
    let nearest = nearestIndex(to: value)
    let limit = abs(offset(nearest) - value) + Tolerance.standard.distance
    var low = nearest
    var high = nearest
    while low > 0, abs(offset(low - 1) - value) <= limit { low -= 1 }
    while high + 1 < count, abs(offset(high + 1) - value) <= limit { high += 1 }
    return low...high
  }

  /// Whether `value` lies on a stop, within the tolerance.
  public func contains(_ value: Double) -> Bool {
    !isEmpty && abs(offset(nearestIndex(to: value)) - value) <= Tolerance.standard.distance
  }

  /// Where an offset lies among a line's stops, which are numbered from 0.
  public enum Place: Equatable, Sendable {
    /// On stop `index`, within ``Tolerance/distance``.
    case on(Int)
    /// Between stop `index` and stop `index + 1`, `past` pt past the first.
    case between(Int, past: Double)
    /// Before the first stop, by this many points.
    case before(Double)
    /// Past the last stop, by this many points.
    case after(Double)
  }

  /// Where `value` lies: on the stop ``nearestIndex(to:)`` names when within
  /// the tolerance, else between the two around it, or outside them all. Needs a stop.
  ///
  /// The one numbering of stops: `run`, `simulate`, the REPL and the
  /// properties of `check` all number an offset by this.
  public func place(of value: Double) -> Place {
    let nearest = nearestIndex(to: value)
    let distance = value - offset(nearest)
    if abs(distance) <= Tolerance.standard.distance { return .on(nearest) }
    if distance < 0 {
      return nearest == 0 ? .before(-distance) : .between(nearest - 1, past: value - offset(nearest - 1))
    }
    return nearest == count - 1 ? .after(distance) : .between(nearest, past: distance)
  }
}
