import ArgumentParser
import Foundation
import ScrollTargets

/// How generated cases are compared: shared by `compare` and `verify`.
struct ComparisonOptions: ParsableArguments {
  @Option(
    name: .customLong("count"),
    help: "How many generated cases to run (default: 10000 for compare, 20000 per file for verify).")
  var requestedCount: Int?

  @Option(help: ArgumentHelp("The old name of --count.", visibility: .hidden))
  var cases: Int?

  /// `--count`, or the old `--cases`, or `default`.
  func count(default: Int) -> Int { requestedCount ?? cases ?? `default` }

  @Option(help: "The seed of the generated cases.")
  var seed: UInt64 = 1

  @Option(help: ArgumentHelp("Largest difference that still agrees (pt).", valueName: "pt"))
  var tolerance = Double(Tolerance.standard.distance)

  @Option(name: .customLong("workers"), help: "Worker threads (default: one per core).")
  var requestedWorkers: Int?

  /// The worker threads: `--workers`, else one per core.
  var workers: Int { requestedWorkers ?? ProcessInfo.processInfo.activeProcessorCount }

  @Option(
    help: ArgumentHelp(
      "Stop once this many cases made the script go over a budget (timeout or memory); 0 runs every case.",
      valueName: "count"))
  var stopAfter = BehaviorFailure.budgetFailureLimit

  /// `--stop-after` as the comparer takes it.
  var stopAfterBudgetFailures: Int? { stopAfter == 0 ? nil : stopAfter }

  func validate() throws {
    guard tolerance >= 0, tolerance.isFinite else { throw ValidationError("--tolerance must be a finite number >= 0") }
    guard workers >= 1, workers <= 256 else { throw ValidationError("--workers must be between 1 and 256") }
    guard stopAfter >= 0 else { throw ValidationError("--stop-after must be 0 or more") }
  }

  /// Checks a case count given with `--cases`.
  static func validate(cases: Int) throws {
    guard cases >= 1, cases <= 100_000_000 else { throw ValidationError("--cases must be between 1 and 100000000") }
  }
}
