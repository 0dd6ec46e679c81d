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
  /// Whether gestures may turn the device (a device's screen, or a view laid out on one).
  public var turns: Bool { scene.screen.device != nil }

  public init(scene: Scene, arguments: [String]) {
    self.scene = scene
    self.arguments = arguments
  }

  /// A scene given as plain options: the options ``Reproduction/sceneArguments(_:)`` writes for it.
  public init(scene: Scene) {
    self.init(scene: scene, arguments: Reproduction.sceneArguments(scene))
  }

  /// The arguments in one line, each shell-quoted.
  public var text: String { arguments.map(Reproduction.shellQuoted).joined(separator: " ") }

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
