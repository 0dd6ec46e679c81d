import Foundation
import ScrollSimulation
import ScrollTargets
import Testing

/// Offsets in these tests are compared within 1e-6 pt where the rule is exact
/// arithmetic, and within the animation's rest tolerance (0.5 pt) where they are sampled.
@Suite("Simulator: gestures to timelines")
struct SimulatorTests {
  let portrait = CGSize(width: 390, height: 844)

  func scenario(_ steps: [Scenario.Step], content: CGSize = CGSize(width: 3900, height: 844)) -> Scenario {
    Scenario(containerSize: portrait, contentSize: content, steps: steps)
  }

  @Test("a 1000 pt/s fling from rest at the normal rate ends 499 pt further")
  func freeFling() {
    let timeline = Simulator(scenario: scenario([.fling(velocity: CGVector(dx: 1000, dy: 0))]), behavior: .free).run()
    #expect(abs(timeline.final.x - 499) < 1)
    #expect(abs(timeline.updates[0].proposed.x - 499) < 1e-6)
    // The frames rise monotonically to the end, one every 1/120 s.
    for (previous, frame) in zip(timeline.frames, timeline.frames.dropFirst()) {
      #expect(abs(frame.t - previous.t - 1.0 / 120) < 1e-9 && frame.x >= previous.x - 1e-9)
    }
  }

  @Test("the fast rate coasts 99 pt")
  func fastRate() {
    var fast = scenario([.fling(velocity: CGVector(dx: 1000, dy: 0))])
    fast.decelerationRate = .fast
    #expect(abs(Simulator(scenario: fast, behavior: .free).run().final.x - 99) < 1)
  }

  @Test("a drag past a third turns the page; the update event records the call")
  func dragTurnsPage() {
    let timeline = Simulator(
      scenario: scenario([.drag(by: CGPoint(x: 150, y: 0), duration: 0.25, velocity: .zero)]),
      behavior: .horizontalPaging
    ).run()
    let update = timeline.updates[0]
    #expect(update.cause == .gesture && update.original.x == 0 && abs(update.proposed.x - 150) < 1e-6)
    #expect(abs(update.result.x - 390) < 1e-6 && abs(timeline.final.x - 390) < 1e-6)
    #expect(timeline.events.contains { $0.kind == .pageChanged(from: 0, to: 1) })
  }

  @Test("without a given velocity, the release velocity is estimated from the drag")
  func estimatedVelocity() {
    let timeline = Simulator(
      scenario: scenario([.drag(by: CGPoint(x: 120, y: 0), duration: 0.25, velocity: nil)]), behavior: .free
    ).run()
    // 120 pt in 0.25 s at a steady pace: 480 pt/s.
    #expect(abs(timeline.updates[0].velocity.dx - 480) < 1e-6)
  }

  @Test("a gesture begun mid-animation sees the in-flight offset as its original target")
  func midAnimation() {
    let timeline = Simulator(
      scenario: scenario([
        .fling(velocity: CGVector(dx: 800, dy: 0)), .wait(0.1),
        .drag(by: CGPoint(x: 60, y: 0), duration: 0.1, velocity: .zero),
      ]),
      behavior: .distancePaging
    ).run()
    let began = timeline.events.compactMap { event -> (CGPoint, Bool)? in
      if case .gestureBegan(let at, let interrupted) = event.kind { return (at, interrupted) }
      return nil
    }
    #expect(began.count == 2 && began[1].1, "the second touch caught the view in flight")
    let inFlight = began[1].0.x
    #expect(inFlight > 1 && inFlight < 389, "in flight between pages: \(inFlight)")
    let second = timeline.updates[1]
    #expect(abs(second.original.x - inFlight) < 1e-9)
    // distancePaging counts from there: 60 pt is under a third, so it stays off the grid.
    #expect(abs(timeline.final.x - inFlight) < 1e-6)
  }

  @Test("dragging past the start rubber-bands and springs back to 0")
  func rubberBand() {
    let timeline = Simulator(
      scenario: scenario([.drag(by: CGPoint(x: -200, y: 0), duration: 0.2, velocity: .zero)]), behavior: .paging
    ).run()
    let lowest = timeline.frames.map(\.x).min()!
    #expect(lowest < -50 && lowest > -200, "resisted: \(lowest)")
    #expect(abs(timeline.final.x) < 1e-9)
  }

