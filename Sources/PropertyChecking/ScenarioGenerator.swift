import BehaviorRunning
import Foundation
import ScrollSimulation
import ScrollTargets

/// Makes seeded sequences of gestures, the situations where pagers break.
///
/// Scenario `i` of seed `s` is always the same. Each draws:
/// - a device in either orientation, and an axis (or the one a script is written for);
///   half the phones in landscape are an iPhone 15 Pro with its safe area
///   (bounds 852 x 393, container 734 x 372), whose rotations are `rotate` steps;
/// - a row of pages (one child per container length, so content follows a
///   rotation), a row of cards (60–350 pt, gaps of 0, 8 or 16 pt), or plain
///   content with a short last page;
/// - a start at rest: at 0, at the end, on a page or on a child's leading edge;
/// - 2 to 5 gestures: drags just under and over the usual thresholds (a third,
///   70 % of a page) with or without a release velocity, and flings just
///   under and over the usual speeds (300 and 500 pt/s), mostly alternating
///   in direction;
/// - between gestures, a pause of 10 to 500 ms (the next gesture catches the
///   animation in flight) or a full settle, and sometimes a rotation;
/// - one scenario in six flings hard at an end, again and again.
///
/// On a scene a person gave (``init(seed:scene:)``) the scene is the one
/// given, and only the start, the gestures, the pauses and the turns are drawn.
public struct ScenarioGenerator: Sendable {
  public let seed: UInt64
  /// When set, every scenario scrolls on this axis.
  public let axis: Axis?
  /// When set, every scenario starts on this screen, in place of the device drawn.
  public let screen: Screen?

  /// When set, every scenario is on this scene, a person's own: it starts
  /// at rest on it and only the gestures are drawn; the device turns when the
  /// screen is a device's, and nothing else changes size.
  public let scene: Scene?

  public init(seed: UInt64, axis: Axis? = nil, screen: Screen? = nil) {
    self.seed = seed
    self.axis = axis
    self.screen = screen
    scene = nil
  }

  /// Scenarios on `scene` alone.
  public init(seed: UInt64, scene: Scene) {
    self.seed = seed
    axis = scene.primaryAxis
    screen = scene.screen
    self.scene = scene
  }

  /// Fractions of a page a drag travels: around a third, a half and 70 %.
  static let dragFractions = [0.1, 0.3, 0.32, 0.35, 0.5, 0.68, 0.72, 0.9, 1.2]
  /// Release speeds of drags (pt/s).
  static let dragSpeeds = [0.0, 50, 200, 290, 310, 490, 510, 800, 1500, 3000]
  /// Speeds of flings (pt/s).
  static let flingSpeeds = [100.0, 290, 310, 490, 510, 1000, 2000, 3500, 6000, 12_000]

  public func generate(_ index: Int) -> Scenario {
    // A different stream from the single gestures of the same seed.
    var random = SeededGenerator(seed: seed ^ 0x5CE9_A210_0000_0000, index: index)
    let device = CaseGenerator.devices.randomElement(using: &random)!
    let axis = self.axis ?? (Double.random(in: 0..<1, using: &random) < 0.6 ? .horizontal : .vertical)
    // From a stream of its own, so every other draw is what it was before screens had insets.
    var screenRandom = SeededGenerator(seed: seed ^ 0x5CE9_A210_1A5E_7000, index: index)
    // A screen that turns (a device's, or the one given); the others resize.
    var screen: Screen?
    if device.trait == .phoneLandscape, Bool.random(using: &screenRandom) {
      screen = CaseGenerator.insetScreen
    }
    if let fixed = self.screen { screen = fixed }
    let start = screen ?? Screen(bounds: device.bounds)
    let container = scene?.containerSize ?? start.containerSize
    let page = container[axis]
    var scenario = Scenario(
      scene: Scene(
        screen: start, content: .children, axes: Axis.Set(axis: axis),
        environment: device.environment),
      steps: [])
    if let scene {
      scenario.scene = scene
      if scene.screen.device == nil { screen = nil }
    }
    switch scene == nil ? Int.random(in: 0..<4, using: &random) : -1 {
    case -1: break
    case 0, 1:
      scenario.children = .init(count: Int.random(in: 2...12, using: &random), perPage: 1)
    case 2:
      let length = Double([60, 80, 120, 150, 200, 250, 300, 350].randomElement(using: &random)!)
      let spacing = Double([0, 8, 16].randomElement(using: &random)!)
      scenario.children = .init(count: Int.random(in: 3...30, using: &random), length: length, spacing: spacing)
    default:
      var content = container
      content[axis] = (page * Double.random(in: 1.2...8, using: &random) / 10).rounded() * 10
      scenario.contentSize = content
    }
    // The view starts at rest: at 0, at the end, on a page, or on a child's leading edge.
    let maxOffset = OffsetRange(
      content: scenario.contentSize(forContainer: container), container: container, axis: axis
    ).upperBound
    let frames = scenario.childFrames(forContainer: container)
    switch Int.random(in: 0..<4, using: &random) {
    case 0: break
    case 1: scenario.start[axis] = maxOffset
    default:
      let stops =
        frames.isEmpty ? Array(stride(from: 0, through: maxOffset, by: page)) : frames.map { $0.min(on: axis) }
      scenario.start[axis] = min(stops.randomElement(using: &random) ?? 0, maxOffset)
    }

    let atTheEnds = Int.random(in: 0..<6, using: &random) == 0
    var forward = scenario.start[axis] < maxOffset / 2
    if atTheEnds { forward = scenario.start[axis] >= maxOffset / 2 }
    var size = container
    for gesture in 0..<Int.random(in: 2...5, using: &random) {
      if gesture > 0 {
        if Double.random(in: 0..<1, using: &random) < 0.65 {
          scenario.steps.append(.wait((Double.random(in: 0.01...0.5, using: &random) * 1000).rounded() / 1000))
        } else {
          scenario.steps.append(.wait(1.5))
        }
        if Int.random(in: 0..<7, using: &random) == 0 {
          if let turned = screen?.rotated() {
            screen = turned
            size = turned.containerSize
            scenario.steps.append(.rotate(to: nil))
          } else if scene == nil {
            size = CGSize(width: size.height, height: size.width)
            scenario.steps.append(.resize(size, content: nil))
          }
        }
        if !atTheEnds, Bool.random(using: &random) { forward.toggle() }
      }
      let sign: Double = forward ? 1 : -1
      var motion = CGVector.zero
      if atTheEnds || Double.random(in: 0..<1, using: &random) < 0.45 {
        motion[axis] = sign * Self.flingSpeeds.randomElement(using: &random)!
        scenario.steps.append(.fling(velocity: motion))
      } else {
        var by = CGPoint.zero
        by[axis] = sign * (Self.dragFractions.randomElement(using: &random)! * size[axis]).rounded()
        let duration = [0.1, 0.2, 0.3].randomElement(using: &random)!
        var velocity: CGVector?
        if Double.random(in: 0..<1, using: &random) < 0.6 {
          let against = Double.random(in: 0..<1, using: &random) < 0.15
          motion[axis] = (against ? -sign : sign) * Self.dragSpeeds.randomElement(using: &random)!
          velocity = motion
        }
        scenario.steps.append(.drag(by: by, duration: duration, velocity: velocity))
      }
    }
    return scenario
  }
}
