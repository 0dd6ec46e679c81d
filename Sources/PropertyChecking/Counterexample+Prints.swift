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
  public func printed(by behavior: any ScrollTargetBehavior, origin: String) -> [String] {
    switch self {
    case .gesture(let testCase):
      return behavior.keepingPrints { takePrints in
        _ = try? testCase.run(behavior)
        return takePrints().report(from: origin)
      }
    case .scenario(let scenario):
      return SimulationRun.timeline(scenario, behavior: behavior, keepsPrints: true).printReport(origin: origin)
    }
  }
}
