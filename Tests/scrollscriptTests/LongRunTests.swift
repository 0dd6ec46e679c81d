import Foundation
import TestSupport
import Testing

/// Runs that a hostile script would make endless: each ends within a bound, says why, and exits 1.
///
/// The bounds are generous (several times the limit, where unbounded would take
/// minutes or hours), so a loaded machine does not fail them; the measured
/// figures are printed by the commands themselves.
@Suite("Long runs stop on a failing script", .endToEnd, .tags(.endToEnd))
struct LongRunTests {
  static let loop = "function updateTarget(t, c)\n  while true do end\nend\n"

  /// A scenario of `count` rotations: each asks the behavior once.
  static func rotations(_ count: Int) throws -> String {
    let steps = Array(repeating: #"{"rotate":{}}"#, count: count).joined(separator: ",")
    let json = #"{"containerSize":{"width":390,"height":844},"pages":10,"steps":["# + steps + "]}"
    return try Tool.temporaryFile("rotations.json", json).path
  }

  @Test("simulate of an endless loop over 100,000 steps stops after 20 calls over the budget, keeps them, exits 1")
  func simulateStops() throws {
    let script = try temporaryScript("loop.lua", Self.loop)
    let scenario = try Self.rotations(100_000)
    let started = Date()
    // Unbounded, each step would spend the instruction budget: about an hour.
    let output = try Tool.run(["simulate", script, scenario, "--json"])
    #expect(Date().timeIntervalSince(started) < 60)
    #expect(output.status == 1)
    #expect(
      output.stderr.contains(
        "\(scenario): stopped in step 20 of 100000: 20 calls went over the script's budget (a timeout or its memory cap)"
      ),
      "\(output.stderr)")
    // What was computed is kept: the 20 failed calls, and the reason in the JSON.
    #expect(output.stdout.components(separatedBy: "\"kind\":\"updateTarget\"").count - 1 == 20)
    #expect(output.stdout.contains("\"stopped\":\"stopped in step 20 of 100000"))
  }

  @Test("check --scenario with an endless loop honours its time limit, and fails on the call")
  func checkScenarioStops() throws {
    let script = try temporaryScript("loop.lua", Self.loop)
    let scenario = try Self.rotations(2000)
    let started = Date()
    let output = try Tool.run(["check", script, "--scenario", scenario, "--time-limit", "5"])
    let seconds = Date().timeIntervalSince(started)
    #expect(seconds < 20, "took \(seconds) s against a limit of 5 s")
    #expect(output.status == 1)
    #expect(output.stderr.contains("timeout: updateTarget(target, context) went over its instruction budget"))
    #expect(output.stdout.contains("FAILED"))
  }

  @Test("check with 900 properties ends within a few times its limit, shrinking included, and says what it cut short")
  func manyProperties() throws {
    // Distinct properties (the list drops repeats), under the header's 16 KiB.
    let properties = (1...450).map { "atMost(\($0),pages)" } + (1...450).map { "followsFling(\($0))" }
    let header = stride(from: 0, to: properties.count, by: 60).map {
      "-- expect: " + properties[$0..<min($0 + 60, properties.count)].joined(separator: ",")
    }
    let script = try temporaryScript(
      "many.lua",
      header.joined(separator: "\n")
        + "\nfunction updateTarget(t, c)\n  t.rect.origin.x = t.rect.origin.x * 1.7 + 333\n  t.rect.origin.y = t.rect.origin.y * 1.7 + 333\nend\n"
    )
    let started = Date()
    let output = try Tool.run(["check", script, "--time-limit", "2"])
    let seconds = Date().timeIntervalSince(started)
    // Each violation had a shrinking budget of its own before: 900 of them took minutes at this limit.
    #expect(seconds < 8, "took \(seconds) s against a limit of 2 s")
    #expect(output.status == 1)
    #expect(output.stdout.contains("shrinking cut short by the time limit on"), "\(output.stdout)")
    #expect(output.stderr.contains(", shrinking cut short by the time limit"))
  }

  @Test("check of a script that prints all it may on every call keeps within its limit and a bound on lines")
  func printFlood() throws {
    let script = try temporaryScript(
      "flood.lua",
      """
      -- expect: inBounds, deterministic, settles, landsOn(pages), atMost(1, pages), monotone
      local line = string.rep("x", 4096)
      function updateTarget(target, context)
        for i = 1, 1000 do print(line) end
        target.rect.origin.x = target.rect.origin.x * 1.7 + 333
      end
      function onScrollGeometryChange(old, new)
        for i = 1, 1000 do print(line) end
      end

      """)
    let started = Date()
    let output = try Tool.run(["check", script, "--time-limit", "2"])
    let seconds = Date().timeIntervalSince(started)
    #expect(seconds < 8, "took \(seconds) s against a limit of 2 s")
    #expect(output.status == 1)
    // The prints of the counterexamples run again are bounded as one simulation's: 10,000 lines, and a note.
    let printed = output.stderr.split(separator: "\n").filter { $0.contains(": print: ") }
    #expect(printed.count <= 10_001)
  }
}
