import Foundation
import ScrollReporting
import TestSupport
import Testing

@testable import BehaviorComparing
@testable import PropertyChecking

@Suite("Tables and one-line reports")
struct TableTests {
  @Test("columns are padded to their widest cell, two spaces apart, without trailing spaces")
  func bench() throws {
    var run = try BenchmarkRun(behaviors: [])
    run.results = [
      BenchmarkRun.Result(
        behavior: "behaviors/paging.lua", language: "lua", workload: "pager", nsPerCall: 1042.6, nsPerCallMin: 1001,
        nsPerCallMax: 1100.2, rounds: 5, calls: 200_000, checksum: 0, compareCasesPerSecond: 812_345.4,
        compareLuaShare: 0.374),
      BenchmarkRun.Result(
        behavior: "paging", language: "swift", workload: "pager", nsPerCall: 69.5, nsPerCallMin: 68, nsPerCallMax: 75,
        rounds: 5, calls: 200_000, checksum: 0),
    ]
    #expect(
      run.table == """
        behavior              language  workload  ns/call (fastest–slowest round)  rounds × calls  compare cases/s  Lua share of compare
        behaviors/paging.lua  lua       pager     1043 (1001–1100)                 5 × 200000      812345           37 %
        paging                swift     pager     70 (68–75)                       5 × 200000
        """)
  }

  @Test("the property benchmark gives medians with the rounds' range")
  func propertyBench() {
    var run = PropertyBenchmark(behaviors: [])
    run.results = [
      PropertyBenchmark.Result(
        behavior: "robust.lua", properties: 4, gesturesPerSecond: [310_000, 200_000, 219_000.4],
        scenariosPerSecond: [17_400, 15_500], checkSeconds: [0.104, 0.1, 0.2], passed: false)
    ]
    let lines = run.table.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(
      lines[1].split(separator: "  ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
        == [
          "robust.lua (FAILS)", "4", "219000 (200000–310000)", "16450 (15500–17400)", "876002", "65800",
          "0.10 (0.10–0.20)",
        ])
  }

  @Test("verification: a row per script, the figures of its comparison, and a closing line")
  func verification() throws {
    var verification = Verification(scripts: [], cases: 1)
    var report = ComparisonReport(tolerance: 0.01)
    report.cases = 3000
    report.disagreements = 1
    report.worst = (difference: 12.345, index: 17)
    report.candidateNanoseconds = 3000 * 1510
    report.referenceNanoseconds = 3000 * 604
    let outcome = CompareOutcome(candidate: "a.lua", reference: "paging", seed: 1, report: report)
    verification.rows = [
      Verification.Row(script: "a.lua", check: ScriptCheck(path: "/no/such/a.lua"), outcome: outcome),
      Verification.Row(script: "b.lua", check: ScriptCheck(path: "/no/such/b.lua"), skipped: "invalid"),
    ]
    verification.seconds = 1.25
    #expect(
      verification.table == """
        script  reference  valid  properties  cases  agreement  worst Δ (pt)
        a.lua   paging     NO     -           3000   99.97 %    12.35
        b.lua   -          NO     -           -      invalid    -

        2 of 2 scripts failed (1.2 s)
        """)
  }

  @Test("verification's closing line is plural only above one script")
  func verificationOfOne() throws {
    var options = PropertyOptions()
    options.gestures = 50
    options.scenarios = 5
    let valid = ScriptCheck(path: "paging", options: options)
    #expect(valid.passed, "\(valid.diagnostics)")
    var verification = Verification(scripts: [], cases: 1)
    verification.seconds = 1.25
    verification.rows = [Verification.Row(script: "paging", check: valid)]
    #expect(verification.table.hasSuffix("\n1 script valid: it has no twin, and holds its properties (1.2 s)"))
    var twinned = valid
    twinned.reference = "paging"
    var report = ComparisonReport(tolerance: 0.01)
    report.cases = 3000
    let outcome = CompareOutcome(candidate: "a.lua", reference: "paging", seed: 1, report: report)
    verification.rows = [Verification.Row(script: "a.lua", check: twinned, outcome: outcome)]
    #expect(verification.table.hasSuffix("\n1 script valid and in agreement with its twin (1.2 s)"))
    verification.rows.append(Verification.Row(script: "paging", check: valid))
    #expect(
      verification.table.hasSuffix(
        "\n2 scripts valid and in agreement with their twins; 1 without a twin holds its properties (1.2 s)"))
    verification.rows = [Verification.Row(script: "b.lua", check: ScriptCheck(path: "/no/such/b.lua"))]
    #expect(verification.table.hasSuffix("\n1 script failed (1.2 s)"))
  }

  @Test("--explain's sources are in plain words: the coverage-guided gestures kept and the paths they reached")
  func sourcesInWords() {
    var report = PropertyReport(seed: 1, axis: nil)
    report.sources = [
      .init(phase: .gestures, cases: 8000), .init(phase: .constants, cases: 1200), .init(phase: .coverage, cases: 800),
    ]
    report.coverageKept = 1
    report.coverageReached = 20
    #expect(
      report.sourceLines.contains(
        "gestures: random 8000, constants 1200, coverage 800 (coverage-guided: 1 gesture kept for reaching new lines of the script, 20 line-to-line paths in all)"
      ), "\(report.sourceLines)")
    report.coverageKept = 15
    report.coverageReached = 1
    #expect(
      report.sourceLines.contains(
        "(coverage-guided: 15 gestures kept for reaching new lines of the script, 1 line-to-line path in all)"))
  }

  @Test("a check whose gestures ran out of their half of the time limit says so in plain words")
  func gesturesCutShort() throws {
    // Each call counts to 100,000: the 10,000 gestures take far longer than their second, and the
    // three scenarios, run after them, far less than the second left.
    let path = try temporaryScript(
      "slow.lua",
      """
      -- expect: deterministic
      -- without: inBounds
      function updateTarget(target, context)
        local n = 0
        for i = 1, 100000 do n = n + i end
      end
      """)
    var options = PropertyOptions()
    options.timeLimit = 2
    options.scenarios = 3
    let check = ScriptCheck(path: path, options: options)
    #expect(
      check.summary.contains(
        "the gestures stopped before all were tried: they may take only half of the time limit, so that the scenarios have time to run too"
      ), "\(check.summary)")
  }

  @Test("a comparison in words: agreement, worst difference, where it stopped")
  func compareText() {
    var report = ComparisonReport(tolerance: 0.01)
    report.cases = 21
    report.disagreements = 21
    report.candidateFailures = [.timeout: 21]
    report.stopped = ComparisonReport.Stop(budgetFailures: 21, plannedCases: 100_000)
    let outcome = CompareOutcome(candidate: "loop.lua", reference: "paging", seed: 7, report: report)
    #expect(
      outcome.text == """
        loop.lua vs paging: 0/21 cases agree (0.00 %), seed 7, tolerance 0.01 pt
          script errors: 21 timeout
          stopped after 21 of 100000 cases: 21 went over a budget (the script runs away; fix that first, or pass --stop-after 0 to run every case)
        """)
  }
}
