import Foundation
import TestSupport
import Testing

/// A verdict that tried nothing, a header read in part, a benchmark of calls
/// that fail, a nameless script: each is said, not passed over.
@Suite("nothing passes silently", .endToEnd, .tags(.endToEnd))
struct SilentPassTests {
  @Test("check that tried no gesture and no scenario fails, and says why")
  func nothingTried() throws {
    for arguments in [["--gestures", "0", "--scenarios", "0"], ["--time-limit", "1e-9"]] {
      let output = try Tool.run(["check", "paging"] + arguments)
      #expect(output.status == 1, "\(arguments): \(output.stdout)")
      #expect(output.stderr.contains("error: nothing was tried: no gesture and no scenario ran"), "\(output.stderr)")
    }
    // A given scenario alone is something tried.
    let drift = Repository.file("examples/scenarios/landscape-drift.json").path
    let given = try Tool.run(["check", "paging", "--gestures", "0", "--scenarios", "0", "--scenario", drift])
    #expect(given.status == 0, "\(given.stderr)")
  }

  @Test("a header past its 16 KiB is an error at the line cut, not promises dropped")
  func longHeader() throws {
    let long =
      "-- expect: inBounds\n-- " + String(repeating: "x", count: 17_000) + "\nfunction updateTarget(t, c) end\n"
    let script = try temporaryScript("long_header.lua", long)
    let output = try Tool.run(["check", script])
    #expect(output.status == 1)
    #expect(
      output.stderr.contains("\(script):2: error: the header runs past its first 16 KiB, which is all that is read"),
      "\(output.stderr)")
  }

  @Test("bench of a script whose calls fail gives no figure: the failure, at its line, and exit 1")
  func failingBench() throws {
    let script = try temporaryScript("failing.lua", "function updateTarget(t, c)\n  error(\"boom\")\nend\n")
    let output = try Tool.run(["bench", script, "--calls", "100", "--rounds", "1"])
    #expect(output.status == 1 && output.stdout.isEmpty, "\(output.stdout)")
    #expect(output.stderr.hasPrefix("\(script):2: error: runtime: "), "\(output.stderr)")
  }

  @Test("new refuses an empty name and quotes the path it prints for the shell")
  func newNames() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("new-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = try Tool.run(["new", ""], directory: folder)
    #expect(empty.status == 2 && empty.stderr.contains("give the script a name"), "\(empty.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no hidden .lua is written")
    let spaced = try Tool.run(["new", "my pager"], directory: folder)
    #expect(spaced.status == 0 && spaced.stdout.contains("next: scrollscript check 'my pager.lua'"), "\(spaced.stdout)")
  }

  @Test("play on a busy port says the port is busy, at once")
  func busyPort() throws {
    // A socket of this process listens on a port the kernel picks.
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(listener) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, length) == 0 && listen(listener, 1) == 0 && getsockname(listener, $0, &length) == 0
      }
    }
    try #require(bound)
    let port = UInt16(bigEndian: address.sin_port)
    let started = Date()
    let output = try Tool.run(["play", "paging", "--port", "\(port)"])
    #expect(output.status == 2, "\(output.stdout)")
    #expect(output.stderr.contains("--port: \(port) is in use on 127.0.0.1"), "\(output.stderr)")
    #expect(Date().timeIntervalSince(started) < 4, "named before any timeout")
  }

  @Test("map of a script that runs away stops after 20 calls over its budget, and says so")
  func runawayMap() throws {
    let script = try temporaryScript("loop.lua", "function updateTarget(t, c)\n  while true do end\nend\n")
    let started = Date()
    // 40,000 cells: without the stop, each would spend its budget.
    let output = try Tool.run(["map", script, "--timeout", "0.05"])
    #expect(output.status == 1, "\(output.stdout)")
    #expect(
      output.stderr.contains("\(script): stopped after 20 calls went over the script's budget"), "\(output.stderr)")
    #expect(Date().timeIntervalSince(started) < 30)
  }
}
