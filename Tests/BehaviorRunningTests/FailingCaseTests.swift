import BehaviorComparing
import BehaviorRunning
import Foundation
import LuaBehaviors
import ScrollFormats
import ScrollReporting
import ScrollTargets
import TestSupport
import Testing

/// The robust pager's twin, made to fail on some gestures: it loops on fast
/// flings forward, raises on fast flings back, and returns NaN on medium ones forward.
func failingPager() throws -> String {
  try mutated(
    "horizontal_paging.lua", "function updateTarget(target, context)\n",
    """
    function updateTarget(target, context)
      local v = context.velocity.dx
      if v > 2000 then while true do end end
      if v < -2000 then error("refused a fast fling back") end
      if v > 1000 then target.rect.origin.x = 0 / 0 return end

    """)
}

@Suite("A script that fails on some cases: the run goes on and keeps every result")
struct FailingCaseTests {
  @Test("a twin the header misnames is said at the header's line, as check says it, not as a name given")
  func misnamedTwinLocated() throws {
    let typo = try temporaryScript("typo_ref.lua", "-- reference: horizontalpaging\nfunction updateTarget(t, c) end\n")
    let error = try #require(throws: InputError.self) { try CompareOutcome.compare(typo, cases: 10) }
    #expect(error.path == "\(typo):1")
    #expect(error.message.hasPrefix("unknown reference: unknown behavior 'horizontalpaging'"), "\(error.message)")
    let missing = try temporaryScript("lost_twin.lua", "\n-- reference: Pagr.swift\nfunction updateTarget(t, c) end\n")
    let lost = try #require(throws: InputError.self) { try CompareOutcome.compare(missing, cases: 10) }
    #expect(lost.path == "\(missing):2")
    #expect(lost.message.hasPrefix("unknown reference: no readable file "), "\(lost.message)")
  }

  @Test("compare counts each failure as a disagreement of its kind, and every other case agrees")
  func compareGoesOn() throws {
    let limits = BehaviorLimits(callInstructions: 100_000)
    let outcome = try CompareOutcome.compare(try failingPager(), cases: 3000, axis: .horizontal, limits: limits)
    let report = outcome.report
    #expect(report.cases == 3000)
    let failures = report.candidateFailures
    #expect(failures[.timeout, default: 0] > 0 && failures[.runtime, default: 0] > 0)
    #expect(failures[.invalidResult, default: 0] > 0)
    #expect(report.disagreements == failures.values.reduce(0, +), "every case that did not fail agrees")
    let example = try #require(outcome.counterexample)
    #expect(abs(example.testCase.context.velocity.dx) > 1000, "the shrunk example is a failing fling")
  }

  @Test("compare stops a script that runs away on most cases, and says so")
  func compareStops() throws {
    let script = try temporaryScript(
      "runaway.lua", "-- reference: horizontalPaging\nfunction updateTarget(target, context) while true do end end\n")
    let start = ContinuousClock.now
    let outcome = try CompareOutcome.compare(
      script, cases: 100_000, stopAfterBudgetFailures: 20, limits: BehaviorLimits(callInstructions: 1_000_000))
    #expect(ContinuousClock.now - start < .seconds(30))
    let stopped = try #require(outcome.report.stopped)
    #expect(stopped.plannedCases == 100_000 && stopped.budgetFailures >= 20)
    #expect(outcome.report.cases < 100 && outcome.report.candidateFailures[.timeout] == outcome.report.cases)
    #expect(outcome.text.contains("stopped after \(outcome.report.cases) of 100000 cases"))
    #expect(outcome.json.contains(#""plannedCases":100000"#))
    // A script that fails now and then is not stopped (see compareGoesOn), nor is one given no limit.
    let unlimited = try CompareOutcome.compare(script, cases: 30, limits: BehaviorLimits(callInstructions: 100_000))
    #expect(unlimited.report.stopped == nil && unlimited.report.cases == 30)
  }

  @Test("run --cases answers every line: a result, or the error of that case")
  func batchGoesOn() throws {
    let script = try LuaScrollTargetBehavior(
      path: try failingPager(), limits: BehaviorLimits(callInstructions: 100_000))
    let lines = [-3000.0, -800, 3000, 1500, 800].map { velocity in
      CommandLineCase.line.replacingOccurrences(of: #""dx":-800"#, with: #""dx":\#(velocity)"#)
    }
    let path = try temporaryScript("cases.jsonl", lines.joined(separator: "\n") + "\n")
    var reader = try LineReader(path: path)
    let (summary, output, _) = runBatch(&reader, source: path, behavior: script)
    #expect(summary == CaseBatch.Summary(cases: 5, failures: 3))
    #expect(output.count == 5)
    #expect(output[0].contains(#""kind":"runtime""#) && output[0].contains("refused a fast fling back"))
    #expect(output[1].contains(#""target""#) && output[4].contains(#""target""#))
    #expect(output[2].contains(#""kind":"timeout""#))
    #expect(output[3].contains(#""kind":"invalidResult""#))
  }
}

enum CommandLineCase {
  static let line =
    #"{"target":{"rect":{"x":600,"y":0,"width":390,"height":844},"anchor":null},"originalTarget":{"rect":{"x":780,"y":0,"width":390,"height":844}},"velocity":{"dx":-800,"dy":0},"contentSize":{"width":3900,"height":844},"containerSize":{"width":390,"height":844},"axes":["horizontal"]}"#
}
