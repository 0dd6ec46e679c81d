import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// `atMost(N, STOPS)`: one gesture passes at most `N` stops from the stop
/// nearest the original target.
///
/// The gesture's stop is the one nearest where it began (in flight, for a
/// gesture that caught an animation); where it rests counts as the stop
/// nearest that. Where an offset is equally near two stops (within
/// ``Tolerance/distance``), either counts as its nearest
/// (``StopLine/nearestIndices(to:)``): a pager that rounds a start halfway
/// between pages up may turn one page from the upper one.
/// `viewAligned:alwaysByOne` promises `atMost(1, children)`.
public struct AtMost: BehaviorProperty {
  public var count: Int
  public var stops: Stops

  public init(_ count: Int, _ stops: Stops) {
    self.count = count
    self.stops = stops
  }

  public var name: String { "atMost(\(count), \(stops))" }
  public var rule: String {
    "one gesture passes at most \(count) stop\(count == 1 ? "" : "s") (\(stops)) from the stop nearest the original target"
  }

  public func judge(_ call: PropertyCall) -> Violation? {
    let axis = call.context.primaryAxis
    let line = stops.line(in: call.context)
    guard call.cause == .gesture, !line.isEmpty else { return nil }
    // On a tie either stop is the nearest, as a behavior may round either way:
    // the gesture passes as few stops as the closest pair of them are apart.
    let starts = line.nearestIndices(to: call.start[axis])
    let rests = line.nearestIndices(to: call.landed[axis])
    let from: Int
    let to: Int
    if rests.lowerBound > starts.upperBound {
      (from, to) = (starts.upperBound, rests.lowerBound)
    } else if rests.upperBound < starts.lowerBound {
      (from, to) = (starts.lowerBound, rests.upperBound)
    } else {
      return nil  // a stop nearest both: no stop passed
    }
    guard abs(to - from) > count else { return nil }
    // The farthest stop allowed, on the side the gesture went.
    let allowed = to > from ? from + count : from - count
    let nearest = starts.count > 1 ? "one of \(starts.count) equally near the start" : "the one nearest the start"
    return Violation(
      "passes \(abs(to - from)) stops: from stop \(from) (\(axis.coordinate) = \(NumberText.trimmed(line.offset(from)))), \(nearest), to stop \(to) (\(NumberText.trimmed(line.offset(to))))",
      axis: axis, offset: call.landed[axis], nearest: line.offset(allowed))
  }
}
