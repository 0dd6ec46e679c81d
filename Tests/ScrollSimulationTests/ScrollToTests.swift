import Foundation
import ScrollSimulation
import ScrollTargets
import Testing

/// Counts its calls and keeps every target: what a write of the scroll position must not call.
private final class CountingBehavior: ScrollTargetBehavior, @unchecked Sendable {
  var calls = 0
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) { calls += 1 }
}

/// Writes of the scroll position (`scrollTo` steps): where they send the
/// view, and that they animate without asking the behavior. Offsets are
/// compared within 1e-6 pt: each is a sum of the scene's own lengths.
@Suite("Simulator: scrollTo, the app's writes of the scroll position")
struct ScrollToTests {
  /// Ten children 300 pt long, 10 pt apart, in a 390 x 844 container: the content is 3090 pt long.
  let scene = Scenario(
    containerSize: CGSize(width: 390, height: 844), contentSize: nil,
    children: Scenario.ChildLayout(count: 10, length: 300, spacing: 10), steps: [])

  private func layout() -> Scene.Layout { scene.scene.layout }

  private func x(_ target: Scenario.ScrollTarget, from current: Double) -> Double? {
    layout().offset(for: target, from: CGPoint(x: current, y: 0)).map { Double($0.x) }
  }

  @Test("an anchor aligns that point of the child with the same point of the container")
  func anchors() throws {
    // Child 3 spans 930...1230.
    #expect(abs(try #require(x(.child(3, anchor: .leading), from: 0)) - 930) < 1e-6)
    #expect(abs(try #require(x(.child(3, anchor: .center), from: 0)) - (1080 - 195)) < 1e-6)
    #expect(abs(try #require(x(.child(3, anchor: .trailing), from: 0)) - (1230 - 390)) < 1e-6)
    // The first child's trailing anchor would rest before the content: held at 0.
    #expect(abs(try #require(x(.child(0, anchor: .trailing), from: 600)) - 0) < 1e-6)
  }

  @Test("without an anchor the view moves the least that shows the whole child, and not at all when it shows")
  func leastMove() throws {
    // Child 3 (930...1230) after the view: its trailing edge meets the container's.
    #expect(abs(try #require(x(.child(3, anchor: nil), from: 0)) - 840) < 1e-6)
    // Child 1 (310...610) before a view at 900: its leading edge meets the container's.
    #expect(abs(try #require(x(.child(1, anchor: nil), from: 900)) - 310) < 1e-6)
    // Child 3 inside a view at 900 (900...1290): no move.
    #expect(abs(try #require(x(.child(3, anchor: nil), from: 900)) - 900) < 1e-6)
    #expect(x(.child(10, anchor: nil), from: 0) == nil, "there is no child 10")
  }

  @Test("edges are the ends of the offsets on their axis; an axis that does not scroll stays")
  func edges() throws {
    #expect(abs(try #require(x(.edge(.trailing), from: 100)) - (3090 - 390)) < 1e-6)
    #expect(abs(try #require(x(.edge(.leading), from: 100)) - 0) < 1e-6)
    #expect(abs(try #require(x(.edge(.bottom), from: 100)) - 100) < 1e-6)
    #expect(abs(try #require(x(.offset(x: 99_999, y: nil), from: 0)) - 2700) < 1e-6, "held inside the content")
  }

  @Test("an animated write moves the view to its end without asking the behavior, animating until it rests")
  func animated() {
    var scenario = scene
    scenario.steps = [.scrollTo(.child(5, anchor: .leading), animated: true), .wait(2)]
    let behavior = CountingBehavior()
    let timeline = Simulator(scenario: scenario, behavior: behavior).run()
    #expect(behavior.calls == 0)
    #expect(timeline.updates.isEmpty)
    #expect(timeline.phases == [.animating, .idle])
    #expect(abs(timeline.final.x - 1550) < 1e-6)
    // It moves over many frames, never past its end.
    let moving = timeline.frames.filter { $0.x > 0 && $0.x < 1550 - 1e-6 }
    #expect(moving.count > 10)
    #expect(timeline.frames.allSatisfy { $0.x <= 1550 + 1e-6 })
    let written = timeline.events.compactMap { event -> CGPoint? in
      if case .scrolledTo(let to, true) = event.kind { to } else { nil }
    }
    #expect(written.count == 1 && abs(written[0].x - 1550) < 1e-6)
  }

  @Test("a write at once jumps, with no animating phase")
  func atOnce() {
    var scenario = scene
    scenario.steps = [.scrollTo(.edge(.trailing), animated: false)]
    let timeline = Simulator(scenario: scenario, behavior: CountingBehavior()).run()
    #expect(timeline.phases.isEmpty)
    #expect(abs(timeline.final.x - 2700) < 1e-6)
    #expect(timeline.frames.filter { $0.x > 0 && $0.x < 2700 - 1e-6 }.isEmpty)
  }

  @Test("a write during a fling's deceleration stops it: decelerating, then animating to the written end")
  func interruptsDeceleration() {
    var scenario = scene
    scenario.steps = [
      .fling(velocity: CGVector(dx: 3000, dy: 0)), .wait(0.2), .scrollTo(.child(0, anchor: .leading), animated: true),
    ]
    let timeline = Simulator(scenario: scenario, behavior: .viewAligned).run()
    #expect(timeline.phases == [.tracking, .decelerating, .animating, .idle])
    #expect(abs(timeline.final.x - 0) < 1e-6)
    #expect(timeline.updates.count == 1, "the fling asked the behavior; the write did not")
  }
}
