import Foundation
import ScrollFormats
import TestSupport
import Testing

@Suite("scrollscript repl through a pipe", .endToEnd, .tags(.endToEnd))
struct ReplPipeTests {
  @Test("the binary reads commands from a pipe; simulate replays the saved scenario with the same results")
  func pipe() throws {
    let script = try Fixtures.temporaryFile("tunable.lua", Fixtures.tunablePager)
    let saved = try Fixtures.temporaryFile("session.json")
    defer {
      try? FileManager.default.removeItem(at: script)
      try? FileManager.default.removeItem(at: saved)
    }
    let input = [
      "device iphone", "pages 10", "fling 1000", "PAGES = 2", "fling -400", "for i = 1, 2 do", "PAGES = PAGES + i",
      "end", "= PAGES", ":reload", "fling 1200", ":compare 100", ":save \(saved.path)",
    ].joined(separator: "\n")
    let repl = try Tool.run(["repl", script.path], input: input + "\n")
    #expect(repl.status == 0)
    let lines = repl.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("5"), "the multi-line block ran: \(repl.stdout)")
    #expect(lines.contains { $0.hasPrefix("agree on 100 of 100 cases with paging") }, "\(repl.stdout)")
    let savedLine = try #require(lines.first { $0.hasPrefix("saved ") })
    // saved 5 steps to PATH (…): rest at X
    let rest = try #require(Double(savedLine.components(separatedBy: "rest at ").last ?? ""))
    #expect(abs(rest - 390) < 0.01, "\(repl.stdout)")

    let simulate = try Tool.run(["simulate", script.path, saved.path, "--json"])
    #expect(simulate.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(simulate.stdout.utf8)) as? [String: Any]
    let final = try #require(object?["final"] as? [String: Double])
    #expect(abs(final["x"]! - rest) < 0.01, "simulate ends at \(final), the REPL at \(rest)")
  }

  @Test("a behavior named on the command line that does not load is refused with status 2; quit ends the input")
  func refusal() throws {
    for spec in ["nosuch.lua", "nosuch"] {
      let run = try Tool.run(["repl", spec], input: "fling 1000\n", directory: Fixtures.root)
      #expect(run.status == 2, "\(spec): \(run.stdout)")
      #expect(!run.stdout.contains("instead") && !run.stdout.contains("fling"), "\(spec): \(run.stdout)")
    }
    let run = try Tool.run(["repl"], input: "= 1\nquit\n= 2\n", directory: Fixtures.root)
    #expect(run.status == 0)
    #expect(run.stdout.hasSuffix("\n1\n"), "nothing runs after quit: \(run.stdout)")
  }
}
