import Foundation
import TestSupport
import Testing

/// No output of a command is one of its inputs, and a report to a stream arrives whole, once (hostile round
/// four, items 4 and 5).
@Suite("Outputs never destroy", .endToEnd, .tags(.endToEnd))
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
    let scenario =
      #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},"steps":[{"fling":{"velocity":{"dx":800,"dy":0}}}]}"#
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

  @Test("a report to /dev/stdout redirected to a log is written into the log, which keeps what came before")
  func reportToRedirectedStandardOutput() throws {
    let path = try temporaryScript("logged.lua", Self.script)
    let log = FileManager.default.temporaryDirectory.appending(path: "scrollscript-log-\(UUID().uuidString).txt")
    let output = try Tool.run(
      [
        "-c", "echo before > \"$2\"; \"$0\" check \"$1\" --report junit /dev/stdout >> \"$2\"", Tool.url.path, path,
        log.path,
      ],
      executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(output.status == 0, "\(output.diagnostics)")
    let text = try String(contentsOf: log, encoding: .utf8)
    #expect(text.hasPrefix("before\n"), "\(text)")
    #expect(
      text.components(separatedBy: "<testsuites").count == 2 && text.contains("logged.lua: ok"),
      "\(text)\n\(output.stdout)\(output.diagnostics)")
  }
}
