import Foundation
import TestSupport
import Testing

/// No output of a command is one of its inputs, and a report to a stream arrives whole, once (hostile round
/// four, items 4 and 5).
@Suite("Outputs never destroy")
struct OutputSafetyTests {
  static let script = "-- expect: inBounds\nfunction updateTarget(target, context) end\n"

  @Test("check SCRIPT --report junit SCRIPT is refused before checking, the script left whole")
  func reportOverScript() throws {
    let path = try temporaryScript("mine.lua", Self.script)
    let output = try Tool.run(["check", path, "--report", "junit", path])
    #expect(output.status == 2)
    #expect(output.diagnostics.contains("one of the command's inputs"), "\(output.diagnostics)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.script)
  }

  @Test("simulate's --csv naming the scenario is refused, the scenario left whole, the timeline printed")
  func csvOverScenario() throws {
    let scenario = #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},"steps":[{"fling":{"velocity":{"dx":800,"dy":0}}}]}"#
    let path = try Tool.temporaryFile("drift.json", scenario).path
    let output = try Tool.run(["simulate", "paging", path, "--csv", path])
    #expect(output.status == 2)
    #expect(output.diagnostics.contains("one of the command's inputs"), "\(output.diagnostics)")
    #expect(!output.stdout.isEmpty, "the timeline is printed before the files are written")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == scenario)
  }

  @Test("a report to /dev/stdout is one whole document")
  func reportToStandardOutput() throws {
    let path = try temporaryScript("whole.lua", Self.script)
    let output = try Tool.run(["check", path, "--report", "junit", "/dev/stdout"])
    #expect(output.status == 0, "\(output.diagnostics)")
    #expect(output.stdout.components(separatedBy: "<testsuites").count == 2, "\(output.stdout)")
  }
}
