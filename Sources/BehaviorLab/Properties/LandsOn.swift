import Foundation
import ScrollSimulation
import ScrollTargets

/// `landsOn(STOPS)`: every gesture, and every scenario once it settles, rests on a stop.
///
/// A generated gesture is judged when it starts at rest on a stop: a gesture
/// that starts anywhere else caught the view in flight, which only a scenario
/// can set up honestly, so scenarios judge every call (gestures that begin
/// mid-animation, rotations) and the final resting place.
public struct LandsOn: BehaviorProperty {
  public var stops: Stops

  public init(_ stops: Stops) {
    self.stops = stops
  }

  public var name: String { "landsOn(\(stops))" }
  public var rule: String { "every gesture, and every scenario after it settles, rests on a stop (\(stops))" }

  public func judge(_ call: PropertyCall) -> String? {
    let context = call.context
    let axes = stops.axes(in: context)
    let lines = axes.map { stops.line(on: $0, in: context) }
    if !call.inScenario {
      for (axis, line) in zip(axes, lines) where !line.isEmpty && !line.contains(call.start[axis]) { return nil }
    }
    for (axis, line) in zip(axes, lines) where !line.isEmpty && !line.contains(call.landed[axis]) {
      return offStop(axis, call.landed[axis], line)
    }
    return nil
  }

  public func judge(_ run: ScenarioRun) -> String? {
    let layout = run.finalLayout
    let context = ScrollTargetBehaviorContext(
      originalTarget: ScrollTarget(rect: .zero), contentSize: layout.contentSize, containerSize: layout.containerSize,
      axes: run.scenario.axes, targets: layout.targets)
    let rest = CGPoint(x: run.timeline.final.x, y: run.timeline.final.y)
    for axis in stops.axes(in: context) {
      let line = stops.line(on: axis, in: context)
      if !line.isEmpty, !line.contains(rest[axis]) { return "the scenario " + offStop(axis, rest[axis], line) }
    }
    return nil
  }

  private func offStop(_ axis: Axis, _ value: Double, _ line: StopLine) -> String {
    let nearest = line.offsets[line.nearestIndex(to: value)]
    return
      "rests at \(axis.coordinate) = \(points(value)), \(points(abs(value - nearest))) pt from the nearest stop (\(points(nearest)))"
  }
}
