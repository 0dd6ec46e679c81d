import Foundation
import LuaBehaviors
import ScrollTargets
import Testing

@Suite("The bridge: target and context as a script sees them")
struct BridgeTests {
  @Test("updateTarget changes the target in place, as Swift's inout does")
  func mutatesInPlace() throws {
    let script = try ScriptFile(
      """
      function updateTarget(target, context)
        target.rect.origin.x = context.originalTarget.rect.minX - context.containerSize.width
        target.rect.origin.y = 12.5
        target.rect.size.width = 200
        target.rect.size.height = target.rect.size.height / 2
      end
      """)
    let target = try Fixture.run(try script.load())
    #expect(isClose(target.rect.origin.x, 390))
    #expect(isClose(target.rect.origin.y, 12.5))
    #expect(isClose(target.rect.width, 200))
    #expect(isClose(target.rect.height, 422))
    #expect(target.anchor == nil)
  }

  @Test("Computed rect members follow the current origin and size")
  func computedMembersFollow() throws {
    let script = try ScriptFile(
      """
      function updateTarget(target, context)
        local r = target.rect
        r.origin.x = 100
        r.origin.y = 10
        r.size.width = 50
        r.size.height = 20
        print(r.minX, r.midX, r.maxX, r.minY, r.midY, r.maxY, r.width, r.height, r.x, r.y)
      end
      """)
    let behavior = try script.load()
    _ = try Fixture.run(behavior)
    let expected: [Double] = [100, 125, 150, 10, 20, 30, 50, 20, 100, 10]
    let printed = printedNumbers(behavior)
    #expect(printed.count == expected.count)
    for (value, wanted) in zip(printed, expected) {
      #expect(abs(value - wanted) <= 1e-9, "printed \(printed), wanted \(expected)")
    }
  }

  @Test("The whole target can be assigned from a rect or a table")
  func assignsWholeRects() throws {
    let script = try ScriptFile(
      """
      function updateTarget(target, context)
        if context.velocity.dx < 0 then
          target.rect = context.targets[2]
        else
          target.rect = { x = 1, y = 2, width = 3, height = 4 }
          target.rect.origin = { x = 5, y = 6 }
        end
      end
      """)
    let behavior = try script.load()
    #expect(try Fixture.run(behavior).rect == Fixture.children[1])
    let forward = Fixture.context(velocity: CGVector(dx: 800, dy: 0))
    #expect(try Fixture.run(behavior, context: forward).rect == CGRect(x: 5, y: 6, width: 3, height: 4))
  }

  @Test("target.anchor is nil, a {x=, y=} table or a UnitPoint")
  func anchors() throws {
    let script = try ScriptFile(
      """
      function updateTarget(target, context)
        local v = context.velocity.dx
        if v < 0 then target.anchor = UnitPoint.center
        elseif v > 0 then target.anchor = { x = 0.25, y = 0.75 }
        elseif target.anchor ~= nil then
          print(target.anchor.x, target.anchor.y, target.anchor == UnitPoint.trailing)
          target.anchor = nil
        end
      end
      """)
    let behavior = try script.load()
    #expect(try Fixture.run(behavior).anchor == .center)
    let forward = Fixture.context(velocity: CGVector(dx: 1, dy: 0))
    #expect(try Fixture.run(behavior, context: forward).anchor == UnitPoint(x: 0.25, y: 0.75))
    var anchored = Fixture.target(anchor: .trailing)
    try behavior.tryUpdateTarget(&anchored, context: Fixture.context(velocity: .zero))
    #expect(anchored.anchor == nil)
    #expect(behavior.log.last == "1.0\t0.5\ttrue")
  }

