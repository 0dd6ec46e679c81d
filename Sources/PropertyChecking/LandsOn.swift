import BehaviorRunning
import Foundation
import ScrollFormats
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

  public func judge(_ call: PropertyCall) -> Violation? {
    let axis = call.context.primaryAxis
    let line = stops.line(in: call.context)
    guard !line.isEmpty, call.inScenario || line.contains(call.start[axis]), !line.contains(call.landed[axis]) else {
      return nil
    }
    return offStop(axis, call.landed[axis], line, in: call.context)
  }

  public func judge(_ run: ScenarioRun) -> Violation? {
    let context = run.finalLayout.layout(of: run.scenario.scene).context(original: .zero, velocity: .zero)
    let axis = context.primaryAxis
    let rest = axis == .horizontal ? run.timeline.final.x : run.timeline.final.y
    let line = stops.line(in: context)
    guard !line.isEmpty, !line.contains(rest) else { return nil }
    var violation = offStop(axis, rest, line, in: context)
    violation.message = "the scenario " + violation.message
    return violation
  }

  /// `rests at x = 100, 100 pt from the nearest stop (0), between stops 0 and 1 of 3 (pages; stop 0 + 100 pt)`:
  /// the stops numbered as every command numbers them (``Stops/words(for:in:)``).
  /// Halfway between two stops (within the tolerance) it names both: `195 pt
  /// from the nearest stops (0 and 390)`.
  private func offStop(_ axis: Axis, _ value: Double, _ line: StopLine, in context: ScrollTargetBehaviorContext)
    -> Violation
  {
    let nearestIndices = line.nearestIndices(to: value)
    let nearest = line.offset(nearestIndices.lowerBound)
    let named = nearestIndices.map { NumberText.trimmed(line.offset($0)) }
    let stop = named.count == 1 ? "stop (\(named[0]))" : "stops (\(named.joined(separator: " and ")))"
    let place = stops.words(for: value, in: context).map { ", " + $0 } ?? ""
    return Violation(
      "rests at \(axis.coordinate) = \(NumberText.trimmed(value)), \(NumberText.trimmed(abs(value - nearest))) pt from the nearest \(stop)\(place)",
      axis: axis, offset: value, nearest: nearest)
  }
}
