import Foundation
import LuaBehaviors
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import Testing

@Suite("properties(context) and onScrollGeometryChange(old, new)")
struct HookTests {
  private let propertiesContext = Fixture.context().propertiesContext

  @Test("properties(context) returns limitsScrolls; without it the defaults apply")
  func properties() throws {
    let limiting = try ScriptFile(
      """
      function updateTarget(t, c) end
      function properties(context)
        return { limitsScrolls = context.containerSize.width < 500 and context.axes.horizontal }
      end
      """)
    let behavior = try limiting.load()
    #expect(behavior.definesProperties)
    #expect(try behavior.tryProperties(context: propertiesContext).limitsScrolls)
    let plain = try ScriptFile("function updateTarget(t, c) end\n").load()
    #expect(!plain.definesProperties)
    #expect(try plain.tryProperties(context: propertiesContext) == ScrollTargetBehaviorProperties())
  }

  @Test("properties(context) sees no gesture, and a malformed result is an invalid result")
  func propertiesFailures() throws {
    let script = try ScriptFile(
      """
      function updateTarget(t, c) end
      function properties(context)
        if context.layoutDirection == "rightToLeft" then return context.velocity.dx end
        if context.horizontalSizeClass == "regular" then return 1 end
        return { limitsScrolls = "yes" }
      end
      """)
    let behavior = try script.load()
    var context = propertiesContext
    context.environment.layoutDirection = .rightToLeft
    let gesture = try #require(throws: BehaviorFailure.self) { try behavior.tryProperties(context: context) }
    #expect(gesture.message == "context.velocity is not available in properties(context)")
    #expect(gesture.location == script.line(3))

    context.environment = EnvironmentValues(horizontalSizeClass: .regular)
    let number = try #require(throws: BehaviorFailure.self) { try behavior.tryProperties(context: context) }
    #expect(number.kind == .invalidResult)
    #expect(number.message == "properties(context) must return a table or nil, got number")
    #expect(number.location == script.line(2))

    let flag = try #require(throws: BehaviorFailure.self) { try behavior.tryProperties(context: propertiesContext) }
    #expect(flag.message == "limitsScrolls must be a boolean, got string")
    #expect(behavior.properties(context: propertiesContext) == ScrollTargetBehaviorProperties())
    #expect(behavior.lastFailure == flag)
  }

  @Test("onScrollGeometryChange emits events with tostring'd values")
  func geometryEvents() throws {
    let script = try ScriptFile(
      """
      function updateTarget(t, c) end
      function onScrollGeometryChange(old, new)
        local remaining = new.contentSize.width - new.containerSize.width - new.offset.x
        if remaining <= 2 * new.containerSize.width then emit("loadMore", math.floor(new.offset.x / 390)) end
        if old.containerSize.width ~= new.containerSize.width then emit("resized", new.containerSize.width) end
        emit("moved", new.offset.x > old.offset.x)
      end
      """)
    let behavior = try script.load()
    #expect(behavior.observesGeometry)
    let size = Fixture.content
    let old = LuaGeometry(offset: CGPoint(x: 2600, y: 0), contentSize: size, containerSize: Fixture.container)
    let new = LuaGeometry(offset: CGPoint(x: 2800, y: 0), contentSize: size, containerSize: Fixture.container)
    let events = try behavior.geometryChanged(old: old, new: new)
    #expect(events.map(\.name) == ["loadMore", "moved"])
    #expect(events.map(\.value) == ["7", "true"])
  }

  @Test("emit outside onScrollGeometryChange is an error; no hook emits nothing")
  func emitOutsideHook() throws {
    let script = try ScriptFile("function updateTarget(t, c)\n  emit('x', 1)\nend\n")
    let behavior = try script.load()
    let failure = try #require(Fixture.failure(behavior))
    #expect(failure.message == "emit(name, value) can only be called from onScrollGeometryChange(old, new)")
    #expect(failure.location == script.line(2))
    let geometry = LuaGeometry(offset: .zero, contentSize: Fixture.content, containerSize: Fixture.container)
    #expect(try behavior.geometryChanged(old: geometry, new: geometry).isEmpty)
  }

  @Test("A simulation with a Lua behavior and its geometry observer puts emitted events on the timeline")
  func simulation() throws {
    let script = try ScriptFile(
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
    let behavior = try script.load()
    #expect(behavior.reference == "paging")
    let scenario = try Scenario(
      json: Data(
        """
        {"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},
         "axes":["horizontal"],"start":{"x":0,"y":0},"decelerationRate":"normal","frameRate":120,
         "steps":[{"fling":{"velocity":{"dx":1500,"dy":0}}},{"wait":1},{"fling":{"velocity":{"dx":1500,"dy":0}}},{"wait":1}]}
        """.utf8))
    let observer = LuaGeometryObserver(behavior: behavior)
    let timeline = Simulator(scenario: scenario, behavior: behavior, observers: [observer]).run()
    let emitted = timeline.events.compactMap { event -> String? in
      if case .emitted(let name, let value) = event.kind { "\(name)=\(value)" } else { nil }
    }
    #expect(emitted == ["page=1", "page=2"])
    #expect(timeline.updates.map { $0.failure } == [nil, nil])
    #expect(isClose(timeline.final.x, 780, tolerance: 0.5))
    #expect(observer.failure == nil)
  }

  @Test("A failing hook is reported once on the timeline and then left alone")
  func failingHook() throws {
    let script = try ScriptFile(
      "function updateTarget(t, c) end\nfunction onScrollGeometryChange(old, new)\n  error('hook broke')\nend\n")
    let behavior = try script.load()
    let scenario = try Scenario(
      json: Data(
        """
        {"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},
         "axes":["horizontal"],"start":{"x":0,"y":0},"steps":[{"fling":{"velocity":{"dx":1500,"dy":0}}},{"wait":1}]}
        """.utf8))
    let observer = LuaGeometryObserver(behavior: behavior)
    let timeline = Simulator(scenario: scenario, behavior: behavior, observers: [observer]).run()
    let errors = timeline.events.filter {
      if case .emitted(LuaGeometryObserver.errorEventName, _) = $0.kind { true } else { false }
    }
    #expect(errors.count == 1)
    #expect(observer.failure?.message == "hook broke")
    #expect(observer.failure?.location == script.line(3))
  }
}
