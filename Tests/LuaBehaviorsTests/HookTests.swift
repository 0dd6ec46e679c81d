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
    let old = ScrollGeometry(offset: CGPoint(x: 2600, y: 0), contentSize: size, containerSize: Fixture.container)
    let new = ScrollGeometry(offset: CGPoint(x: 2800, y: 0), contentSize: size, containerSize: Fixture.container)
    let events = try behavior.geometryChanged(old: old, new: new)
    #expect(events.map(\.name) == ["loadMore", "moved"])
    #expect(events.map(\.value) == ["7", "true"])
  }

  @Test("emit outside onScrollGeometryChange is an error; no hook emits nothing")
  func emitOutsideHook() throws {
    let script = try ScriptFile("function updateTarget(t, c)\n  emit('x', 1)\nend\n")
    let behavior = try script.load()
    let failure = try #require(Fixture.failure(behavior))
    #expect(
      failure.message
        == "emit(name, value) can only be called from onScrollGeometryChange(old, new) or onScrollPhaseChange(old, new)"
    )
    #expect(failure.location == script.line(2))
    let geometry = ScrollGeometry(offset: .zero, contentSize: Fixture.content, containerSize: Fixture.container)
    #expect(try behavior.geometryChanged(old: geometry, new: geometry).isEmpty)
  }

  /// Geometry `x` points along a 390-wide container over ten pages.
  private func geometry(_ x: Double) -> ScrollGeometry {
    ScrollGeometry(offset: CGPoint(x: x, y: 0), contentSize: Fixture.content, containerSize: Fixture.container)
  }

  /// What `observer` emits for geometry `x`, as `name=value` strings.
  private func emitted(_ observer: HookObserver, at x: Double) -> [String] {
    observer.observe(geometry(x), at: 0).map { kind in
      if case .emitted(let name, let value) = kind { "\(name)=\(value)" } else { "\(kind)" }
    }
  }

  @Test("the hook runs on a change only: the first geometry is recorded, an unchanged one skipped")
  func hookOnChange() throws {
    let script = try ScriptFile(
      "function updateTarget(t, c) end\nfunction onScrollGeometryChange(old, new)\n  emit('from', old.offset.x)\nend\n")
    let hook = HookObserver(behavior: try script.load())
    #expect(emitted(hook, at: 0).isEmpty)
    #expect(emitted(hook, at: 0).isEmpty)
    #expect(emitted(hook, at: 10) == ["from=0.0"])
    #expect(emitted(hook, at: 25) == ["from=10.0"])
    #expect(hook.failure == nil)
  }

  @Test("a failing hook is reported once, with where it failed, and not called again")
  func hookFailure() throws {
    let script = try ScriptFile(
      "function updateTarget(t, c) end\nfunction onScrollGeometryChange(old, new)\n  error('hook broke')\nend\n")
    let hook = HookObserver(behavior: try script.load())
    _ = emitted(hook, at: 0)
    let first = emitted(hook, at: 10)
    #expect(first.count == 1 && first[0].hasPrefix(HookObserver.errorEventName + "="))
    #expect(first.first?.contains("hook broke") == true)
    #expect(hook.failure?.message == "hook broke" && hook.failure?.location == script.line(3))
    #expect(emitted(hook, at: 20).isEmpty)
  }

  @Test("a run keeps at most maximumEvents events, then one limit event, then none")
  func hookLimit() throws {
    let script = try ScriptFile(
      "function updateTarget(t, c) end\nfunction onScrollGeometryChange(old, new)\n  for i = 1, 64 do emit('e', i) end\nend\n"
    )
    let hook = HookObserver(behavior: try script.load())
    _ = emitted(hook, at: 0)
    var kept: [String] = []
    // 64 events a call, the most a call may emit: the cap falls within the 157th call.
    for step in 1...160 { kept += emitted(hook, at: Double(step)) }
    #expect(kept.count == HookObserver.maximumEvents + 1, "\(kept.last ?? "none")")
    #expect(kept.last?.hasPrefix(HookObserver.limitEventName + "=") == true)
    #expect(kept.dropLast().allSatisfy { $0.hasPrefix("e=") })
    #expect(emitted(hook, at: 161).isEmpty)
  }
}
