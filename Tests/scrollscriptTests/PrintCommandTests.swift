import Foundation
import TestSupport
import Testing

/// A script's `print` is shown by every command that runs it: on standard
/// error for a person, in a `log` field for JSON.
@Suite("print, shown by run, simulate and check", .endToEnd, .tags(.endToEnd))
struct PrintCommandTests {
  /// Prints on line 3 for every call, and on line 4 only when the proposal is 600.
  static let source = """
    -- expect: inBounds
    function updateTarget(target, context)
      print('proposed', target.rect.origin.x)
      if target.rect.origin.x == 600 then print('six hundred') end
      target.rect.origin.x = math.floor(target.rect.origin.x / 390 + 0.5) * 390
    end
    """
  static let single = [
    "--container", "390x844", "--content", "3900x844", "--original", "780", "--proposed", "600", "--velocity", "-800",
  ]

  @Test("run: the lines on standard error with their path:line; --json: a log field on the result line")
  func singleCall() throws {
    let script = try Tool.temporaryFile("printing.lua", Self.source)
    defer { try? FileManager.default.removeItem(at: script) }
    let text = try Tool.run(["run", script.path] + Self.single)
    #expect(text.status == 0 && text.stdout.contains("result    780"))
    #expect(text.stderr == "\(script.path):3: print: proposed\t600.0\n\(script.path):4: print: six hundred\n")
    let json = try Tool.run(["run", script.path, "--json"] + Self.single)
    #expect(
      json.stdout
        == #"{"log":["\#(script.path):3: proposed\t600.0","\#(script.path):4: six hundred"],"target":{"anchor":null,"rect":{"height":844,"width":390,"x":780,"y":0}}}"#
        + "\n")
    #expect(json.stderr.isEmpty)
  }

  @Test("run --cases: each result line has the log of its own call")
  func cases() throws {
    let script = try Tool.temporaryFile("printing.lua", Self.source)
    let other = CommandLineTests.caseLine.replacingOccurrences(of: #""x":600"#, with: #""x":700"#)
    let file = try Tool.temporaryFile("cases.jsonl", [CommandLineTests.caseLine, other].joined(separator: "\n") + "\n")
    defer {
      try? FileManager.default.removeItem(at: script)
      try? FileManager.default.removeItem(at: file)
    }
    let output = try Tool.run(["run", script.path, "--cases", file.path])
    #expect(output.status == 0 && output.lines.count == 2)
    #expect(
      output.lines[0].hasPrefix(#"{"log":["\#(script.path):3: proposed\t600.0","\#(script.path):4: six hundred"],"#))
    #expect(output.lines[1].hasPrefix(#"{"log":["\#(script.path):3: proposed\t700.0"],"target":"#))
    let quiet = try Tool.run(["run", "paging", "--cases", file.path])
    #expect(!quiet.stdout.contains("log"), "a built-in prints nothing: the lines are as they were")
  }

  @Test("simulate: the lines on standard error with their event, on the events in --json, and in the page")
  func simulate() throws {
    let script = try Tool.temporaryFile("printing.lua", Self.source)
    let page = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-page.html")
    defer {
      try? FileManager.default.removeItem(at: script)
      try? FileManager.default.removeItem(at: page)
    }
    let scenario =
      #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},"steps":[{"fling":{"velocity":{"dx":800,"dy":0}}},{"wait":1}]}"#
    let text = try Tool.run(["simulate", script.path, "-", "--html", page.path], input: scenario)
    #expect(text.status == 0)
    // Event 1 is the touch, event 2 its phase (tracking), event 3 the updateTarget call at once (t = 0).
    #expect(text.stderr.hasPrefix("\(script.path):3: print: proposed\t"))
    // Then where the page went.
    #expect(text.stderr.hasSuffix(" (event 3, t=0 s)\nwrote the player (HTML) to \(page.path)\n"), "\(text.stderr)")
    #expect(!text.stdout.contains("print"), "the timeline itself is unchanged")
    let json = try Tool.run(["simulate", script.path, "-", "--json"], input: scenario)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let events = try #require(object["events"] as? [[String: Any]])
    let logged = events.filter { $0["log"] != nil }
    #expect(logged.count == 1 && logged.first?["kind"] as? String == "updateTarget")
    #expect((logged.first?["log"] as? [String])?.first?.hasPrefix("\(script.path):3: proposed\t") == true)
    #expect(json.stderr.isEmpty)
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains(#"updateTarget (gesture)"#) && html.contains(#"["\#(script.path):3: proposed\u0009"#))
  }

  @Test("check: only the shrunk counterexample's lines, on standard error")
  func check() throws {
    let script = try Tool.temporaryFile(
      "escapes.lua",
      "-- expect: inBounds\nfunction updateTarget(target, context)\n  print('asked')\n  target.rect.origin.x = -5000\nend\n"
    )
    defer { try? FileManager.default.removeItem(at: script) }
    let output = try Tool.run(["check", script.path, "--gestures", "300", "--scenarios", "10"])
    #expect(output.status == 1)
    let printed = output.stderr.split(separator: "\n").filter { $0.contains("print:") }
    #expect(printed == ["\(script.path):3: print: asked (counterexample of inBounds)"])
  }
}
