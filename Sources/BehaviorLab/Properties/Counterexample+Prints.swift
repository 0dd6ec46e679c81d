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
    guard let printing = behavior as? any PrintingScrollTargetBehavior else { return [] }
    printing.keepsPrintLog = true
    defer { printing.keepsPrintLog = false }
    switch self {
    case .gesture(let testCase):
      _ = try? testCase.run(behavior)
      return printing.takePrintLog().report(from: origin)
    case .scenario(let scenario):
      return SimulationRun.timeline(scenario, behavior: behavior).printReport(origin: origin)
    }
  }
}
