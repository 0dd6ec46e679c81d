import Foundation
import TestSupport
import Testing

@Suite("Scripts and pages, end to end", .endToEnd, .tags(.endToEnd))
struct ScriptInputTests {
  static let scenario =
    #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},"steps":[{"fling":{"velocity":{"dx":900,"dy":0}}}]}"#

  @Test("every command that loads a script reads at most 8 MiB of it, and refuses a device unread")
  func boundedScripts() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let big = folder.appendingPathComponent("big.lua")
    let line = "-- " + String(repeating: "x", count: 1020) + "\n"
    try Data((String(repeating: line, count: 9 * 1024) + "function updateTarget(t, c) end\n").utf8).write(to: big)
    let device = folder.appendingPathComponent("zero.lua")
    try FileManager.default.createSymbolicLink(atPath: device.path, withDestinationPath: "/dev/zero")
    let scenario = folder.appendingPathComponent("fling.json")
    try Data(Self.scenario.utf8).write(to: scenario)
    let single = ["--container", "390x844", "--content", "3900x844", "--original", "0"]
    for arguments in [
      ["run", big.path] + single, ["simulate", big.path, scenario.path], ["compare", big.path, "--with", "paging"],
      ["simulate", big.path, scenario.path, "--watch"],
    ] {
      let output = try Tool.run(arguments)
      #expect(
        output.status == 1
          && output.stderr.contains("\(big.path):1: error: memory: the script is longer than its limit of 8 MiB"),
        "\(arguments[0]): \(output.status) \(output.stderr)")
    }
    for arguments in [["run", device.path] + single, ["simulate", device.path, scenario.path]] {
      let output = try Tool.run(arguments)
      #expect(
        output.status == 2 && output.stderr.contains("error: \(device.path): cannot read: it is not a regular file"),
        "\(arguments[0]): \(output.status) \(output.stderr)")
    }
  }

  @Test("simulate --html writes one self-contained page from a copy of the tool run in another folder")
  func pageFromACopy() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copy-\(UUID().uuidString)")
    let elsewhere = folder.appendingPathComponent("work")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The binary alone: no resource bundle or build folder next to it.
    let copy = folder.appendingPathComponent("scrollscript")
    try FileManager.default.copyItem(at: Tool.url, to: copy)
    try Data(Self.scenario.utf8).write(to: elsewhere.appendingPathComponent("fling.json"))
    let output = try Tool.run(
      ["simulate", "paging", "fling.json", "--html", "fling.html"], directory: elsewhere, executable: copy)
    #expect(output.status == 0, "\(output.stderr)")
    let page = try String(contentsOf: elsewhere.appendingPathComponent("fling.html"), encoding: .utf8)
    #expect(page.contains("<style>\nbody{font:14px sans-serif"))
    #expect(page.contains("document.body.dataset.ready = \"1\";\nrequestAnimationFrame(tick);\n</script>"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).sorted() == ["fling.html", "fling.json"])
  }
}
