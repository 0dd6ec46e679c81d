import LuaBehaviors
import ScrollSimulation
import ScrollTargets

/// Runs a scenario the way the CLI does: a script's `onScrollGeometryChange`
/// hook watches the offset beside the standard observers.
public enum SimulationRun {
  public static func timeline(_ scenario: Scenario, behavior: any ScrollTargetBehavior, keepsPrints: Bool = false)
    -> Timeline
  {
    simulator(scenario, behavior: behavior, keepsPrints: keepsPrints).run()
  }

  /// The simulator `timeline(_:behavior:)` runs, for a session that steps it itself (the playground).
  public static func simulator(_ scenario: Scenario, behavior: any ScrollTargetBehavior, keepsPrints: Bool = false)
    -> Simulator
  {
    let simulator = Simulator(scenario: scenario, behavior: behavior, keepsPrints: keepsPrints)
    watchGeometry(simulator)
    return simulator
  }

  /// Puts `behavior` in `simulator`'s use, its geometry hook in place of the last behavior's.
  public static func replace(_ behavior: any ScrollTargetBehavior, in simulator: Simulator) {
    simulator.behavior = behavior
    simulator.observers.removeAll { $0 is LuaGeometryObserver }
    watchGeometry(simulator)
  }

  private static func watchGeometry(_ simulator: Simulator) {
    if let script = simulator.behavior as? LuaScrollTargetBehavior, script.observesGeometry {
      simulator.observers.append(LuaGeometryObserver(behavior: script))
    }
  }
}
