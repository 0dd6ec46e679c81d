import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// `advances(SPEED, STOPS)`: a fling at `SPEED` pt/s or faster that begins at
/// rest on a stop rests at least one stop further in the fling's direction,
/// unless no stop lies that way.
///
/// The promise of a carousel: a flick always turns a card. Judged on the
/// primary axis, on gestures that start on a stop (stop `s`) with a release
/// velocity of at least `SPEED` (any non-zero speed for 0): forward, where the
/// view rests must be at or past stop `s + 1`, backward at or before stop
/// `s - 1`, within ``Tolerance/distance``; from the last stop forward, or the
/// first backward, there is nowhere to go and nothing is judged. As for
/// ``LandsOn``, a gesture that starts off the stops caught the view in
/// flight, so it is not judged, in a scenario either. Where the start is
/// equally near two stops, either counts as its stop
/// (``StopLine/nearestIndices(to:)``). A gesture whose proposal lies behind
/// its start, or on it, is no fling that way (the finger dragged back further
/// than the fling carries, or a mined proposal) and is not judged. A rule
/// whose backward flick rounds to the nearest card, and so never leaves it,
/// fails it at once.
public struct Advances: BehaviorProperty {
  /// The slowest release judged (pt/s).
  public var minimumSpeed: Double
  public var stops: Stops

  public init(_ minimumSpeed: Double, _ stops: Stops) {
    self.minimumSpeed = minimumSpeed
    self.stops = stops
  }

  public var name: String { "advances(\(minimumSpeed.formatted), \(stops))" }
  public var rule: String {
    "a fling at \(minimumSpeed.formatted) pt/s or faster that begins at rest on a stop (\(stops)) rests at least one stop further in the fling's direction, unless no stop lies that way"
  }

  public func judge(_ call: PropertyCall) -> Violation? {
    guard call.cause == .gesture else { return nil }
    let axis = call.context.primaryAxis
    let velocity = call.context.velocity[axis]
    guard velocity != 0, abs(velocity) >= minimumSpeed else { return nil }
    let line = stops.line(in: call.context)
    let start = call.start[axis]
    guard !line.isEmpty, line.contains(start) else { return nil }
    // A fling the system proposes to rest behind its start (the finger dragged back further than
    // the fling carries) turns no card in any rule: only a proposal the fling's way is judged.
    let proposed = call.testCase.target.rect.origin[axis] - start
    guard velocity > 0 ? proposed > 0 : proposed < 0 else { return nil }
    // Of two stops the start is equally near, the one that asks the least:
    // forward the lower, backward the upper.
    let starts = line.nearestIndices(to: start)
    let forward = velocity > 0
    let from = forward ? starts.lowerBound : starts.upperBound
    let next = forward ? from + 1 : from - 1
    guard line.count > next, next >= 0 else { return nil }
    let landed = call.landed[axis]
    let tolerance = Tolerance.standard.distance
    let target = line.offset(next)
    guard forward ? landed < target - tolerance : landed > target + tolerance else { return nil }
    return Violation(
      "a fling of \(NumberText.trimmed(velocity)) pt/s from stop \(from) (\(axis.coordinate) = \(NumberText.trimmed(line.offset(from)))) rests at \(axis.coordinate) = \(NumberText.trimmed(landed)), \(place(of: landed, on: line)): it did not advance to stop \(next) (\(NumberText.trimmed(target)))",
      axis: axis, offset: landed, nearest: target)
  }

  /// `on stop 3`, `between stops 2 and 3`, `before stop 0`, `past stop 9`:
  /// where `value` rests, numbered as ``StopLine/place(of:)`` numbers it.
  private func place(of value: Double, on line: StopLine) -> String {
    switch line.place(of: value) {
    case .on(let index): "on stop \(index)"
    case .between(let index, _): "between stops \(index) and \(index + 1)"
    case .before: "before stop 0"
    case .after: "past stop \(line.count - 1)"
    }
  }
}