  @Test("rotation asks the behavior again with the offset scaled to the new content")
  func rotation() {
    var rotating = Scenario(
      containerSize: portrait, contentSize: nil, children: .init(count: 10, perPage: 1),
      steps: [.resize(CGSize(width: 844, height: 390), content: nil)])
    rotating.start = CGPoint(x: 1170, y: 0)  // page 3 in portrait
    let robust = Simulator(scenario: rotating, behavior: .horizontalPaging).run()
    let resize = robust.updates.last!
    #expect(resize.cause == .resize && abs(resize.proposed.x - 2532) < 1e-6)
    // The robust pager turns one landscape page from 1170 and rounds to page 2.
    #expect(abs(robust.final.x - 1688) < 1e-6)
    // viewAligned keeps the view on the child it showed.
    let aligned = Simulator(scenario: rotating, behavior: .viewAligned(limitBehavior: .never)).run()
    #expect(abs(aligned.final.x - 2532) < 1e-6)
  }

  @Test("rotations back and forth between two sizes keep two copies of the children's frames, however many")
  func rotationsShareLayouts() {
    let rotations = 40
    let rotating = Scenario(
      containerSize: portrait, contentSize: nil, children: .init(count: 1000, perPage: 1),
      steps: Array(repeating: [.rotate(to: nil), .wait(0.1)], count: rotations).flatMap { $0 },
      screen: Screen(device: .iPhone15Pro, orientation: .portrait))
    let timeline = Simulator(scenario: rotating, behavior: .paging).run()
    #expect(timeline.layouts.count == rotations + 1)
    // One storage per distinct layout: the first portrait one and the first landscape one.
    let storages = Set(timeline.layouts.map { $0.targets.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } })
    #expect(storages.count == 2, "\(storages.count) copies of the children's frames")
    // Shared, and still right: each layout's frames are its scene's, portrait and landscape in turn.
    let landscape = rotating.scene.moved(to: Screen(device: .iPhone15Pro, orientation: .landscape)).layout
    for (index, layout) in timeline.layouts.enumerated() {
      let expected = index % 2 == 0 ? rotating.scene.layout : landscape
      #expect(layout.targets == expected.targets && layout.containerSize == expected.containerSize, "layout \(index)")
    }
  }

  @Test("the near-the-end event fires once, two pages before the end")
  func nearEnd() {
    var reading = scenario(
      Array(repeating: [.fling(velocity: CGVector(dx: 500, dy: 0)), .wait(2)], count: 9).flatMap { $0 })
    reading.nearEnd = .pages(2)
    let timeline = Simulator(scenario: reading, behavior: .paging).run()
    let nearEnds = timeline.events.filter { if case .nearEnd = $0.kind { true } else { false } }
    #expect(nearEnds.count == 1)
    if case .nearEnd(let remaining) = nearEnds.first?.kind { #expect(remaining <= 780 && remaining > 390) }
    #expect(abs(timeline.final.x - 3510) < 1e-6)
  }

  @Test("both axes and the vertical axis animate independently")
  func axes() {
    let both = Scenario(
      containerSize: portrait, contentSize: CGSize(width: 3900, height: 8440), axes: [.horizontal, .vertical],
      steps: [.fling(velocity: CGVector(dx: 800, dy: 800))])
    let timeline = Simulator(scenario: both, behavior: .paging).run()
    #expect(abs(timeline.final.x - 390) < 1e-6 && abs(timeline.final.y - 844) < 1e-6)
    let vertical = Scenario(
      containerSize: portrait, contentSize: CGSize(width: 390, height: 8440), axes: .vertical,
      steps: [.drag(by: CGPoint(x: 0, y: 400), duration: 0.2, velocity: .zero)])
    #expect(abs(Simulator(scenario: vertical, behavior: .verticalPaging).run().final.y - 844) < 1e-6)
  }

  @Test("a behavior that limits scrolls gets a proposal within one container of the start")
  func limitsScrolls() {
    let timeline = Simulator(
      scenario: scenario([.fling(velocity: CGVector(dx: 5000, dy: 0))]), behavior: LimitedFree()
    ).run()
    #expect(abs(timeline.updates[0].proposed.x - 390) < 1e-6)
  }

  @Test("a failing behavior is recorded and the view settles on the proposal")
  func failure() {
    let timeline = Simulator(
      scenario: scenario([
        .fling(velocity: CGVector(dx: 1000, dy: 0)), .wait(5), .fling(velocity: CGVector(dx: 100, dy: 0)),
      ]),
      behavior: Failing()
    ).run()
    #expect(timeline.updates.count == 2 && timeline.updates.allSatisfy { $0.failure?.kind == .runtime })
    #expect(abs(timeline.final.x - (499 + 49.9)) < 1)
  }
}

