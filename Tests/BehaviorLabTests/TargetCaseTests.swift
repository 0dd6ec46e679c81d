import BehaviorLab
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import Testing

/// The case line the README prints.
let designCaseLine = """
    {"target":{"rect":{"x":600,"y":0,"width":390,"height":844},"anchor":null},
     "originalTarget":{"rect":{"x":780,"y":0,"width":390,"height":844}},
     "velocity":{"dx":-800,"dy":0},
     "contentSize":{"width":3900,"height":844},
     "containerSize":{"width":390,"height":844},
     "axes":["horizontal"],
     "targets":[{"x":0,"y":0,"width":390,"height":844}],
     "environment":{"layoutDirection":"leftToRight","horizontalSizeClass":"compact","verticalSizeClass":"regular"}}
  """.replacingOccurrences(of: "\n", with: "")

@Suite("JSON cases and batch runs")
struct TargetCaseTests {

  @Test("the README's case reads as written and runs")
  func designCase() throws {
    let testCase = try TargetCase(json: Data(designCaseLine.utf8))
    #expect(testCase.target.rect.minX == 600 && testCase.context.originalTarget.rect.minX == 780)
    #expect(testCase.context.velocity.dx == -800 && testCase.context.targets.count == 1)
    let result = try testCase.run(HorizontalPagingScrollTargetBehavior())
    #expect(abs(result.rect.minX - 390) < 1e-9)
    #expect(
      CaseResult.target(result).json == #"{"target":{"anchor":null,"rect":{"height":844,"width":390,"x":390,"y":0}}}"#)
  }

  @Test("a case survives a round trip through its JSON")
  func roundTrip() throws {
    let testCase = try TargetCase(json: Data(designCaseLine.utf8))
    let again = try TargetCase(json: Data(testCase.json.utf8))
    #expect(again.target == testCase.target && again.context.targets == testCase.context.targets)
    #expect(again.context.environment == testCase.context.environment)
  }

  @Test(
    "malformed cases name the field",
    arguments: [
      (#"{"target":{"rect":{"x":1,"y":0,"width":390,"height":844}}}"#, "originalTarget: missing"),
      ("not json", "The given data was not valid JSON."),
      (designCaseLine.replacingOccurrences(of: #""dx":-800"#, with: #""dx":"fast""#), "velocity.dx: expected a number"),
      (
        designCaseLine.replacingOccurrences(
          of: #""containerSize":{"width":390"#, with: #""containerSize":{"width":-390"#),
        "containerSize.width: must be at least 1, got -390"
      ),
      (
        designCaseLine.replacingOccurrences(
          of: #""contentSize":{"width":3900"#, with: #""contentSize":{"width":1e300"#),
        "contentSize.width: must be at most 1000000000, got 1e+300"
      ),
      (
        designCaseLine.replacingOccurrences(of: #""horizontal"]"#, with: #""sideways"]"#),
        #"axes: unknown axis 'sideways': expected "horizontal" or "vertical""#
      ),
    ])
  func errors(json: String, message: String) {
    do {
      _ = try TargetCase(json: Data(json.utf8))
      Issue.record("no error for \(json)")
    } catch {
      #expect(error.description.hasPrefix(message), "\(error.description)")
    }
  }

  @Test("a batch answers every line; a malformed line gives an error line located at file:line")
  func batch() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("cases-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    try [designCaseLine, "{\"broken\": true", "", designCaseLine].joined(separator: "\n")
      .write(to: file, atomically: true, encoding: .utf8)
    var reader = try LineReader(path: file.path)
    var lines: [String] = []
    let summary = CaseBatch.run(&reader, source: "cases.jsonl", behavior: PagingScrollTargetBehavior()) {
      lines.append($0)
    }
    #expect(summary == CaseBatch.Summary(cases: 3, failures: 1))
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix(#"{"target":"#) && lines[2] == lines[0])
    #expect(lines[1].contains(#""kind":"invalidCase""#) && lines[1].contains(#""location":"cases.jsonl:2""#))
  }

  @Test("a missing file is named")
  func missingFile() {
    #expect(throws: InputFileError.self) { try LineReader(path: "/no/such/cases.jsonl") }
    #expect(
      throws: InputFileError(path: "/dev/zero", reason: "it is not a regular file (a FIFO, a socket or a device)")
    ) {
      try LineReader(path: "/dev/zero")
    }
  }

  @Test("lines are read across chunk boundaries, with CRLF and no final newline")
  func lineReader() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("lines-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    let long = String(repeating: "x", count: 100_000)
    try "a\r\n\(long)\nb".write(to: file, atomically: true, encoding: .utf8)
    let reader = try LineReader(path: file.path)
    let lines = Array(AnySequence { reader }).map { String(decoding: $0, as: UTF8.self) }
    #expect(lines == ["a", long, "b"])
  }

  @Test("a value JSON cannot hold gives an error line in the result lines' shape, never {}")
  func unwritable() throws {
    let line = JSONLine.encode(["offset": ["x": Double.infinity]])
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    let error = try #require(object?["error"] as? [String: Any], "\(line)")
    #expect(error["kind"] as? String == "invalidResult")
    #expect(error["message"] as? String == "the result cannot be written as JSON: offset.x is inf", "\(line)")
  }

  @Test("a case line over 64 MiB is skipped to its end, unkept, with an error that names the line; the run goes on")
  func overlongLine() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(UUID().uuidString).jsonl")
    var data = Data(repeating: UInt8(ascii: "x"), count: LineReader.maximumLineBytes + 1000)
    data.append(Data(("\n" + designCaseLine.replacingOccurrences(of: "\n", with: "") + "\n").utf8))
    try data.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    var lines = try LineReader(path: url.path)
    var results: [String] = []
    let summary = CaseBatch.run(&lines, source: "long.jsonl", behavior: PagingScrollTargetBehavior()) {
      results.append($0)
    }
    #expect(summary == CaseBatch.Summary(cases: 2, failures: 1))
    #expect(results.first?.contains(#""location":"long.jsonl:1""#) == true, "\(results)")
    #expect(results.first?.contains("the line is longer than 64 MiB; it was skipped") == true, "\(results)")
    #expect(results.last?.hasPrefix(#"{"target""#) == true)
  }
}
