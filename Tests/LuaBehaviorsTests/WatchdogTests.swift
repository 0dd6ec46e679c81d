import CLuaBridge
import Foundation
import ScrollTargets
import Testing

@testable import LuaBehaviors

/// The count hook only for calls that run long (Sources/CLuaBridge/watchdog.c):
/// short calls run with none, long ones are counted from a tick in, and small
/// budgets from the first instruction.
@Suite("the watchdog")
struct WatchdogTests {
  /// `spin(k)` runs k turns of a loop on a global; `forever()` never returns.
  /// After a timeout the REPL's evaluation reads how many turns ran.
  static let script = """
    n = 0
    function spin(k) for _ = 1, k do n = n + 1 end end
    function forever() while true do n = n + 1 end end
    function updateTarget(target, context) target.rect.origin.x = 1 end
    """

  static func counted(_ behavior: LuaScrollTargetBehavior) -> Bool {
    slb_host_last_call_counted(behavior.host.host) != 0
  }

  /// The turns `forever()` ran before its budget stopped it.
  static func turnsBeforeTimeout(_ behavior: LuaScrollTargetBehavior) throws -> Int {
    _ = try behavior.evaluate("n = 0")
    let failure = try #require(throws: BehaviorFailure.self) { try behavior.evaluate("forever()") }
    #expect(failure.kind == .timeout)
    #expect(failure.message.contains("instruction budget"), "\(failure.message)")
    #expect(counted(behavior))
    guard case .value(let text) = try behavior.evaluate("n") else { throw BehaviorFailure(.runtime, "n unread") }
    return try #require(Int(text))
  }

  @Test("a call that ends within a tick runs with no count hook; one that runs on is counted from a tick in")
  func shortCallsRunUncounted() throws {
    let behavior = try LuaScrollTargetBehavior(source: Self.script, path: "watch.lua")
    var target = Fixture.target()
    try behavior.tryUpdateTarget(&target, context: Fixture.context(velocity: .zero))
    #expect(!Self.counted(behavior))
    // 2,000,000 turns are about 8,000,000 instructions, under the budget, and
    // milliseconds long: ticks of 0.5 ms find it. A loaded machine may keep
    // the watchdog waiting, so a few tries are allowed.
    var countedOnce = false
    for _ in 0..<20 where !countedOnce {
      _ = try behavior.evaluate("spin(2000000)")
      countedOnce = Self.counted(behavior)
    }
    #expect(countedOnce)
    try behavior.tryUpdateTarget(&target, context: Fixture.context(velocity: .zero))
    #expect(!Self.counted(behavior), "the next short call is uncounted again")
  }

  @Test("a budget under 5,000,000 instructions is counted from the first instruction")
  func smallBudgetsAreExact() throws {
    let one = try LuaScrollTargetBehavior(
      source: Self.script, path: "watch.lua", limits: BehaviorLimits(loadInstructions: 1_000_000))
    let two = try LuaScrollTargetBehavior(
      source: Self.script, path: "watch.lua", limits: BehaviorLimits(loadInstructions: 2_000_000))
    _ = try one.evaluate("n = 1")
    #expect(Self.counted(one), "even a short call")
    let single = try Self.turnsBeforeTimeout(one)
    let double = try Self.turnsBeforeTimeout(two)
    // Each stops at the first check (every 1000 instructions, each turn at
    // least one) at or past its budget: twice the budget, twice the turns,
    // to within two checks.
    #expect(abs(double - 2 * single) <= 2000, "\(single) and \(double) turns")
  }

  @Test("a runaway call stops at its budget, never before it, and past it by what runs uncounted")
  func runawayCallsStopNearTheBudget() throws {
    let exact = try LuaScrollTargetBehavior(
      source: Self.script, path: "watch.lua", limits: BehaviorLimits(loadInstructions: 1_000_000))
    let watched = try LuaScrollTargetBehavior(source: Self.script, path: "watch.lua")
    let perMillion = try Self.turnsBeforeTimeout(exact)
    let turns = try Self.turnsBeforeTimeout(watched)
    // The default 10,000,000 are counted from a tick or two in: at least ten
    // times the turns of an exact 1,000,000 (less one check), and past that by
    // what runs in the ticks before the hook: 2.6 % at most on an idle
    // machine, but a loaded one may keep the watchdog's thread waiting for
    // tens of milliseconds, hence up to five times the budget.
    #expect(Double(turns) >= 10 * Double(perMillion) - 1000, "\(turns) against \(perMillion) per million")
    #expect(Double(turns) <= 50 * Double(perMillion), "\(turns) against \(perMillion) per million")
  }
}
