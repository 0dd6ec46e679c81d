import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollReporting
import ScrollSimulation
import ScrollTargets
import TestSupport
import Testing

/// The outputs of `simulate horizontalPaging examples/scenarios/rotation.json`, kept in `Golden/`
/// as the tool wrote them: any change to what people read shows up here, line by line. The
/// timeline's JSON (`--json`, docs/formats.md) too: how the simulator keeps its layouts (shared
/// by the resizes to one size, `Simulator`) must not show in what it writes.
@Suite("simulate's text, CSV, SVG, HTML and JSON, byte for byte")
struct GoldenTests {
  static let root = Repository.root

  static func timeline() throws -> Timeline {
    let file = root.appendingPathComponent("examples/scenarios/rotation.json")
    let scenario = try Scenario(json: Data(contentsOf: file))
    return SimulationRun.timeline(scenario, behavior: HorizontalPagingScrollTargetBehavior())
  }

  static func golden(_ name: String) throws -> String {
    try String(
      contentsOf: root.appendingPathComponent("Tests/ScrollReportingTests/Golden/\(name)"), encoding: .utf8)
  }

  /// The first line where `actual` and `expected` part, or `nil` when they are the same.
  static func firstDifference(_ actual: String, _ expected: String) -> String? {
    guard actual != expected else { return nil }
    let left = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let right = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, pair) in zip(left, right).enumerated() where pair.0 != pair.1 {
      return "line \(index + 1):\n  now:    \(pair.0.prefix(300))\n  golden: \(pair.1.prefix(300))"
    }
    return "the same first \(min(left.count, right.count)) lines, then \(left.count) lines against \(right.count)"
  }

  @Test(
    "each output is what the tool wrote before",
    arguments: ["rotation.txt", "rotation.csv", "rotation.svg", "rotation.html", "rotation.json"])
  func golden(name: String) throws {
    let timeline = try Self.timeline()
    let title = "horizontalPaging — rotation.json"
    let actual =
      switch name {
      case "rotation.txt": timeline.text(axis: .horizontal) + "\n"
      case "rotation.csv": timeline.csv
      case "rotation.svg": TimelinePlot(timeline: timeline, title: title).svg
      case "rotation.json": JSONLine.encode(timeline) + "\n"
      default: TimelinePage(timeline: timeline, title: title).html
      }
    let difference = Self.firstDifference(actual, try Self.golden(name))
    #expect(difference == nil, "\(name): \(difference ?? "")")
  }
}
