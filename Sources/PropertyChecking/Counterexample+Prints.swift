import BehaviorRunning
import ScrollSimulation
import ScrollTargets

extension PropertyReport.Counterexample {
  /// Runs the counterexample again on `behavior` with its printed lines kept,
  /// and returns them for a person, each naming `origin`
  /// (`paging.lua:12: print: hello (counterexample of inBounds)`; a scenario's
  /// lines name their events too). None for a behavior that cannot print.
  ///
  /// A property check runs its many calls with printing off; this one call
  /// (or scenario) is what a person debugging the violation wants to see.
  /// A scenario stops before its next step at `deadline`, when given, as
  /// after too many calls over the budget (``SimulationRun/timeline(_:behavior:keepsPrints:)``).
  public func printed(
    by behavior: any ScrollTargetBehavior, origin: String, until deadline: ContinuousClock.Instant? = nil
  ) -> [String] {
    switch self {
    case .gesture(let testCase):
      return behavior.keepingPrints { takePrints in
        _ = try? testCase.run(behavior)
        return takePrints().report(from: origin)
      }
    case .scenario(let scenario):
      let simulator = SimulationRun.simulator(scenario, behavior: behavior, keepsPrints: true)
      simulator.stopCondition = { simulator in
        if let deadline, ContinuousClock.now >= deadline { return "the time limit" }
        return SimulationRun.stopAfterBudgetFailures(simulator)
      }
      return simulator.run().printReport(origin: origin)
    }
  }
}
