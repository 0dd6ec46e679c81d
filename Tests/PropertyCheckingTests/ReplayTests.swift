import BehaviorRunning
import Foundation
import LuaBehaviors
import PropertyChecking
import ScrollFormats
import ScrollReporting
import ScrollSimulation
import ScrollTargets
import TestSupport
import Testing

@Suite("Replaying a counterexample by one property")
struct ReplayTests {
  /// Moves one page forward on a tap: a view at rest moves on a mere touch.
  static let tapTurnsPage = """
    function updateTarget(target, context)
      local page = context.containerSize.width
      local maxOffset = math.max(0, context.contentSize.width - page)
      local n = math.floor(target.rect.minX / page + 0.5)
      if context.velocity.dx == 0 then n = n + 1 end
      target.rect.origin.x = math.min(math.max(n * page, 0), maxOffset)
    end
    """

  static func call(original: Double, proposed: Double, velocity: Double = 0) throws -> TargetCase {
    var call = SingleCall(scene: Scene(content: .size(CGSize(width: 3900, height: 844))), original: original)
    call.proposed = proposed
    call.velocity = velocity
    return try call.makeCase()
  }

  @Test("settles makes its second call, the tap where the view rested, and reports what it moved")
  func settles() throws {
    let script = try LuaScrollTargetBehavior(path: try temporaryScript("tap.lua", Self.tapTurnsPage))
    let replay = Replay.gesture(try Self.call(original: 0, proposed: 0), property: Settles(), behavior: script)
    #expect(replay.calls.count == 2)
    // The first call turns to 390; the tap is at rest there, original and proposal alike.
    #expect(replay.calls.map(\.landed.x) == [390, 780])
    #expect(replay.calls[1].testCase.context.originalTarget.rect.minX == 390)
    #expect(replay.calls[1].testCase.target.rect.minX == 390)
    #expect(replay.calls[1].testCase.context.velocity == .zero)
    #expect(replay.violation?.message == "at rest on x = 390, a tap moves the view to 780")
    let text = ReplayReport.calls(replay, property: Settles(), behavior: "tap.lua")
    #expect(text.contains("call 2, made by settles:\ntap.lua: container"), "\(text)")
    #expect(!text.contains("holds"))
  }

