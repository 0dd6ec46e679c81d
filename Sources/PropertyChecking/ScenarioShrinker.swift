import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// Makes a failing scenario short and readable while it keeps failing.
///
/// Tried in turn until none helps: fewer steps, a phone in portrait or
/// landscape, fewer children, a start at 0, the default environment, slower
/// round speeds, and rounder numbers (drags and speeds to hundreds, then tens
/// of points; pauses to tenths, then hundredths of a second). A change is
/// kept only when the scenario still fails and is simpler by
/// ``complexity(_:)``, so the result reproduces the failure and shrinking
/// ends. The search, round numbers, nice speeds and the phone are
/// ``ShrinkCore``'s, as for single gestures (``Shrinker``).
public enum ScenarioShrinker {
  /// The simplest scenario found from `start` for which `fails` holds; `fails(start)` must hold.
  /// At most `budget` candidates are tried.
  public static func shrink(_ start: Scenario, budget: Int = 1500, fails: (Scenario) -> Bool) -> Scenario {
    ShrinkCore.shrink(start, budget: budget, complexity: complexity, candidates: candidates, fails: fails)
  }

  /// How hard a scenario is to read: steps above all, then children, then numbers that are not round.
  static func complexity(_ scenario: Scenario) -> Double {
    func cost(_ value: Double, per parts: Double = 1) -> Double { ShrinkCore.cost(value, per: parts) }
    let slowness = ShrinkCore.slowness
    var score = Double(scenario.steps.count) * 100
    score += Double(scenario.children?.count ?? 0)
    score += scenario.containerSize == ShrinkCore.phone ? 0 : 2
    score += scenario.environment == EnvironmentValues() ? 0 : 5
    score += scenario.screen == nil ? 0 : 3
    score += cost(scenario.start.x) + cost(scenario.start.y)
    for step in scenario.steps {
      switch step {
      case .drag(let by, let duration, let velocity):
        score += cost(by.x) + cost(by.y) + cost(duration)
        score += velocity.map { cost($0.dx) + cost($0.dy) + slowness($0) } ?? 0.5
      // Waits count in tenths of a second: 0.3 s is as round as 3 pt.
      case .wait(let seconds): score += cost(seconds, per: 10)
      case .fling(let velocity): score += cost(velocity.dx) + cost(velocity.dy) + slowness(velocity)
      case .resize(let size, _): score += size == ShrinkCore.phone ? 0 : 1
      case .path(let samples): score += Double(samples.count) + 0.5
      case .rotate, .scrollTo: score += 1
      }
    }
    return score
  }

  /// Simpler variants of `scenario`, biggest cuts first.
  static func candidates(_ scenario: Scenario) -> [Scenario] {
    var variants = ShrinkCore.Variants(of: scenario) { JSONLine.encode($0) }
    variants.add { $0.environment = EnvironmentValues() }
    for index in scenario.steps.indices.reversed() where scenario.steps.count > 1 {
      variants.add { $0.steps.remove(at: index) }
    }
    // No screen: the same container with bounds equal to it, rotations swapping it. Children
    // given outright, or laid out by a view file on its screens, belong to their screen: it stays.
    if scenario.scene.targets.isEmpty, scenario.scene.viewScreens.isEmpty {
      variants.add { $0.screen = nil }
      for size in ShrinkCore.phones where scenario.screen == nil {
        variants.add { resize(&$0, to: size) }
      }
    }
    if let children = scenario.children, children.count > 2 {
      variants.add { $0.children?.count = max(2, children.count / 2) }
      variants.add { $0.children?.count = children.count - 1 }
    }
    variants.add { $0.start = .zero }
    for index in scenario.steps.indices {
      for speed in slower(scenario.steps[index]) { variants.add { $0.steps[index] = speed } }
      for step in ShrinkCore.steps(downTo: 10) {
        variants.add { $0.steps[index] = rounded(scenario.steps[index], to: step) }
      }
    }
    return variants.all.filter { startsInside($0) }
  }

  /// Whether the start lies within the content, so a shrunk scenario stays a plausible one.
  private static func startsInside(_ scenario: Scenario) -> Bool {
    let content = scenario.contentSize(forContainer: scenario.containerSize)
    return scenario.axes.members.allSatisfy { axis in
      OffsetRange(content: content, container: scenario.containerSize, axis: axis).contains(scenario.start[axis])
    }
  }

  /// The step at round speeds below its own, slowest first, in the same direction.
  private static func slower(_ step: Scenario.Step) -> [Scenario.Step] {
    func speeds(_ velocity: CGVector) -> [CGVector] {
      let speed = max(abs(velocity.dx), abs(velocity.dy))
      return ShrinkCore.niceSpeeds(below: speed).map { nice in
        CGVector(dx: velocity.dx / speed * nice, dy: velocity.dy / speed * nice)
      }
    }
    switch step {
    case .fling(let velocity): return speeds(velocity).map { .fling(velocity: $0) }
    case .drag(let by, let duration, let velocity?):
      return speeds(velocity).map { .drag(by: by, duration: duration, velocity: $0) }
    default: return []
    }
  }

  private static func rounded(_ step: Scenario.Step, to unit: Double) -> Scenario.Step {
    func round(_ value: Double) -> Double { ShrinkCore.rounded(value, to: unit) }
    func round(_ vector: CGVector) -> CGVector { CGVector(dx: round(vector.dx), dy: round(vector.dy)) }
    switch step {
    case .drag(let by, let duration, let velocity):
      return .drag(
        by: CGPoint(x: round(by.x), y: round(by.y)), duration: max(0.1, ShrinkCore.rounded(duration, to: 0.1)),
        velocity: velocity.map(round))
    case .wait(let seconds):
      // Tenths of a second on the coarse pass, hundredths on the fine one.
      return .wait(max(ShrinkCore.rounded(seconds, to: unit == 100 ? 0.1 : 0.01), 0.01))
    case .fling(let velocity):
      return .fling(velocity: round(velocity))
    case .resize, .rotate, .path, .scrollTo:
      return step
    }
  }

  /// A new starting container, with later rotations swapping back and forth
  /// from it. Along the primary axis the start, the content and the drags keep
  /// their length in pages, so a start on a page stays on one.
  private static func resize(_ scenario: inout Scenario, to size: CGSize) {
    let old = scenario.containerSize
    scenario.containerSize = size
    let axis = scenario.primaryAxis
    let scale = size[axis] / old[axis]
    scenario.start[axis] = (scenario.start[axis] * scale).rounded()
    if var content = scenario.contentSize {
      let other = axis.cross
      if content[other] == old[other] { content[other] = size[other] }
      content[axis] = (content[axis] * scale).rounded()
      scenario.contentSize = content
    }
    for index in scenario.steps.indices {
      switch scenario.steps[index] {
      case .resize(let new, let content):
        scenario.steps[index] = .resize(
          new == old ? size : CGSize(width: size.height, height: size.width), content: content)
      case .drag(var by, let duration, let velocity):
        by[axis] = (by[axis] * scale).rounded()
        scenario.steps[index] = .drag(by: by, duration: duration, velocity: velocity)
      default: break
      }
    }
  }
}
