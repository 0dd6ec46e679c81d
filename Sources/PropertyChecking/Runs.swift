import Foundation
import ScrollTargets

/// `runs`: every call returns a finite target within the script's limits.
///
/// Always checked, and first: a call that raises an error, goes over its
/// budget or returns a value that is not a finite number fails it, and the
/// failure is shrunk like any other violation. The runner judges it; this
/// type names it in reports.
public struct Runs: BehaviorProperty {
  public init() {}

  public var name: String { "runs" }
  public var rule: String { "every call returns a finite target within the script's limits" }
}