  @Test("a property that holds says so; a pager on its page is settled")
  func holds() throws {
    let pager = HorizontalPagingScrollTargetBehavior()
    let replay = Replay.gesture(try Self.call(original: 780, proposed: 600), property: Settles(), behavior: pager)
    #expect(replay.holds && replay.calls.count == 2)
    #expect(
      ReplayReport.calls(replay, property: Settles(), behavior: "horizontalPaging").hasSuffix(
        "settles holds on this call"))
  }

  @Test("deterministic asks the case again after a tap at the start: a counter kept between calls shows")
  func deterministic() throws {
    let script = try LuaScrollTargetBehavior(
      path: try temporaryScript(
        "counter.lua",
        """
        calls = 0
        function updateTarget(target, context)
          calls = calls + 1
          if calls == 3 then target.rect.origin.x = target.rect.minX + 390 end
        end
        """))
    let replay = Replay.gesture(try Self.call(original: 0, proposed: 390), property: Deterministic(), behavior: script)
    #expect(replay.calls.count == 3)
    #expect(replay.calls[1].testCase.target.rect.minX == 0, "the tap is where the gesture began")
    #expect(replay.calls.map(\.result.x) == [390, 0, 780])
    #expect(replay.violation?.message.hasPrefix("the same case gave (390, 0), then (780, 0)") == true)
  }

  @Test("a failed call breaks runs: the failure is the violation, and the failing case is kept")
  func runs() throws {
    let script = try LuaScrollTargetBehavior(
      path: try temporaryScript("fails.lua", "function updateTarget(target, context) error('no') end"))
    let replay = Replay.gesture(try Self.call(original: 0, proposed: 100), property: Runs(), behavior: script)
    #expect(replay.calls.isEmpty)
    #expect(replay.failure?.testCase.target.rect.minX == 100)
    #expect(replay.violation?.message.hasPrefix("runtime:") == true, "\(String(describing: replay.violation))")
    #expect(ReplayReport.violation(replay.violation!, property: Runs()) == replay.violation!.message)
  }

  @Test("a scenario is judged call by call and once settled, as check judges it")
  func scenario() throws {
    // One slow release off the pages: the velocity pager keeps the proposal, between pages.
    let path = examplePath("velocity_only_pager.lua")
    let scene = Scene(content: .size(CGSize(width: 3900, height: 844)))
    var scenario = Scenario(scene: scene, steps: [.drag(by: CGPoint(x: 100, y: 0), duration: 1, velocity: .zero)])
    scenario.start = CGPoint(x: 780, y: 0)
    let replay = Replay.scenario(
      scenario, property: LandsOn(.pages), behavior: try LuaScrollTargetBehavior(path: path))
    #expect(replay.run.calls.count == 1)
    #expect(replay.violation?.message.hasPrefix("call 1 (gesture): rests at x = ") == true, "\(replay)")
    #expect(replay.violation?.message.contains("100 pt from the nearest stop (780)") == true, "\(replay)")
    let holds = Replay.scenario(scenario, property: InBounds(), behavior: try LuaScrollTargetBehavior(path: path))
    #expect(holds.holds)
  }

  @Test("a property is named as in an expect: line, or runs, or expect; a list or a slip is an error")
  func names() throws {
    #expect(try Replay.property(named: "atMost(1, pages)").name == "atMost(1, pages)")
    #expect(try Replay.property(named: "runs") is Runs)
    #expect(try Replay.property(named: "expect") is ScriptExpectation)
    #expect(throws: PropertySyntaxError.self) { try Replay.property(named: "settles, mirrors") }
    #expect {
      try Replay.property(named: "setles")
    } throws: { error in
      (error as? PropertySyntaxError)?.message.contains("did you mean 'settles'") == true
    }
  }

  @Test("a file of case lines: each judged, its violation named by file and line, a line that is no case an error")
  func cases() throws {
    let script = try LuaScrollTargetBehavior(path: try temporaryScript("tap.lua", Self.tapTurnsPage))
    let settled = try Self.call(original: 3510, proposed: 3510, velocity: 400).json  // at the end a tap clamps
    let moved = try Self.call(original: 0, proposed: 0).json
    let path = try temporaryScript(
      "cases.jsonl", [settled, "", moved, "{\"target\": 1}"].joined(separator: "\n") + "\n")
    var lines = try LineReader(path: path)
    var output: [String] = []
    var errors: [String] = []
    let tally = ReplayReport.cases(
      &lines, source: "cases.jsonl", property: Settles(), behavior: script, spec: "tap.lua",
      output: { output.append($0) }, errors: { errors.append($0) })
    #expect(tally.cases == 2 && tally.violated == 1 && tally.invalid == 1, "\(tally)")
    #expect(output.count == 2 && output[0].hasSuffix("settles holds on this call"), "\(output)")
    #expect(errors.count == 2, "\(errors)")
    #expect(
      errors[0].hasPrefix(
        "scrollscript: error: case cases.jsonl:3: settles violated: at rest on x = 390, a tap moves the view to 780\n  rule: "
      ), "\(errors)")
    #expect(errors[1].hasPrefix("cases.jsonl:4: error: "), "\(errors)")
  }

  @Test(
    "a violation is located where check locates it: the header line declaring the property, expect's line, else line 1"
  )
  func locations() throws {
    let path = try temporaryScript(
      "declared.lua",
      """
      -- A pager that declares two properties on two lines.
      -- expect: landsOn(pages)
      -- expect: settles
      function updateTarget(target, context) end

      function expect(target, context, result)
        return true
      end
      """)
    #expect(
      Replay.Location(behavior: path, property: try Replay.property(named: "landsOn(pages)")).declared == "\(path):2")
    #expect(Replay.Location(behavior: path, property: Settles()).declared == "\(path):3")
    // inBounds is held beside the expect: lines, at the first of them, as check reports it.
    #expect(Replay.Location(behavior: path, property: InBounds()).declared == "\(path):2")
    #expect(Replay.Location(behavior: path, property: ScriptExpectation()).declared == "\(path):6")
    #expect(Replay.Location(behavior: path, property: Monotone()).declared == "\(path):1")
    // A failed call is at its own line; a built-in has no file, unless it is a view's own.
    let failure = BehaviorFailure(.runtime, "no page past the fifth", location: "\(path):4")
    #expect(Replay.Location(behavior: path, property: Settles()).of(failure) == "\(path):4")
    #expect(Replay.Location(behavior: "paging", property: Settles()).declared == nil)
    #expect(Replay.Location(behavior: "paging", property: Settles(), view: "Pager.swift").declared == "Pager.swift:1")
    let line = ReplayReport.error(
      Violation("rests at x = 100"), property: try Replay.property(named: "landsOn(pages)"), at: "\(path):2")
    #expect(line.hasPrefix("\(path):2: error: landsOn(pages) violated: rests at x = 100\n  rule: "), "\(line)")
    #expect(ReplayReport.error(Violation("x"), property: Settles(), at: nil).hasPrefix("scrollscript: error: settles"))
  }
}