private struct LimitedFree: ScrollTargetBehavior {
  func properties(context: PropertiesContext) -> Properties { Properties(limitsScrolls: true) }
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

private struct Failing: FallibleScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
  func tryUpdateTarget(_ target: inout ScrollTarget, context: TargetContext) throws(BehaviorFailure) {
    target.rect.origin.x = 12345
    throw BehaviorFailure(.runtime, "boom", location: "failing.lua:3")
  }
  func tryProperties(context: PropertiesContext) throws(BehaviorFailure) -> Properties { Properties() }
}

/// A behavior whose every call goes over its budget, as a script in an endless loop does (without the wait).
private struct RunawayBehavior: FallibleScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
  func tryUpdateTarget(_ target: inout ScrollTarget, context: TargetContext) throws(BehaviorFailure) {
    throw BehaviorFailure(.timeout, "went over its instruction budget", location: "loop.lua:2")
  }
  func tryProperties(context: PropertiesContext) throws(BehaviorFailure) -> Properties { Properties() }
}

@Suite("Simulator: a stop condition ends a run")
struct SimulatorStopTests {
  @Test("a stop after 20 calls over the budget runs 20 of 100,000 steps, keeps them, and says why")
  func stopsAfterBudgetFailures() {
    let steps = Array(repeating: Scenario.Step.rotate(to: nil), count: 100_000)
    let scenario = Scenario(
      containerSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 3900, height: 844), steps: steps)
    let simulator = Simulator(scenario: scenario, behavior: RunawayBehavior())
    simulator.stopCondition = { $0.budgetFailures >= 20 ? "stopped: \($0.budgetFailures) over the budget" : nil }
    let timeline = simulator.run()
    #expect(timeline.stopped == "stopped: 20 over the budget")
    #expect(timeline.updates.count == 20 && timeline.updates.allSatisfy { $0.failure?.wentOverBudget == true })
    #expect(simulator.stepsRun == 20 && simulator.failedCalls == 20)
  }

  @Test(
    "once stopped, a release asks nothing and the view settles on the proposal; without a condition every step runs")
  func stoppedRunAsksNothing() {
    let scenario = Scenario(
      containerSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 3900, height: 844),
      steps: [.fling(velocity: CGVector(dx: 1000, dy: 0)), .fling(velocity: CGVector(dx: 1000, dy: 0))])
    let simulator = Simulator(scenario: scenario, behavior: RunawayBehavior())
    simulator.stopCondition = { $0.failedCalls > 0 ? "a call failed" : nil }
    let timeline = simulator.run()
    #expect(timeline.stopped == "a call failed" && timeline.updates.count == 1)
    // The failed call's view settled on the proposal: 499 pt along (within the rest tolerance).
    #expect(abs(timeline.final.x - 499) < 1)
    let whole = Simulator(scenario: scenario, behavior: RunawayBehavior()).run()
    #expect(whole.stopped == nil && whole.updates.count == 2)
  }
}

/// A device's size classes follow it through a rotation (Apple's size-class
/// table: an iPhone 15 Pro is compact across and regular down in portrait,
/// compact both ways in landscape), so a rule that reads them, such as
/// `viewAligned`'s `automatic` limit, sees the screen it is on.
@Suite("Simulator: size classes follow the screen")
struct RotationSizeClassTests {
  @Test("a vertical viewAligned feed rotated to landscape is limited there (compact down), unlimited in portrait")
  func automaticLimitAfterRotation() {
    let portrait = Screen(device: .iPhone15Pro, orientation: .portrait)
    let scene = Scene(
      screen: portrait, content: .children, children: .init(count: 60, length: 100), axes: .vertical,
      environment: DevicePreset.iPhone15Pro.environment(.portrait))
    let turned = scene.moved(to: portrait.rotated()!)
    #expect(turned.environment.verticalSizeClass == .compact && turned.environment.horizontalSizeClass == .compact)
    #expect(scene.moved(to: portrait).environment.verticalSizeClass == .regular)
    // A hard fling from rest at 0: in portrait `automatic` is `never` (regular down) and the view
    // goes as far as the fling; rotated, it is `alwaysByFew`, at most a container length on.
    let fling = Scenario.Step.fling(velocity: CGVector(dx: 0, dy: 6000))
    let upright = Simulator(scenario: Scenario(scene: scene, steps: [fling]), behavior: .viewAligned).run()
    let rotated = Simulator(
      scenario: Scenario(scene: scene, steps: [.rotate(to: nil), .wait(0.5), fling]), behavior: .viewAligned
    ).run()
    let landscapeContainer = turned.containerSize.height
    #expect(upright.final.y > 1000, "unlimited in portrait: \(upright.final.y)")
    #expect(rotated.final.y <= landscapeContainer + 100 + 0.5, "limited in landscape: \(rotated.final.y)")
  }
}
