import Foundation
import ScrollTargets
import Testing

@testable import PropertyChecking

/// Jumps far past where it was asked to rest: breaks every `atMost` and `followsFling` it is held to.
private struct FarJumper: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    target.rect.origin.x = target.rect.origin.x * 1.7 + 333
    target.rect.origin.y = target.rect.origin.y * 1.7 + 333
  }
}

@Suite("One deadline for a whole check")
struct DeadlineTests {
  @Test("900 properties broken at once: the check ends near its limit, and says which shrinks it cut short")
  func manyViolations() throws {
    let properties: [any BehaviorProperty] =
      (1...450).map { AtMost($0, .pages) } + (1...450).map { FollowsFling(Double($0)) }
    var check = PropertyCheck(properties: properties)
    check.timeLimit = 0.1
    let started = ContinuousClock.now
    let report = try check.run({ FarJumper() }, workers: 2)
    let seconds = (ContinuousClock.now - started).seconds
    // Each shrink had a budget of its own before: minutes for 900 of them.
    #expect(seconds < 5, "took \(seconds) s against a limit of 0.1 s")
    #expect(!report.passed)
    // 900 shrinks of dozens of tries each cannot all end in 0.1 s: those the deadline ended say so.
    #expect(report.cutShort > 0)
    for entry in report.violations where entry.breach!.cutShort {
      #expect(entry.breach!.provenance.hasSuffix(", shrinking cut short by the time limit"))
    }
    // The JSON report says so too.
    let document = report.document(behavior: "far.lua")
    #expect(
      document.properties.compactMap(\.violation).filter { $0.shrinkingCutShort == true }.count == report.cutShort)
  }

  @Test("a check whose shrinks end by their own budgets cuts nothing short")
  func nothingCut() throws {
    var check = PropertyCheck(properties: [AtMost(1, .pages)])
    check.gestures = 200
    check.scenarios = 0
    check.timeLimit = 60
    let report = try check.run({ FarJumper() }, workers: 1)
    #expect(report.violations.count == 1 && report.cutShort == 0)
    #expect(report.violations[0].breach!.provenance.hasPrefix("shrunk from gesture"))
  }

  @Test(
    "a behavior too slow for every gesture in the time still meets scenarios: the gestures take half the time at most")
  func scenariosGetTheirShare() throws {
    var check = PropertyCheck(properties: [KeepsPlaceOnResize(.pages)])
    check.timeLimit = 0.6
    let report = try check.run({ SlowPager() }, workers: 2)
    let entry = try #require(report.entries.first { $0.property is KeepsPlaceOnResize })
    #expect(entry.gestures < check.gestures, "a 2 ms call cannot make 10,000 gestures in 0.3 s")
    #expect(entry.scenarios > 0, "the scenarios had their turn: \(report.stopped ?? "")")
  }
}

/// Paging that spends about 2 ms a call: slow enough that 10,000 gestures take seconds.
private struct SlowPager: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let end = ContinuousClock.now + .milliseconds(2)
    while ContinuousClock.now < end {}
    PagingScrollTargetBehavior().updateTarget(&target, context: context)
  }
}
