import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import Testing

@testable import PropertyChecking

@Suite("Generated scenarios")
struct ScenarioGeneratorTests {
  static let scenarios = (0..<300).map { ScenarioGenerator(seed: 0).generate($0) }

  @Test("scenario i of a seed is always the same, and another seed gives others")
  func reproducible() {
    let again = (0..<300).map { JSONLine.encode(ScenarioGenerator(seed: 0).generate($0)) }
    #expect(Self.scenarios.map(JSONLine.encode) == again)
    #expect(JSONLine.encode(ScenarioGenerator(seed: 1).generate(0)) != again[0])
  }

  @Test("they hold what breaks pagers: pauses into animations, several gestures, rotations, both orientations")
  func coverage() {
    let pauses = Self.scenarios.flatMap { $0.steps }.compactMap { step -> Double? in
      if case .wait(let seconds) = step { seconds } else { nil }
    }
    #expect(pauses.contains { $0 < 0.05 } && pauses.contains { $0 > 0.4 && $0 <= 0.5 })
    #expect(pauses.allSatisfy { ($0 >= 0.01 && $0 <= 0.5) || $0 == 1.5 })
    #expect(
      Self.scenarios.allSatisfy { scenario in
        scenario.steps.filter { if case .wait = $0 { false } else if case .resize = $0 { false } else { true } }.count
          >= 2
      })
    #expect(Self.scenarios.filter { $0.steps.contains { if case .resize = $0 { true } else { false } } }.count > 20)
    #expect(Set(Self.scenarios.map { $0.containerSize.width > $0.containerSize.height }).count == 2)
    #expect(Set(Self.scenarios.map(\.axes)).count == 2)
    #expect(ScenarioGenerator(seed: 0, axis: .vertical).generate(7).axes == .vertical)
  }

  @Test("each starts at rest within its content, and runs")
  func startsAtRest() {
    for scenario in Self.scenarios.prefix(50) {
      let axis = scenario.primaryAxis
      let maxOffset = max(
        0, scenario.contentSize(forContainer: scenario.containerSize)[axis] - scenario.containerSize[axis])
      #expect(scenario.start[axis] >= 0 && scenario.start[axis] <= maxOffset)
      let timeline = Simulator(scenario: scenario, behavior: PagingScrollTargetBehavior(), observers: []).run()
      #expect(timeline.updates.count >= 2)
    }
  }

  @Test("the shrinker keeps a failing scenario failing and makes it simpler")
  func shrinks() {
    let start = Self.scenarios.first { $0.steps.count >= 5 }!
    // Fails whenever some fling is at least 1000 pt/s.
    func fails(_ scenario: Scenario) -> Bool {
      scenario.steps.contains { if case .fling(let v) = $0 { abs(v.dx) + abs(v.dy) >= 1000 } else { false } }
    }
    guard fails(start) else { return }
    let shrunk = ScenarioShrinker.shrink(start, fails: fails)
    #expect(fails(shrunk) && shrunk.steps.count == 1)
    #expect(ScenarioShrinker.complexity(shrunk) < ScenarioShrinker.complexity(start))
  }
}

@Suite("a scene given to check")
struct SceneTrialTests {
  @Test("is tried with a flick each way, a slow drag, a hard fling, and a rotation when its screen can turn")
  func trial() {
    let plain = Scenario.trial(of: Scene())
    let flings = plain.steps.compactMap { if case .fling(let v) = $0 { v.dx } else { nil } }
    #expect(flings == [600, -600, 3000])
    #expect(plain.steps.contains { if case .drag(let by, _, _) = $0 { abs(by.x - 130) < 1e-9 } else { false } })
    #expect(plain.steps.contains { if case .rotate = $0 { true } else { false } })
    // Insets given outright have no other orientation: no rotation.
    let inset = Scene(screen: Screen(bounds: CGSize(width: 400, height: 800), safeAreaInsets: EdgeInsets(top: 20)))
    #expect(!Scenario.trial(of: inset).steps.contains { if case .rotate = $0 { true } else { false } })
    #expect(throws: Never.self) { try Scenario.trial(of: Scene(axes: .vertical)).validate() }
  }
}
