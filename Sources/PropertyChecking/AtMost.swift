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
/// nearest that. `viewAligned:alwaysByOne` promises `atMost(1, children)`.
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
    let from = line.nearestIndex(to: call.start[axis])
    let to = line.nearestIndex(to: call.landed[axis])
    guard abs(to - from) > count else { return nil }
    // The farthest stop allowed, on the side the gesture went.
    let allowed = to > from ? from + count : from - count
    return Violation(
      "passes \(abs(to - from)) stops: from stop \(from) (\(axis.coordinate) = \(NumberText.trimmed(line.offset(from)))), the one nearest the start, to stop \(to) (\(NumberText.trimmed(line.offset(to))))",
      axis: axis, offset: call.landed[axis], nearest: line.offset(allowed))
  }
}
