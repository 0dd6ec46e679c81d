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
    let rule = ViewLayout.RelativeFrames(rawValue: given.relativeFrames.rawValue) ?? .lessMargins
    let first = try layout([given.screen], relativeFrames: rule, environment: given.environment)[0]
    var result = scenario
    result.view = nil
    result.scene = Scene(view: [first.viewScreen], decelerationRate: given.decelerationRate)
    result.scene.relativeFrames = given.relativeFrames
    var others: [Screen] = []
    for screen in result.screens.dropFirst() where screen != given.screen && !others.contains(screen) {
      others.append(screen)
    }
    if !others.isEmpty {
      let more = try layout(others, relativeFrames: rule, environment: given.environment)
      result.scene.viewScreens += more.map { $0.viewScreen }
    }
    return (result, first)
  }
}
