import BehaviorRunning
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import Testing

/// On a scene a person gives, `check` varies the gesture only
/// (docs/properties.md, "The scene checked").
@Suite("a given scene: only the gesture varies")
struct GivenSceneGenerationTests {
  /// A carousel on an iPhone 15 Pro: 10 cards of 300 pt, 10 pt apart, 45 pt margins.
  static let carousel: Scene = {
    var scene = Scene(
      screen: Screen(device: .iPhone15Pro, orientation: .portrait), content: .children,
      children: .init(count: 10, length: 300, spacing: 10), environment: DevicePreset.iPhone15Pro.environment(.portrait)
    )
    scene.contentMargins = EdgeInsets(leading: 45, trailing: 45)
    return scene
  }()
  static let given = GivenScene(scene: carousel, arguments: ["--device", "iphone15pro"])

  @Test("every generated and mined gesture is on the scene; starts on a card, at the ends and between")
  func gestures() {
    let cases = CaseGenerator(seed: 1, scene: Self.carousel)
    let mined = MinedCaseGenerator(seed: 1, constants: [0.5, 1500], scene: Self.carousel)
    let stops = Set(Self.carousel.layout.targets.map { min(Double($0.minX), 2790) })
    var onCards = 0
    for index in 0..<2000 {
      let testCase = cases.generate(index).testCase
      #expect(Self.given.holds(testCase), "case \(index)")
      #expect(Self.given.holds(mined.generate(index)), "mined case \(index)")
      if stops.contains(Double(testCase.context.originalTarget.rect.minX)) { onCards += 1 }
    }
    #expect(onCards > 400, "a fair share start at rest on a card: \(onCards) of 2000")
  }

  @Test(
    "every generated and mined scenario is on the scene; a device's scenarios turn it, a plain screen's never resize")
  func scenarios() {
    let generator = ScenarioGenerator(seed: 1, scene: Self.carousel)
    let mined = MinedScenarioGenerator(seed: 1, constants: [2_000_000], scene: Self.carousel)
    var rotations = 0
    for index in 0..<300 {
      for scenario in [generator.generate(index), mined.generate(index)] {
        #expect(scenario.scene == Self.carousel, "scenario \(index)")
        for step in scenario.steps {
          if case .resize = step { Issue.record("scenario \(index) resizes") }
          if case .rotate = step { rotations += 1 }
          // A mined speed stays within what a scenario file may hold, so the replay is taken.
          if case .fling(let velocity) = step { #expect(abs(velocity.dx) <= Scenario.maximumSpeed) }
        }
      }
    }
    #expect(rotations > 0)
    var plain = Self.carousel
    plain.screen = Screen(bounds: CGSize(width: 390, height: 844))
    for index in 0..<300 {
      #expect(
        !ScenarioGenerator(seed: 1, scene: plain).generate(index).steps.contains { step in
          if case .rotate = step { return true }
          if case .resize = step { return true }
          return false
        })
    }
  }
}
