import BehaviorLoading
import BehaviorRunning
import Foundation
import LuaBehaviors
import ScrollSimulation
import ScrollTargets
import TestSupport
import Testing

/// A script's `onScrollPhaseChange(old, new)` during a simulation
/// (docs/lua-api.md): called at each phase change with the phases' names, in
/// order, and able to `emit`, under the geometry hook's rules.
@Suite("A script's onScrollPhaseChange in a simulation")
struct LuaPhaseHookTests {
  static let pager = """
    function updateTarget(target, context)
      local w = context.containerSize.width
      target.rect.origin.x = math.floor(target.rect.minX / w + 0.5) * w
    end
    """

  /// A drag of 150 pt, released at rest, on ten 390 pt pages.
  static let drag = Scenario(
    containerSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 3900, height: 844),
    steps: [.drag(by: CGPoint(x: 150, y: 0), duration: 0.25, velocity: .zero), .wait(1)])

  /// The emitted events of `timeline` as `name=value`.
  func emitted(_ timeline: Timeline) -> [String] {
    timeline.events.compactMap { if case .emitted(let name, let value) = $0.kind { "\(name)=\(value)" } else { nil } }
  }

  @Test("the hook gets each change's names in order, and each emit follows its phase event at its time")
  func callsInOrder() throws {
    let path = try temporaryScript(
      "phases.lua",
      Self.pager + """

        calls = 0
        function onScrollPhaseChange(old, new)
          calls = calls + 1
          emit("phase", calls .. ":" .. old .. "->" .. new)
        end
        """)
    let behavior = try LuaScrollTargetBehavior(path: path)
    #expect(behavior.observesPhases && !behavior.observesGeometry)
    let timeline = SimulationRun.timeline(Self.drag, behavior: behavior)
    #expect(
      emitted(timeline) == [
        "phase=1:idle->tracking", "phase=2:tracking->interacting", "phase=3:interacting->decelerating",
        "phase=4:decelerating->idle",
      ])
    // Each emit comes right after the phase event it answers, at the same time.
    for (index, event) in timeline.events.enumerated() {
      guard case .phaseChanged(let from, let to) = event.kind else { continue }
      let next = timeline.events[index + 1]
      #expect(abs(next.t - event.t) < 1e-12)
      guard case .emitted(_, let value) = next.kind else {
        Issue.record("no emit after the change \(from) -> \(to)")
        continue
      }
      #expect(value.hasSuffix(":\(from)->\(to)"), "\(value)")
    }
  }

  @Test("both hooks run in one state: the phase hook sees what the geometry hook counted")
  func sharedState() throws {
    let path = try temporaryScript(
      "both.lua",
      Self.pager + """

        frames = 0
        function onScrollGeometryChange(old, new) frames = frames + 1 end
        function onScrollPhaseChange(old, new)
          if new == "idle" then emit("moved frames", frames) end
        end
        """)
    let timeline = SimulationRun.timeline(Self.drag, behavior: try LuaScrollTargetBehavior(path: path))
    let values = emitted(timeline)
    #expect(values.count == 1)
    // 30 frames of the drag, then the frames of the settle: more than the drag's.
    #expect((values.first.flatMap { Int($0.split(separator: "=").last ?? "") } ?? 0) > 30, "\(values)")
  }

  @Test("what the hook prints is kept on the event after its phase change")
  func prints() throws {
    let path = try temporaryScript(
      "printing.lua", Self.pager + "\nfunction onScrollPhaseChange(old, new)\n  print('now', new)\nend\n")
    let timeline = SimulationRun.timeline(
      Self.drag, behavior: try LuaScrollTargetBehavior(path: path), keepsPrints: true)
    let printed = timeline.events.enumerated().filter { $0.element.kind == .printed }
    #expect(
      printed.map { $0.element.log.lines.map(\.text) } == [
        ["now\ttracking"], ["now\tinteracting"], ["now\tdecelerating"], ["now\tidle"],
      ])
    for (index, event) in printed {
      #expect(index > 0 && timeline.events[index - 1].kind.isPhaseChange && timeline.events[index - 1].t == event.t)
      #expect(event.log.lines.first?.location == "\(path):6", "\(event.log)")
    }
  }

  @Test("a hook that fails is reported once, as onScrollPhaseChange.error, and not called again")
  func failure() throws {
    let path = try temporaryScript(
      "broken.lua", Self.pager + "\nfunction onScrollPhaseChange(old, new)\n  error('phase hook broke: ' .. new)\nend\n"
    )
    let timeline = SimulationRun.timeline(Self.drag, behavior: try LuaScrollTargetBehavior(path: path))
    let values = emitted(timeline)
    #expect(values.count == 1, "\(values)")
    #expect(values.first?.hasPrefix("onScrollPhaseChange.error=") == true, "\(values)")
    #expect(values.first?.contains("phase hook broke: tracking") == true, "\(values)")
    #expect(timeline.phases == [.tracking, .interacting, .decelerating, .idle], "the view goes on as before")
  }

  @Test("a hook that never returns is stopped by the call budget and named in the error")
  func budget() throws {
    let path = try temporaryScript(
      "loop.lua", Self.pager + "\nfunction onScrollPhaseChange(old, new)\n  while true do end\nend\n")
    let behavior = try LuaScrollTargetBehavior(path: path, limits: BehaviorLimits(callInstructions: 100_000))
    let timeline = SimulationRun.timeline(Self.drag, behavior: behavior)
    let values = emitted(timeline)
    #expect(values.count == 1 && values.first?.contains("onScrollPhaseChange(old, new)") == true, "\(values)")
    #expect(abs(timeline.final.x) < 0.5, "the run goes on, back to page 0: \(timeline.final.x)")
  }

  @Test("a phase hook that is not a function is refused at load, naming it")
  func notAFunction() throws {
    let path = try temporaryScript("bad.lua", Self.pager + "\nonScrollPhaseChange = 3\n")
    #expect {
      _ = try LuaScrollTargetBehavior(path: path)
    } throws: { error in
      "\(error)".contains("onScrollPhaseChange is a number value, not a function")
    }
  }
}

extension TimelineEvent.Kind {
  fileprivate var isPhaseChange: Bool { if case .phaseChanged = self { true } else { false } }
}
