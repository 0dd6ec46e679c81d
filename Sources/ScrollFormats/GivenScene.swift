import Foundation
import ScrollSimulation
import ScrollTargets

/// The scene a person gave a command (`--scene`, `--device` or any scene
/// option), with the options that spell it: the one scene `check` and
/// `compare` then draw their gestures on, and the scene every printed
/// replay names (docs/properties.md, "The scene checked").
public struct GivenScene: Sendable {
  /// The scene, with a view file's layouts on every screen it may turn to.
  public var scene: Scene
  /// The scene options that rebuild ``scene`` on the command line, such as
  /// `--device iphone15pro --margins 45 --children 10 --child 300 --spacing 10`
  /// or `--scene Carousel.swift`.
  public var arguments: [String]
  public init(scene: Scene, arguments: [String]) {
    self.scene = scene
    self.arguments = arguments
  }

  /// The arguments in one line, each shell-quoted.
  public var text: String { arguments.map(Reproduction.shellQuoted).joined(separator: " ") }

  /// `{"start":{"x":620,"y":0},"steps":[…]}`: a scenario on this scene as
  /// the scene's options complete it (`simulate - --device …`), when
  /// `scenario` is on it at its default frame rate; else `nil`.
  public func steps(of scenario: Scenario) -> String? {
    guard scenario.scene == scene, scenario.frameRate == 120, scenario.nearEnd == nil, scenario.view == nil else {
      return nil
    }
    return JSONLine.encode(
      Steps(start: scenario.start == .zero ? nil : JSONPoint(scenario.start), steps: scenario.steps))
  }

  /// What ``steps(of:)`` writes.
  private struct Steps: Encodable {
    var start: JSONPoint?
    var steps: [Scenario.Step]
  }

  /// The scenario the JSON of ``steps(of:)`` gives on this scene, as `simulate` reads it with the scene's options.
  ///
  /// - Throws: ``InputError`` when the JSON does not read.
  public func scenario(steps json: String) throws(InputError) -> Scenario {
    var scenario = try Scenario(json: Data(json.utf8), sceneGiven: true)
    scenario.scene = scene
    return scenario
  }

  /// Whether `testCase` was made on this scene as it stands (not turned):
  /// the same container, content, children, axes and environment.
  public func holds(_ testCase: TargetCase) -> Bool {
    let context = testCase.context
    let layout = scene.layout
    return context.containerSize == layout.containerSize && context.contentSize == layout.contentSize
      && context.targets == layout.targets && context.axes == layout.axes
      && context.environment == layout.environment && context.boundsSize == layout.boundsSize
  }
}
