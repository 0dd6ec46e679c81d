import Foundation
import ScrollSimulation
import ScrollTargets
import Testing

/// Moves every gesture's target one page on from where the gesture began: a
/// drag of exactly one page is released on its target.
private struct OnePageOn: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    target.rect.origin.x = context.originalTarget.rect.origin.x + context.containerSize.width
  }
}

/// The phases of gestures as the simulator puts them on the timeline
/// (`Simulator`'s rules). Times are compared within 1e-9 s: they are frame
/// counts over the frame rate, computed the same way on both sides.
@Suite("Simulator: scroll phases")
struct ScrollPhaseTests {
  let portrait = CGSize(width: 390, height: 844)
  let frame = 1.0 / 120

  func scenario(_ steps: [Scenario.Step]) -> Scenario {
    Scenario(containerSize: portrait, contentSize: CGSize(width: 3900, height: 844), steps: steps)
  }

  /// The phase changes of `timeline` with their times and event indices.
  func changes(_ timeline: Timeline) -> [(index: Int, t: Double, from: ScrollPhase, to: ScrollPhase)] {
    timeline.events.enumerated().compactMap { index, event in
      if case .phaseChanged(let from, let to) = event.kind { (index, event.t, from, to) } else { nil }
    }
  }

  @Test("isScrolling is every phase but idle, as Apple defines it")
  func isScrolling() {
    #expect(ScrollPhase.allCases.filter(\.isScrolling) == [.tracking, .interacting, .decelerating, .animating])
  }

  @Test("a drag and release: tracking at the touch, interacting at the first moved frame, decelerating, idle at rest")
  func dragAndRelease() {
    let timeline = Simulator(
      scenario: scenario([.drag(by: CGPoint(x: 150, y: 0), duration: 0.25, velocity: .zero)]),
      behavior: .horizontalPaging
    ).run()
    let phases = changes(timeline)
    #expect(timeline.phases == [.tracking, .interacting, .decelerating, .idle])
    #expect(phases.first?.from == .idle)
    // Each change starts from the phase the last one entered.
    for (previous, next) in zip(phases, phases.dropFirst()) { #expect(next.from == previous.to) }
    #expect(abs(phases[0].t - 0) < 1e-9)
    #expect(abs(phases[1].t - frame) < 1e-9, "interacting on the first frame the finger moved")
    #expect(abs(phases[2].t - 0.25) < 1e-9, "decelerating at the release")
    let rest = timeline.frames.last!.t
    #expect(abs(phases[3].t - rest) < 1e-9, "idle on the frame the view rests, \(rest) s")
    #expect(abs(timeline.final.x - 390) < 0.5)
  }

  @Test("the behavior is asked at the release before the view starts decelerating")
  func updateTargetBeforeDecelerating() {
    let timeline = Simulator(
      scenario: scenario([.drag(by: CGPoint(x: 150, y: 0), duration: 0.25, velocity: nil)]),
      behavior: .horizontalPaging
    ).run()
    let update = timeline.events.firstIndex { if case .updateTarget = $0.kind { true } else { false } }
    let decelerating = changes(timeline).first { $0.to == .decelerating }
    #expect(update != nil && decelerating != nil)
    if let update, let decelerating {
      #expect(update < decelerating.index, "updateTarget is event \(update), decelerating \(decelerating.index)")
      #expect(abs(timeline.events[update].t - decelerating.t) < 1e-9, "both at the release")
    }
  }

  @Test("a flick released on its target goes from interacting to idle, never decelerating")
  func flickOnTarget() {
    let timeline = Simulator(
      scenario: scenario([.drag(by: CGPoint(x: 390, y: 0), duration: 0.1, velocity: CGVector(dx: 2000, dy: 0))]),
      behavior: OnePageOn()
    ).run()
    #expect(timeline.updates.count == 1 && timeline.updates[0].velocity.dx == 2000)
    #expect(timeline.phases == [.tracking, .interacting, .idle])
    let idle = changes(timeline).last!
    #expect(abs(idle.t - 0.1) < 1e-9, "idle at the release, \(idle.t) s")
    #expect(abs(timeline.final.x - 390) < 1e-6)
  }

  @Test("a tap that catches a deceleration: tracking at once, never interacting, then the snap to the page")
  func tapInterrupts() {
    let timeline = Simulator(
      scenario: scenario([.fling(velocity: CGVector(dx: 800, dy: 0)), .wait(0.1), .path([])]),
      behavior: .paging
    ).run()
    // The fling step is a touch that never moves: no interacting either.
    #expect(timeline.phases == [.tracking, .decelerating, .tracking, .decelerating, .idle])
    let caught = timeline.events.firstIndex { $0.kind.isGestureBegan(interrupted: true) }
    let tracking = changes(timeline).first { $0.from == .decelerating && $0.to == .tracking }
    #expect(caught != nil && tracking != nil)
    if let caught, let tracking {
      #expect(abs(timeline.events[caught].t - tracking.t) < 1e-9 && abs(tracking.t - 0.1) < 1e-9)
    }
    #expect(abs(timeline.final.x.remainder(dividingBy: 390)) < 0.5, "rests on a page: \(timeline.final.x)")
  }

  @Test("a rotation at rest animates to its new target for one frame, then the view is idle")
  func rotation() {
    let rotating = Scenario(
      containerSize: portrait, contentSize: nil, children: .init(count: 10, perPage: 1),
      steps: [.wait(0.1), .rotate(to: nil), .wait(0.1)],
      screen: Screen(device: .iPhone15Pro, orientation: .portrait))
    let timeline = Simulator(scenario: rotating, behavior: .paging).run()
    let phases = changes(timeline)
    #expect(timeline.phases == [.animating, .idle])
    let update = timeline.events.firstIndex { if case .updateTarget = $0.kind { true } else { false } }
    #expect(update != nil && update! < phases[0].index, "the behavior is asked before the view moves")
    #expect(abs(phases[0].t - 0.1) < 1e-9 && abs(phases[1].t - (0.1 + frame)) < 1e-9)
  }

  @Test("a rotation during a deceleration takes the view from decelerating to animating")
  func rotationMidFlight() {
    let rotating = Scenario(
      containerSize: portrait, contentSize: nil, children: .init(count: 10, perPage: 1),
      steps: [.fling(velocity: CGVector(dx: 900, dy: 0)), .wait(0.05), .rotate(to: nil)],
      screen: Screen(device: .iPhone15Pro, orientation: .portrait))
    let timeline = Simulator(scenario: rotating, behavior: .paging).run()
    #expect(timeline.phases == [.tracking, .decelerating, .animating, .idle])
    // The last step is the rotation: the run ends on its frame, idle there.
    let last = changes(timeline).last!
    #expect(abs(last.t - timeline.frames.last!.t) < 1e-9)
  }

  @Test("a finger down during a resize keeps its phase")
  func resizeUnderFinger() {
    let simulator = Simulator(scenario: scenario([]), behavior: .free)
    simulator.begin()
    simulator.touchDown()
    simulator.touch(Scenario.TouchSample(t: 0.05, travel: CGPoint(x: 40, y: 0)))
    simulator.perform(.resize(CGSize(width: 400, height: 844), content: nil))
    #expect(simulator.phase == .interacting)
    simulator.lift()
    let timeline = simulator.finish()
    #expect(timeline.phases == [.tracking, .interacting, .decelerating, .idle])
  }
}

extension TimelineEvent.Kind {
  fileprivate func isGestureBegan(interrupted: Bool) -> Bool {
    if case .gestureBegan(_, let caught) = self { caught == interrupted } else { false }
  }
}
