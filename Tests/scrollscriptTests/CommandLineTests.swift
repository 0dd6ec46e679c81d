import Foundation
import ScrollFormats
import TestSupport
import Testing

@Suite("scrollscript, end to end", .endToEnd, .tags(.endToEnd))
struct CommandLineTests {
  static let caseLine =
    #"{"target":{"rect":{"x":600,"y":0,"width":390,"height":844},"anchor":null},"originalTarget":{"rect":{"x":780,"y":0,"width":390,"height":844}},"velocity":{"dx":-800,"dy":0},"contentSize":{"width":3900,"height":844},"containerSize":{"width":390,"height":844},"axes":["horizontal"]}"#

  @Test("run --cases answers every line, with an error line for a malformed case")
  func runCases() throws {
    let file = try Tool.temporaryFile(
      "cases.jsonl", [Self.caseLine, #"{"target":"#, Self.caseLine].joined(separator: "\n") + "\n")
    defer { try? FileManager.default.removeItem(at: file) }
    let output = try Tool.run(["run", "horizontalPaging", "--cases", file.path])
    #expect(output.lines.count == 3)
    #expect(output.lines[0] == #"{"target":{"anchor":null,"rect":{"height":844,"width":390,"x":390,"y":0}}}"#)
    #expect(output.lines[1].hasPrefix(#"{"error":{"kind":"invalidCase""#) && output.lines[1].contains(":2\""))
    #expect(output.lines[2] == output.lines[0])
    #expect(output.status == 1 && output.stderr.contains("3 cases, 1 failed"))
  }

  @Test("run --cases - reads standard input")
  func runStdin() throws {
    let output = try Tool.run(["run", "paging", "--cases", "-"], input: Self.caseLine + "\n")
    #expect(output.status == 0 && output.lines.count == 1 && output.lines[0].contains(#""x":390"#))
  }

  @Test("a single call explains itself, or prints JSON")
  func singleCall() throws {
    let arguments = [
      "run", "horizontalPaging", "--container", "390x844", "--content", "3900x844", "--original", "780", "--proposed",
      "600", "--velocity", "-800",
    ]
    let text = try Tool.run(arguments)
    #expect(text.status == 0 && text.stdout.contains("result    390       on stop 1 of 10 (page 1)"))
    let json = try Tool.run(arguments + ["--json"])
    #expect(json.stdout == #"{"target":{"anchor":null,"rect":{"height":844,"width":390,"x":390,"y":0}}}"# + "\n")
  }

  @Test("simulate free: a 1000 pt/s fling from rest ends 499 pt further")
  func simulateFree() throws {
    let scenario = try Tool.temporaryFile(
      "fling.json",
      #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},"steps":[{"fling":{"velocity":{"dx":1000,"dy":0}}}]}"#
    )
    defer { try? FileManager.default.removeItem(at: scenario) }
    let output = try Tool.run(["simulate", "free", scenario.path, "--json"])
    #expect(output.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
    let final = try #require(object?["final"] as? [String: Double])
    #expect(abs(final["x"]! - 499) < 1, "final \(final)")
  }

  @Test("bad usage and unreadable input exit with 2 and say what and where")
  func errors() throws {
    let unknown = try Tool.run(["run", "pagin", "--cases", "-"])
    #expect(unknown.status == 2 && unknown.stderr.contains("unknown behavior 'pagin' (did you mean 'paging'?)"))
    let missing = try Tool.run(["run", "paging", "--cases", "/no/such.jsonl"])
    #expect(missing.status == 2 && missing.stderr.contains("/no/such.jsonl: cannot read"))
    let both = try Tool.run(["run", "paging", "--cases", "-", "--original", "10"])
    #expect(both.status == 2 && both.stderr.contains("--cases runs a file; the scene and single-call options"))
    let scenario = try Tool.temporaryFile(
      "bad.json",
      #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},"steps":[{"wait":-1}]}"#)
    defer { try? FileManager.default.removeItem(at: scenario) }
    let bad = try Tool.run(["simulate", "paging", scenario.path])
    #expect(bad.status == 2 && bad.stderr.contains("bad.json: steps[0].wait: must be at least 0, got -1"))
  }

  @Test("list names every built-in")
  func list() throws {
    let output = try Tool.run(["list"])
    for name in ["free", "paging", "viewAligned", "horizontalPaging", "multiPageFling", "thresholdPager"] {
      #expect(output.stdout.contains("  \(name) "), "\(name)")
    }
  }
}
