import BehaviorLoading
import BehaviorRunning
import Foundation
import LuaBehaviors
import ScrollSimulation
import ScrollTargets
import TestSupport
import Testing

@Suite("A script's onScrollGeometryChange in a simulation")
struct HookObserverTests {
  @Test("A simulation with a Lua behavior and its geometry observer puts emitted events on the timeline")
  func simulation() throws {
    let path = try temporaryScript(
      "hook.lua",
      """
      -- reference: paging
      function updateTarget(target, context)
        local w = context.containerSize.width
        local page = math.floor(context.originalTarget.rect.minX / w + 0.5)
        if context.velocity.dx > 0 then page = page + 1 elseif context.velocity.dx < 0 then page = page - 1 end
        target.rect.origin.x = page * w
      end
      function onScrollGeometryChange(old, new)
        local page = math.floor(new.offset.x / new.containerSize.width + 0.5)
        if page ~= math.floor(old.offset.x / old.containerSize.width + 0.5) then emit("page", page) end
      end
      """)
    let behavior = try LuaScrollTargetBehavior(path: path)
    #expect(Twin.reference(forFile: path) == "paging")
    let scenario = try Scenario(
      json: Data(
        """
        {"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},
         "axes":["horizontal"],"start":{"x":0,"y":0},"decelerationRate":"normal","frameRate":120,
         "steps":[{"fling":{"velocity":{"dx":1500,"dy":0}}},{"wait":1},{"fling":{"velocity":{"dx":1500,"dy":0}}},{"wait":1}]}
        """.utf8))
    let observer = HookObserver(behavior: behavior)
    let timeline = Simulator(scenario: scenario, behavior: behavior, observers: [observer]).run()
    let emitted = timeline.events.compactMap { event -> String? in
      if case .emitted(let name, let value) = event.kind { "\(name)=\(value)" } else { nil }
    }
    #expect(emitted == ["page=1", "page=2"])
    #expect(timeline.updates.map { $0.failure } == [nil, nil])
    #expect(abs(timeline.final.x - 780) <= 0.5, "rests on page 2 to within half a point")
    #expect(observer.failure == nil)
  }

  @Test("A failing hook is reported once on the timeline and then left alone")
  func failingHook() throws {
    let path = try temporaryScript(
      "broken_hook.lua",
      "function updateTarget(t, c) end\nfunction onScrollGeometryChange(old, new)\n  error('hook broke')\nend\n")
    let behavior = try LuaScrollTargetBehavior(path: path)
    let scenario = try Scenario(
      json: Data(
        """
        {"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},
         "axes":["horizontal"],"start":{"x":0,"y":0},"steps":[{"fling":{"velocity":{"dx":1500,"dy":0}}},{"wait":1}]}
        """.utf8))
    let observer = HookObserver(behavior: behavior)
    let timeline = Simulator(scenario: scenario, behavior: behavior, observers: [observer]).run()
    let errors = timeline.events.filter {
      if case .emitted(HookObserver.errorEventName, _) = $0.kind { true } else { false }
    }
    #expect(errors.count == 1)
    #expect(observer.failure?.message == "hook broke")
    #expect(observer.failure?.location == "\(path):3")
  }
}
