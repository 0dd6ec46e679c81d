import Foundation
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

  public func judge(_ call: PropertyCall) -> String? {
    guard call.cause == .gesture else { return nil }
    for axis in stops.axes(in: call.context) {
      let line = stops.line(on: axis, in: call.context)
      guard !line.isEmpty else { continue }
      let from = line.nearestIndex(to: call.start[axis])
      let to = line.nearestIndex(to: call.landed[axis])
      if abs(to - from) > count {
        return
          "passes \(abs(to - from)) stops: from stop \(from) (\(axis.coordinate) = \(points(line.offsets[from]))), the one nearest the start, to stop \(to) (\(points(line.offsets[to])))"
      }
    }
    return nil
  }
}