  @Test("context exposes the gesture, the sizes, the axes and the environment")
  func readsContext() throws {
    let script = try ScriptFile(
      """
      function updateTarget(target, context)
        print(context.velocity.dx, context.velocity.dy, context.contentSize.width, context.contentSize.height,
              context.containerSize.width, context.containerSize.height, context.originalTarget.rect.origin.x)
        print(context.axes.horizontal, context.axes.vertical, context.layoutDirection,
              context.horizontalSizeClass, context.verticalSizeClass, context.originalTarget.anchor)
      end
      """)
    let behavior = try script.load()
    let environment = EnvironmentValues(
      layoutDirection: .rightToLeft, horizontalSizeClass: .regular, verticalSizeClass: nil)
    let context = Fixture.context(
      velocity: CGVector(dx: -800, dy: 25), axes: [.horizontal, .vertical], environment: environment)
    _ = try Fixture.run(behavior, context: context)
    #expect(
      behavior.log == [
        "-800.0\t25.0\t3900.0\t844.0\t390.0\t844.0\t780.0", "true\ttrue\trightToLeft\tregular\tnil\tnil",
      ])
  }

  @Test(
    "Writing to context is an error that names the field",
    arguments: [
      ("context.velocity.dx = 1", "context.velocity.dx is read-only"),
      ("context.velocity = {}", "context.velocity is read-only"),
      ("context.contentSize.width = 1", "context.contentSize.width is read-only"),
      ("context.containerSize.height = 1", "context.containerSize.height is read-only"),
      ("context.axes.vertical = true", "context.axes.vertical is read-only"),
      ("context.layoutDirection = 'rightToLeft'", "context.layoutDirection is read-only"),
      ("context.targets[1] = {}", "context.targets[1] is read-only"),
      ("context.targets[2].minX = 0", "context.targets[2].minX is read-only"),
      ("context.targets[3].origin.x = 0", "context.targets[3].origin.x is read-only"),
      ("context.originalTarget.rect.origin.x = 0", "context.originalTarget.rect.origin.x is read-only"),
      ("context.originalTarget.anchor = nil", "context.originalTarget.anchor is read-only"),
      ("context.somethingNew = 1", "context.somethingNew is read-only"),
    ])
  func contextIsReadOnly(statement: String, message: String) throws {
    let script = try ScriptFile("function updateTarget(target, context)\n  \(statement)\nend\n")
    let failure = try #require(Fixture.failure(try script.load()))
    #expect(failure.kind == .runtime)
    #expect(failure.message == message)
    #expect(failure.location == script.line(2))
  }

  @Test("context.targets is indexed 1 … #context.targets; other indices give nil")
  func indexesTargets() throws {
    let script = try ScriptFile(
      """
      function updateTarget(target, context)
        local t = context.targets
        if #t == 0 then return print(#t, t[1] == nil) end
        local sum = 0
        for i, rect in ipairs(t) do sum = sum + rect.minX end
        print(#t, t[1].x, t[2].minX, t[3].maxX, t[2].origin.x, t[3].size.width, sum,
              t[0] == nil, t[4] == nil, t[-1] == nil, t[1.5] == nil)
      end
      """)
    let behavior = try script.load()
    _ = try Fixture.run(behavior)
    #expect(behavior.log.last == "3\t0.0\t390.0\t1170.0\t390.0\t390.0\t1170.0\ttrue\ttrue\ttrue\ttrue")
    _ = try Fixture.run(behavior, context: Fixture.context(targets: []))
    #expect(behavior.log.last == "0\ttrue")
  }

  @Test("A long context.targets is read in place, not copied per call")
  func longTargets() throws {
    let script = try ScriptFile(
      """
      function updateTarget(target, context)
        local t = context.targets
        target.rect.origin.x = t[#t].minX
      end
      """)
    let behavior = try script.load()
    let many = (0..<200_000).map { CGRect(x: CGFloat($0) * 10, y: 0, width: 10, height: 844) }
    let context = Fixture.context(targets: many)
    let start = ContinuousClock.now
    for _ in 0..<100 { _ = try Fixture.run(behavior, context: context) }
    #expect(isClose(try Fixture.run(behavior, context: context).rect.minX, 1_999_990))
    #expect(ContinuousClock.now - start < .seconds(1), "100 calls with 200,000 targets should take microseconds each")
  }

  @Test("A rect of context.targets is a value, as a CGRect is: kept past its call, it keeps what it was, read-only")
  func keptChildren() throws {
    let script = try ScriptFile(
      """
      function updateTarget(target, context)
        if kept then target.rect.origin.x = kept.minX + kept.size.width end
        if kept and context.velocity.dx > 0 then kept.minX = 0 end
        kept = context.targets[2]
      end
      """)
    let behavior = try script.load()
    _ = try Fixture.run(behavior)
    let moved = Fixture.children.map { $0.offsetBy(dx: 1000, dy: 0).insetBy(dx: 10, dy: 0) }
    let second = try Fixture.run(behavior, context: Fixture.context(targets: moved))
    #expect(isClose(second.rect.minX, 390 + 390), "the rect kept from the first call, not the second's children")
    let third = try Fixture.run(behavior, context: Fixture.context(targets: moved))
    #expect(isClose(third.rect.minX, 1400 + 370), "the second call's rect")
    let write = try #require(Fixture.failure(behavior, context: Fixture.context(velocity: CGVector(dx: 1, dy: 0))))
    #expect(write.message == "context.targets[2].minX is read-only")
    #expect(write.location == script.line(3))
  }

  @Test(
    "Past the children a call keeps at hand, each child reads, prints and refuses writes the same",
    arguments: [1, 3000])
  func manyChildren(calls: Int) throws {
    let script = try ScriptFile(
      """
      function updateTarget(target, context)
        local t, sum = context.targets, 0
        for _, r in ipairs(t) do sum = sum + r.minX + r.origin.x + r.size.width + r.maxY end
        print(string.format("%.1f", sum), tostring(t[#t]))
        if context.velocity.dx > 0 then t[#t].origin.x = 0 end
        if context.velocity.dx < -5000 then return t[#t].midx end
      end
      """)
    let behavior = try script.load()
    let children = (0..<calls).map { CGRect(x: CGFloat($0) * 10, y: 0, width: 10, height: 844) }
    for _ in 0..<2 { _ = try Fixture.run(behavior, context: Fixture.context(targets: children)) }
    let sum = children.reduce(0.0) { $0 + 2 * $1.minX + $1.width + $1.maxY }
    let last = children[calls - 1]
    #expect(
      behavior.log.suffix(2).allSatisfy {
        $0 == String(format: "%.1f", sum) + "\t{x = \(Int(last.minX)).0, y = 0.0, width = 10.0, height = 844.0}"
      }, "\(behavior.log.suffix(2))")
    let write = try #require(
      Fixture.failure(behavior, context: Fixture.context(velocity: CGVector(dx: 1, dy: 0), targets: children)))
    #expect(write.message == "context.targets[\(calls)].origin.x is read-only")
    let misspelt = try #require(
      Fixture.failure(behavior, context: Fixture.context(velocity: CGVector(dx: -6000, dy: 0), targets: children)))
    #expect(misspelt.message == "context.targets[\(calls)] has no member 'midx' (did you mean 'midX'?)")
  }

  @Test("Children read in one call are the next call's only while the caller lends the same children")
  func childrenFollowTheCaller() throws {
    let script = try ScriptFile(
      """
      function updateTarget(target, context)
        local t = context.targets
        target.rect.origin.x = #t == 0 and -1 or t[#t].maxX + t[1].origin.x
      end
      """)
    let behavior = try script.load()
    var children = Fixture.children
    #expect(isClose(try Fixture.run(behavior, context: Fixture.context(targets: children)).rect.minX, 1170))
    children[2].size.width = 100  // same count, one child changed
    #expect(isClose(try Fixture.run(behavior, context: Fixture.context(targets: children)).rect.minX, 880))
    children[0].origin.x = 5
    #expect(isClose(try Fixture.run(behavior, context: Fixture.context(targets: children)).rect.minX, 885))
    #expect(isClose(try Fixture.run(behavior, context: Fixture.context(targets: [])).rect.minX, -1))
    let fewer = Array(children.prefix(2))
    #expect(isClose(try Fixture.run(behavior, context: Fixture.context(targets: fewer)).rect.minX, 785))
  }

  @Test("context.targets read in updateTarget is still refused in properties(context)")
  func targetsOutsideTheirCall() throws {
    let script = try ScriptFile(
      """
      function updateTarget(target, context) local first = context.targets[1].minX end
      function properties(context) return { limitsScrolls = context.targets[1].minX > 0 } end
      """)
    let behavior = try script.load()
    _ = try Fixture.run(behavior)
    let failure = try #require(throws: BehaviorFailure.self) {
      try behavior.tryProperties(context: Fixture.context().propertiesContext)
    }
    #expect(failure.message == "context.targets is not available in properties(context)")
    #expect(failure.location == script.line(2))
  }

  @Test("UnitPoint names SwiftUI's points and is read-only")
  func unitPoints() throws {
    let script = try ScriptFile(
      """
      function updateTarget(target, context)
        print(UnitPoint.leading.x, UnitPoint.leading.y, UnitPoint.bottomTrailing.x, UnitPoint.top.y)
        UnitPoint.center = { x = 0, y = 0 }
      end
      """)
    let behavior = try script.load()
    let failure = try #require(Fixture.failure(behavior))
    #expect(behavior.log.last == "0.0\t0.5\t1.0\t0.0")
    #expect(failure.message == "UnitPoint is read-only")
    #expect(failure.location == script.line(3))
  }
}
