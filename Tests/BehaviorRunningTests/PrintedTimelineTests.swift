import BehaviorRunning
import Foundation
import LuaBehaviors
import PropertyChecking
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import TestSupport
import Testing

@Suite("What a script prints, on the timeline and in check")
struct PrintedTimelineTests {
  static let scenario = try! Scenario(
    json: Data(
      """
      {"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},
       "axes":["horizontal"],"start":{"x":0,"y":0},"frameRate":60,
       "steps":[{"fling":{"velocity":{"dx":1500,"dy":0}}},{"wait":1},{"fling":{"velocity":{"dx":1500,"dy":0}}},{"wait":1}]}
      """.utf8))

  @Test("updateTarget's lines go on its event; the hook's on its first event, or on a print event of their own")
  func eventLogs() throws {
    let path = try temporaryScript(
      "printing.lua",
      """
      local calls, changes = 0, 0
      function updateTarget(target, context)
        calls = calls + 1
        print('call', calls)
        target.rect.origin.x = calls * 390
      end
      function onScrollGeometryChange(old, new)
        changes = changes + 1
        if changes == 1 then print('first change') end
        if changes == 2 then emit('second', 2); print('with an event') end
      end
      """)
    let behavior = try LuaScrollTargetBehavior(path: path)
    behavior.keepsPrintLog = true
    let timeline = SimulationRun.timeline(Self.scenario, behavior: behavior)
    let updates = timeline.events.filter { if case .updateTarget = $0.kind { true } else { false } }
    #expect(
      updates.map(\.log.lines) == [
        [.init(location: "\(path):4", text: "call\t1")], [.init(location: "\(path):4", text: "call\t2")],
      ])
    let printed = try #require(timeline.events.first { $0.kind == .printed })
    #expect(printed.log.lines == [.init(location: "\(path):9", text: "first change")])
    let emitted = try #require(timeline.events.first { $0.kind == .emitted(name: "second", value: "2") })
    #expect(emitted.log.lines == [.init(location: "\(path):10", text: "with an event")])
    #expect(timeline.events.filter { !$0.log.isEmpty }.count == 4, "no other event has a log")

    let index = try #require(timeline.events.firstIndex { $0.kind == .printed })
    #expect(
      timeline.printReport().contains(
        "\(path):9: print: first change (event \(index + 1), t=\(NumberText.trimmed(printed.t, decimals: 3)) s)"))
    let json = JSONLine.encode(timeline)
    #expect(json.contains(#"{"kind":"print","log":["\#(path):9: first change"],"t":"#))
  }

  @Test("a behavior that prints nothing leaves the timeline's JSON as it was")
  func quiet() throws {
    let path = try temporaryScript("quiet.lua", "function updateTarget(target, context) end\n")
    let behavior = try LuaScrollTargetBehavior(path: path)
    behavior.keepsPrintLog = true
    let json = JSONLine.encode(SimulationRun.timeline(Self.scenario, behavior: behavior))
    #expect(!json.contains(#""log""#) && !json.contains(#""print""#))
  }

  @Test("a run keeps at most 4 MiB of printed lines and counts the rest on their events")
  func runBudget() throws {
    // Each call prints 1000 lines of 4096 bytes (the per-call limit): about 4 MB, so the second call overflows.
    let path = try temporaryScript(
      "loud.lua", "function updateTarget(target, context)\n  for i = 1, 1000 do print(string.rep('y', 5000)) end\nend\n"
    )
    let behavior = try LuaScrollTargetBehavior(path: path)
    behavior.keepsPrintLog = true
    let timeline = SimulationRun.timeline(Self.scenario, behavior: behavior)
    let logs = timeline.events.filter { if case .updateTarget = $0.kind { true } else { false } }.map(\.log)
    #expect(logs.count == 2)
    #expect(logs.allSatisfy { $0.lines.count + $0.dropped == 1000 }, "every printed line is kept or counted")
    let bytes = logs.flatMap(\.lines).reduce(0) { $0 + $1.location.utf8.count + $1.text.utf8.count }
    #expect(bytes <= Simulator.maximumPrintedBytes)
    #expect(logs[0].dropped == 0 && logs[1].dropped > 900)
  }

  @Test("check runs the shrunk counterexample again and shows what it printed, not what the search printed")
  func checkShowsCounterexample() throws {
    let path = try temporaryScript(
      "escapes.lua",
      """
      -- expect: inBounds
      function updateTarget(target, context)
        print('asked for', target.rect.origin.x)
        target.rect.origin.x = target.rect.origin.x + 100000
      end
      """)
    var options = PropertyOptions()
    options.gestures = 200
    options.scenarios = 10
    let check = ScriptCheck(path: path, options: options)
    #expect(!check.passed)
    #expect(check.printed.count == 1, "one call: \(check.printed)")
    #expect(check.printed.first?.hasPrefix("\(path):3: print: asked for\t") == true)
    #expect(check.printed.first?.hasSuffix(" (counterexample of inBounds)") == true)
    #expect(check.json.contains(#""printed":["#))
  }
}
