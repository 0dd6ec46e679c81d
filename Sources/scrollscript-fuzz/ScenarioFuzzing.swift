import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// Fuzzes scenario files: the bytes are read as a scenario's JSON.
///
/// A scenario either fails to read with an InputError naming a field, or runs
/// against the built-ins to a finite resting offset, within the limits a
/// scenario file has (steps, frames, children), and its timeline writes as
/// JSON, never as an error line.
enum ScenarioFuzzing {
  static let behaviors: [any ScrollTargetBehavior & Sendable] = [
    "paging", "free", "viewAligned:alwaysByOne", "horizontalPaging",
  ]
  .compactMap { try? BuiltInBehaviors.behavior(named: $0) }

  static func run(_ bytes: [UInt8]) {
    guard let scenario = try? Scenario(json: Data(bytes)) else { return }
    // Long scenarios are valid but slow to fuzz; their limits are tested apart.
    let seconds = scenario.steps.reduce(0.0) { total, step in
      switch step {
      case .drag(_, let duration, _): total + duration
      case .wait(let seconds): total + seconds
      case .path(let samples): total + (samples.last?.t ?? 0)
      default: total
      }
    }
    guard seconds * scenario.frameRate <= 20_000, (scenario.children?.count ?? 0) <= 20_000 else { return }
    for behavior in behaviors {
      let timeline = Simulator(scenario: scenario, behavior: behavior).run()
      guard timeline.final.x.isFinite, timeline.final.y.isFinite else {
        fatalError("a scenario ends at \(timeline.final): \(JSONLine.encode(scenario))")
      }
      let line = JSONLine.encode(timeline)
      guard !line.hasPrefix("{\"error\"") else { fatalError("a timeline wrote as an error line: \(line.prefix(300))") }
    }
  }
}
