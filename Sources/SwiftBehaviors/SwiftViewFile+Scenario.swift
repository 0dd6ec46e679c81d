import Foundation
import ScrollSimulation
import ScrollTargets

extension SwiftViewFile {
  /// `scenario` with the view as its scene: the view laid out on the
  /// scenario's starting screen, then on every other screen its steps visit
  /// (``Scenario/screens``: rotations and resizes), so the simulator takes
  /// each layout when the screen turns. The rate, start, steps and the
  /// relative-frame rule are the scenario's; the layout direction given
  /// at the start reaches the view's root.
  ///
  /// - Returns: the scenario and the view's layout on its first screen.
  /// - Throws: ``SwiftBehaviorError`` as ``layout(_:relativeFrames:environment:)`` does.
  public func scenario(_ scenario: Scenario) throws(SwiftBehaviorError) -> (scenario: Scenario, layout: ViewFileLayout)
  {
    let given = scenario.scene
    let first = try layout([given.screen], like: given)[0]
    var result = scenario
    result.view = nil
    result.estimated = first.estimates
    result.scene = Scene(view: [first.viewScreen], decelerationRate: given.decelerationRate)
    result.scene.relativeFrames = given.relativeFrames
    var others: [Screen] = []
    for screen in result.screens.dropFirst() where screen != given.screen && !others.contains(screen) {
      others.append(screen)
    }
    result.scene.viewScreens += try viewScreens(others, like: given)
    return (result, first)
  }

  /// The view laid out on each of `screens` as `scene` lays views out: its
  /// relative-frame rule and its environment (a REPL's resize to a new size).
  public func viewScreens(_ screens: [Screen], like scene: Scene) throws(SwiftBehaviorError) -> [Scene.ViewScreen] {
    try layout(screens, like: scene).map(\.viewScreen)
  }

  private func layout(_ screens: [Screen], like scene: Scene) throws(SwiftBehaviorError) -> [ViewFileLayout] {
    try layout(screens, relativeFrames: scene.relativeFrames, environment: scene.environment)
  }
}
