import Foundation
import TestSupport
import Testing

@Suite(
  "nothing is lost in silence: run's offsets past the ends, case lines given to simulate, new into a missing folder",
  .endToEnd, .tags(.endToEnd))
struct NothingLostCommandTests {
  @Test("run --original past an end notes on standard error where the call starts, and runs it from there")
  func originalPastTheEnd() throws {
    let output = try Tool.run([
      "run", "paging", "--container", "390x844", "--content", "800x844", "--original", "-500",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      output.stderr
        == "scrollscript: note: --original -500 is before the start: a scroll view holds its offset within 0 … 410, "
        + "so the call starts at 0\n", "\(output.stderr)")
    #expect(output.stdout.contains("original  0 "), "\(output.stdout)")
    let past = try Tool.run(["run", "paging", "--container", "390x844", "--content", "800x844", "--original", "99999"])
    #expect(past.stderr.contains("--original 99999 is past the end"), "\(past.stderr)")
    #expect(past.stdout.contains("original  410 "), "\(past.stdout)")
  }

  @Test("simulate given a file of case lines says so and names run --cases; exit 2")
  func simulateCaseLines() throws {
    let file = try Tool.temporaryFile(
      "cases.jsonl", CommandLineTests.caseLine + "\n" + CommandLineTests.caseLine + "\n")
    defer { try? FileManager.default.removeItem(at: file) }
    let output = try Tool.run(["simulate", "paging", file.path])
    #expect(output.status == 2)
    #expect(
      output.stderr.hasPrefix("scrollscript: error: \(file.path): this is a file of case lines")
        && output.stderr.contains("scrollscript run BEHAVIOR --cases FILE"), "\(output.stderr)")
  }

  @Test("simulate refuses a drag that moves in less than a frame, naming the field and the bounds; exit 2")
  func simulateInstantDrag() throws {
    let scenario =
      #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":2000,"height":844},"steps":[{"drag":{"by":{"x":300,"y":0},"duration":0.005}}]}"#
    let output = try Tool.run(["simulate", "paging", "-"], input: scenario)
    #expect(output.status == 2)
    #expect(
      output.stderr.hasPrefix(
        "scrollscript: error: -: steps[0].drag.duration: 0.005 s is shorter than one frame at 120 Hz"),
      "\(output.stderr)")
  }

  @Test(
    "simulate with one output it cannot write prints the timeline, writes the others, names the missing folder; exit 2"
  )
  func oneBadOutput() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("outputs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let scenario = Repository.file("examples/scenarios/rotation.json").path
    let output = try Tool.run(
      ["simulate", "horizontalPaging", scenario, "--svg", "nodir/x.svg", "--html", "ok.html", "--csv", "ok.csv"],
      directory: folder)
    #expect(output.status == 2, "\(output.stderr)")
    #expect(output.stdout.contains("rest at 1950"), "the timeline is printed: \(output.stdout)")
    #expect(
      output.stderr.contains(
        "scrollscript: error: nodir/x.svg: cannot write: the folder nodir does not exist: create it first (mkdir -p nodir)"
      ),
      "\(output.stderr)")
    for written in ["ok.html", "ok.csv"] {
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(written).path), "\(written)")
    }
  }

  @Test("new into a folder that does not exist names the first missing folder; exit 2, nothing written")
  func newIntoMissingFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "scrollscript-new-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try Tool.run(["new", "x/y/z"], directory: folder)
    #expect(output.status == 2)
    #expect(
      output.stderr
        == "scrollscript: error: x/y/z.lua: cannot write: the folder x does not exist: create it first (mkdir -p x/y)\n",
      "\(output.stderr)")
    #expect((try FileManager.default.contentsOfDirectory(atPath: folder.path)).isEmpty)
  }
}
