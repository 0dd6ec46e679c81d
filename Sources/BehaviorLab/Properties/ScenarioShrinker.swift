import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// Makes a failing scenario short and readable while it keeps failing.
///
/// Tried in turn until none helps: fewer steps, a phone in portrait or
/// landscape, fewer children, a start at 0, the default environment, slower
/// round speeds, and rounder numbers (drags to tens of points, speeds to
/// hundreds, pauses to tenths of a second). A change is kept only when the scenario still fails and is simpler
/// by ``complexity(_:)``, so the result reproduces the failure and shrinking ends.
public enum ScenarioShrinker {
  /// The simplest scenario found from `start` for which `fails` holds; `fails(start)` must hold.
  /// At most `budget` candidates are tried.
  public static func shrink(_ start: Scenario, budget: Int = 1500, fails: (Scenario) -> Bool) -> Scenario {
    var best = start
    var tried = 0
    var improved = true
    while improved, tried < budget {
      improved = false
      let score = complexity(best)
      for candidate in candidates(best) where tried < budget {
        tried += 1
        if complexity(candidate) < score, fails(candidate) {
          best = candidate
          improved = true
          break
        }
      }
    }
    return best
  }

  /// How hard a scenario is to read: steps above all, then children, then numbers that are not round.
  static func complexity(_ scenario: Scenario) -> Double {
    func digits(_ value: Double) -> Double {
      if value == 0 { return 0 }
      for (step, cost) in [(100.0, 1.0), (10, 2), (1, 3), (0.1, 3.5)]
      where abs(value - (value / step).rounded() * step) < Tolerance.standard.rounding {
        return cost
      }
      return 4
    }
    // Slower gestures are simpler: a tenth of a point per factor of ten.
    func slowness(_ velocity: CGVector) -> Double { (log10(abs(velocity.dx) + 1) + log10(abs(velocity.dy) + 1)) / 10 }
    var score = Double(scenario.steps.count) * 100
    score += Double(scenario.children?.count ?? 0)
    score += scenario.containerSize == CGSize(width: 390, height: 844) ? 0 : 2
    score += scenario.environment == EnvironmentValues() ? 0 : 5
    score += scenario.screen == nil ? 0 : 3
    score += digits(scenario.start.x) + digits(scenario.start.y)
    for step in scenario.steps {
      switch step {
      case .drag(let by, let duration, let velocity):
        score += digits(by.x) + digits(by.y) + digits(duration)
        score += velocity.map { digits($0.dx) + digits($0.dy) + slowness($0) } ?? 0.5
      case .wait(let seconds): score += digits(seconds * 10)
      case .fling(let velocity): score += digits(velocity.dx) + digits(velocity.dy) + slowness(velocity)
      case .resize(let size, _): score += size == CGSize(width: 390, height: 844) ? 0 : 1
      case .path(let samples): score += Double(samples.count) + 0.5
      case .rotate: score += 1
      }
    }
    return score
  }

  /// Simpler variants of `scenario`, biggest cuts first.
  static func candidates(_ scenario: Scenario) -> [Scenario] {
    var result: [Scenario] = []
    func variant(_ change: (inout Scenario) -> Void) {
      var copy = scenario
      change(&copy)
      if JSONLine.encode(copy) != JSONLine.encode(scenario) { result.append(copy) }
    }
    variant { $0.environment = EnvironmentValues() }
    for index in scenario.steps.indices.reversed() where scenario.steps.count > 1 {
      variant { $0.steps.remove(at: index) }
    }
    // No screen: the same container with bounds equal to it, rotations swapping it.
    variant { $0.screen = nil }
    for size in [CGSize(width: 390, height: 844), CGSize(width: 844, height: 390)] where scenario.screen == nil {
      variant { resize(&$0, to: size) }
    }
    if let children = scenario.children, children.count > 2 {
      variant { $0.children?.count = max(2, children.count / 2) }
      variant { $0.children?.count = children.count - 1 }
    }
    variant { $0.start = .zero }
    for index in scenario.steps.indices {
      for speed in slower(scenario.steps[index]) { variant { $0.steps[index] = speed } }
      for step in [100.0, 10] {
        variant { $0.steps[index] = rounded(scenario.steps[index], to: step) }
      }
    }
    return result.filter { startsInside($0) }
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
      return [100.0, 200, 300, 500, 1000, 2000, 5000].filter { $0 < speed }.map { nice in
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
    func round(_ value: Double) -> Double { (value / unit).rounded() * unit }
    func round(_ vector: CGVector) -> CGVector { CGVector(dx: round(vector.dx), dy: round(vector.dy)) }
    switch step {
    case .drag(let by, let duration, let velocity):
      return .drag(
        by: CGPoint(x: round(by.x), y: round(by.y)), duration: max(0.1, (duration * 10).rounded() / 10),
        velocity: velocity.map(round))
    case .wait(let seconds):
      // Tenths of a second on the coarse pass, hundredths on the fine one.
      let parts = unit == 100 ? 10.0 : 100
      return .wait(max((seconds * parts).rounded() / parts, 0.01))
    case .fling(let velocity):
      return .fling(velocity: round(velocity))
    case .resize, .rotate, .path:
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
