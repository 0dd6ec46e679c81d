import BehaviorRunning
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import Testing

/// A case line, as a batch reads it.
let batchCaseLine = """
  {"target":{"rect":{"x":600,"y":0,"width":390,"height":844},"anchor":null},\
  "originalTarget":{"rect":{"x":780,"y":0,"width":390,"height":844}},"velocity":{"dx":-800,"dy":0},\
  "contentSize":{"width":3900,"height":844},"containerSize":{"width":390,"height":844},"axes":["horizontal"]}
  """

/// Runs a batch and collects its result lines and how many blocks were written.
func runBatch(
  _ reader: inout LineReader, source: String, behavior: any ScrollTargetBehavior, blockBytes: Int = 1 << 16
) -> (summary: CaseBatch.Summary, lines: [String], blocks: Int) {
  var text = ""
  var blocks = 0
  let output = LineOutput(blockBytes: blockBytes) { bytes in
    text += String(decoding: bytes, as: UTF8.self)
    blocks += 1
  }
  let summary = CaseBatch.run(&reader, source: source, behavior: behavior, output: output)
  #expect(text.isEmpty || text.hasSuffix("\n"), "every result line ends with a newline")
  return (summary, text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init), blocks)
}

@Suite("Batch runs of case lines")
struct CaseBatchTests {

  @Test("a batch answers every line; a malformed line gives an error line located at file:line")
  func batch() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("cases-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    try [batchCaseLine, "{\"broken\": true", "", batchCaseLine].joined(separator: "\n")
      .write(to: file, atomically: true, encoding: .utf8)
    var reader = try LineReader(path: file.path)
    let (summary, lines, _) = runBatch(&reader, source: "cases.jsonl", behavior: PagingScrollTargetBehavior())
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

  @Test("a case line over 64 MiB is skipped to its end, unkept, with an error that names the line; the run goes on")
  func overlongLine() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(UUID().uuidString).jsonl")
    var data = Data(repeating: UInt8(ascii: "x"), count: LineReader.maximumLineBytes + 1000)
    data.append(Data(("\n" + batchCaseLine + "\n").utf8))
    try data.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    var lines = try LineReader(path: url.path)
    let (summary, results, _) = runBatch(&lines, source: "long.jsonl", behavior: PagingScrollTargetBehavior())
    #expect(summary == CaseBatch.Summary(cases: 2, failures: 1))
    #expect(results.first?.contains(#""location":"long.jsonl:1""#) == true, "\(results)")
    #expect(results.first?.contains("the line is longer than 64 MiB; it was skipped") == true, "\(results)")
    #expect(results.last?.hasPrefix(#"{"target""#) == true)
  }

  @Test("results are written in blocks as the input is read: not line by line, not all at the end")
  func blocks() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("many-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    // About 1.2 MB of input: 19 reads of 64 KiB.
    try Array(repeating: batchCaseLine, count: 4000).joined(separator: "\n").write(
      to: file, atomically: true, encoding: .utf8)
    var reader = try LineReader(path: file.path)
    let (summary, lines, blocks) = runBatch(&reader, source: "many", behavior: PagingScrollTargetBehavior())
    #expect(summary == CaseBatch.Summary(cases: 4000, failures: 0) && lines.count == 4000)
    #expect(Set(lines).count == 1)
    // A flush before each read and one at the end; each block holds many lines.
    #expect(blocks >= 10 && blocks <= 40, "\(blocks) blocks")
  }

  @Test("lines are lent in place, numbered, and a final line without a newline is read")
  func lentLines() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("lent-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    try "one\r\n\ntwo\nthree".write(to: file, atomically: true, encoding: .utf8)
    var reader = try LineReader(path: file.path)
    var seen: [String] = []
    var reads = 0
    while let line = reader.withNextLine(
      beforeReading: { reads += 1 }, { "\($0.number):" + String(decoding: $0.bytes, as: UTF8.self) })
    {
      seen.append(line)
    }
    #expect(seen == ["1:one", "2:", "3:two", "4:three"])
    #expect(reads == 2, "one read of the file, one that finds its end")
  }
}
