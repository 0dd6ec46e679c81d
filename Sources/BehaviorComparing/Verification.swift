import BehaviorLoading
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollTargets

/// The main job: check every script in a folder (its properties included) and
/// compare it with its twin. A script without a twin is valid when it holds
/// its properties.
public struct Verification: Sendable {
  /// One script's outcome: its check, and its comparison when it had one.
  public struct Row: Sendable {
    public var script: String
    public var check: ScriptCheck
    /// The comparison, when the script passed its checks and has a twin.
    public var outcome: CompareOutcome?
    /// Why there is no comparison, when there is none.
    public var skipped: String?

    /// Valid (properties included), and agrees with its twin on every case when it has one.
    public var passed: Bool {
      guard check.passed else { return false }
      if let outcome { return outcome.report.passed }
      // No comparison: valid on its properties when it has no twin; a failed comparison otherwise.
      return check.reference == nil
    }

  }

  public var rows: [Row] = []
  public var seconds: Double = 0
  public var passed: Bool { !rows.isEmpty && rows.allSatisfy(\.passed) }

  /// Checks and compares every behavior file in `scripts`, `cases` cases
  /// each, with `explicit` when given, else with each file's own twin; on
  /// `properties.scene` alone when a person gave one, for the checks and the comparisons.
  /// `progress` hears of each script as it starts and of the cases done;
  /// `finished` hears of each row as it ends, with the rows so far (a report
  /// written from them keeps what was found if the run is cut short).
  public init(
    scripts: [String], with explicit: String? = nil, cases: Int, seed: UInt64 = 1,
    tolerance: Double = Tolerance.standard.distance,
    stopAfterBudgetFailures: Int? = nil,
    workers: Int = ProcessInfo.processInfo.activeProcessorCount, limits: BehaviorLimits = .default,
    properties: PropertyOptions = PropertyOptions(), progress: ((String) -> (@Sendable (Int) -> Void)?)? = nil,
    finished: (([Row]) -> Void)? = nil
  ) {
    let clock = ContinuousClock()
    let start = clock.now
    for script in scripts {
      var check = ScriptCheck(path: script, limits: limits, options: properties)
      check.reference = explicit ?? check.reference
      var row = Row(script: script, check: check)
      if !check.passed {
        row.skipped = "invalid"
      } else if check.reference == nil {
        row.skipped = "no twin"
      } else {
        do {
          row.outcome = try CompareOutcome.compare(
            script, with: check.reference, cases: cases, seed: seed, scene: properties.scene, tolerance: tolerance,
            stopAfterBudgetFailures: stopAfterBudgetFailures,
            workers: workers, limits: limits,
            progress: progress?(script))
        } catch {
          row.skipped = "\(error)"
        }
      }
      rows.append(row)
      finished?(rows)
    }
    seconds = (clock.now - start).seconds
  }
}
