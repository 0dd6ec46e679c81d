import LuaBehaviors
import ScrollSimulation
import ScrollTargets

/// Runs a scenario the way the CLI does: a script's `onScrollGeometryChange`
/// hook watches the offset beside the standard observers.
public enum SimulationRun {
  public static func timeline(_ scenario: Scenario, behavior: any ScrollTargetBehavior) -> Timeline {
    let simulator = Simulator(scenario: scenario, behavior: behavior)
    if let script = behavior as? LuaScrollTargetBehavior, script.observesGeometry {
      simulator.observers.append(LuaGeometryObserver(behavior: script))
    }
    return simulator.run()
  }
}
