import ScrollSimulation
import ScrollTargets

/// Runs a scenario the way the CLI does: the behavior's `onScrollGeometryChange`
/// and `onScrollPhaseChange` hooks (a Lua script's or a `.swift` file's) watch the offset and the phases beside the
/// standard observers, and the run stops
/// once ``BehaviorFailure/budgetFailureLimit`` calls went over the budget.
public enum SimulationRun {
  /// The timeline of `scenario` on `behavior`; it ends early, with
  /// ``Timeline/stopped`` saying why, after ``BehaviorFailure/budgetFailureLimit``
  /// calls over the budget (a timeout or the memory cap): a script that runs
  /// away would otherwise take its budget on each of up to 100,000 steps.
  public static func timeline(_ scenario: Scenario, behavior: any ScrollTargetBehavior, keepsPrints: Bool = false)
    -> Timeline
  {
    let simulator = simulator(scenario, behavior: behavior, keepsPrints: keepsPrints)
    simulator.stopCondition = stopAfterBudgetFailures
    return simulator.run()
  }

  /// The reason to stop once ``BehaviorFailure/budgetFailureLimit`` calls went over the budget, else `nil`.
  public static func stopAfterBudgetFailures(_ simulator: Simulator) -> String? {
    guard simulator.budgetFailures >= BehaviorFailure.budgetFailureLimit else { return nil }
    return
      "stopped in step \(simulator.stepsRun + 1) of \(simulator.scenario.steps.count): \(simulator.budgetFailures) calls went over the script's budget (a timeout or its memory cap); the steps left were not run"
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
    simulator.observers.removeAll { $0 is HookObserver }
    watchGeometry(simulator)
  }

  private static func watchGeometry(_ simulator: Simulator) {
    if let hooks = HookObserver.watching(simulator.behavior) { simulator.observers.append(hooks) }
  }
}
