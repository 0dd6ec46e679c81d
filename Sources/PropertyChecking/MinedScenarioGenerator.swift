import BehaviorRunning
import Foundation
import ScrollSimulation
import ScrollTargets

/// Makes seeded scenarios whose gestures turn on the numbers a behavior
/// decides on: ``ScenarioGenerator``'s scenarios (of a seed of their own)
/// with, in each, the start moved onto a number one time in three, and each
/// fling's speed and each drag's length and release speed replaced by a
/// number one time in two, keeping its direction. The numbers are those of
/// ``MinedCaseGenerator``: the script's constants (a constant between 0 and 1
/// also as a fraction of the page) and the scene's lengths, nudged just below,
/// onto or just above. Scenario `i` of seed `s` with the same constants is always the same.
public struct MinedScenarioGenerator: Sendable {
  public let seed: UInt64
  public let constants: [Double]
  private let scenarios: ScenarioGenerator

  public init(seed: UInt64, constants: [Double], axis: Axis? = nil, screen: Screen? = nil) {
    self.seed = seed
    self.constants = constants.filter { $0.isFinite }
    scenarios = ScenarioGenerator(seed: seed ^ 0xC0A5_7A17_5CE9_0000, axis: axis, screen: screen)
  }

  /// Mined scenarios on `scene` alone (``ScenarioGenerator/init(seed:scene:)``).
  public init(seed: UInt64, constants: [Double], scene: Scene) {
    self.seed = seed
    self.constants = constants.filter { $0.isFinite }
    scenarios = ScenarioGenerator(seed: seed ^ 0xC0A5_7A17_5CE9_0000, scene: scene)
  }

  public func generate(_ index: Int) -> Scenario {
    var random = SeededGenerator(seed: seed ^ 0x3A1E_D5CE_0000_0000, index: index)
    var scenario = scenarios.generate(index)
    let axis = scenario.scene.primaryAxis
    let container = scenario.scene.containerSize
    let page = container[axis]
    let end = OffsetRange(
      content: scenario.contentSize(forContainer: container), container: container, axis: axis
    ).upperBound
    var lengths = [page, page / 2, page / 3, page * 0.7, end]
    for frame in scenario.childFrames(forContainer: container).prefix(6) {
      lengths += [frame.min(on: axis), frame.max(on: axis) - frame.min(on: axis)]
    }
    func number() -> Double {
      var value: Double
      if !constants.isEmpty, Double.random(in: 0..<1, using: &random) < 2.0 / 3 {
        value = constants.randomElement(using: &random)!
        if abs(value) > 0, abs(value) < 1, Bool.random(using: &random) { value *= page }
      } else {
        return abs(
          lengths.randomElement(using: &random)! + MinedCaseGenerator.besides.randomElement(using: &random)!)
      }
      // Within what a scenario file may hold, so the scenario replays as printed.
      return min(abs(value + MinedCaseGenerator.nudges.randomElement(using: &random)!), Scenario.maximumSpeed)
    }
    func along(_ old: Double, _ value: Double) -> Double { old < 0 ? -value : value }
    if Int.random(in: 0..<3, using: &random) == 0 { scenario.start[axis] = min(number(), end) }
    for (index, step) in scenario.steps.enumerated() {
      switch step {
      case .fling(var velocity) where Bool.random(using: &random):
        velocity[axis] = along(velocity[axis], number())
        scenario.steps[index] = .fling(velocity: velocity)
      case .drag(var by, let duration, var velocity) where Bool.random(using: &random):
        if Bool.random(using: &random) {
          by[axis] = along(by[axis], number())
        } else {
          var speed = velocity ?? .zero
          speed[axis] = along(by[axis], number())
          velocity = speed
        }
        scenario.steps[index] = .drag(by: by, duration: duration, velocity: velocity)
      default: break
      }
    }
    return scenario
  }
}
