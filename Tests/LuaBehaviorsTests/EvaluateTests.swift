import Foundation
import LuaBehaviors
import ScrollTargets
import Testing

@Suite("Evaluating REPL input")
struct EvaluateTests {
  let script = """
    SPEED = 2
    function updateTarget(target, context) target.rect.origin.x = SPEED * 100 end
    """

  @Test("expressions print their values; statements print nothing")
  func expressions() throws {
    let behavior = try LuaScrollTargetBehavior(source: script, path: "t.lua")
    #expect(try behavior.evaluate("1 + 1") == .value("2"))
    #expect(try behavior.evaluate("SPEED, 'a', nil") == .value("2\ta\tnil"))
    #expect(try behavior.evaluate("SPEED = 5") == .value(""))
    var target = ScrollTarget(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    let context = ScrollTargetBehaviorContext(
      originalTarget: target, velocity: .zero, contentSize: CGSize(width: 1000, height: 10),
      containerSize: CGSize(width: 10, height: 10), axes: .horizontal)
    try behavior.tryUpdateTarget(&target, context: context)
    #expect(abs(target.rect.minX - 500) < 1e-9, "the changed global is used by the next call")
  }

  @Test("an open block is incomplete; a finished one runs")
  func incomplete() throws {
    let behavior = try LuaScrollTargetBehavior(source: script, path: "t.lua")
    #expect(try behavior.evaluate("for i = 1, 3 do") == .incomplete)
    #expect(try behavior.evaluate("x = 0\nfor i = 1, 3 do\n x = x + i\nend") == .value(""))
    #expect(try behavior.evaluate("x") == .value("6"))
  }

  @Test("errors are failures named after the repl chunk; a runaway loop times out")
  func failures() throws {
    let behavior = try LuaScrollTargetBehavior(source: script, path: "t.lua")
    #expect(throws: BehaviorFailure.self) { try behavior.evaluate("1 +* 2") }
    do {
      _ = try behavior.evaluate("error('boom')")
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .runtime && error.message.contains("boom"))
    }
    do {
      _ = try behavior.evaluate("while true do end")
      Issue.record("expected a timeout")
    } catch {
      #expect(error.kind == .timeout)
    }
    #expect(try behavior.evaluate("SPEED") == .value("2"), "the state still works")
  }

  @Test("an interrupt stops a running evaluation")
  func interrupt() throws {
    let behavior = try LuaScrollTargetBehavior(source: script, path: "t.lua")
    behavior.isInterruptible = true
    LuaScrollTargetBehavior.interruptRunningCall()
    do {
      _ = try behavior.evaluate("for i = 1, 5000 do end")
      Issue.record("expected an interruption")
    } catch {
      #expect(error.kind == .timeout && error.message.contains("interrupted"), "\(error.message)")
    }
    #expect(try behavior.evaluate("1") == .value("1"))
  }
}
