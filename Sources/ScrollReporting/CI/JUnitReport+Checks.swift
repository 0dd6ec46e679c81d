import BehaviorComparing
import Foundation
import PropertyChecking
import ScrollFormats

// The suites of `check` and `verify`: one per behavior (docs/ci.md).

extension JUnitReport.Suite {
  /// The name of the case that stands for the behavior itself.
  public static let behaviorCase = "reads, loads and declares its promises"

  /// The name of the case of a command that stopped on its input.
  public static let inputCase = "reads its input"

  /// The name of the case that stands for a comparison with a twin.
  public static func twinCase(_ reference: String) -> String { "agrees with \(reference)" }

  /// A check's suite: a case for the behavior itself, failed by every error
  /// that belongs to no property (it does not read or load, its header does not
  /// parse, nothing was tried), and a case per property checked, failed by its
  /// violation with the counterexample: the diagnostic (with the command that
  /// replays it) and the shrunk case or scenario as JSON.
  public init(check: ScriptCheck) {
    let name = check.path
    let errors = check.diagnostics.filter { $0.severity == .error }
    let own = errors.filter { $0.property == nil }
    var cases = [
      JUnitReport.Case(
        classname: name, name: Self.behaviorCase,
        failure: own.isEmpty
          ? nil
          : (
            message: own[0].message.prefix { $0 != "\n" }.description,
            text: own.map(\.description).joined(separator: "\n")
          ))
    ]
    let document = check.report?.document(behavior: name)
    for (index, entry) in (check.report?.entries ?? []).enumerated() {
      let property = entry.property.name
      var failure: (message: String, text: String)?
      if !entry.holds {
        let findings = errors.filter { $0.property == property }
        var text = findings.map(\.description)
        if let violation = document?.properties[index].violation {
          if let testCase = violation.case { text.append("counterexample (case): " + JSONLine.encode(testCase)) }
          if let scenario = violation.scenario {
            text.append("counterexample (scenario): " + JSONLine.encode(scenario))
          }
        }
        let message = findings.first.map { $0.message.prefix { $0 != "\n" }.description } ?? "\(property) violated"
        failure = (message: message, text: text.joined(separator: "\n"))
      }
      cases.append(JUnitReport.Case(classname: name, name: property, failure: failure))
    }
    self.init(name: name, seconds: check.report?.seconds, cases: cases)
  }

  /// A verified file's suite: its check's cases, and when it has a twin, a
  /// case for the comparison, failed by a disagreement (the comparison in
  /// words, with the smallest case and its commands) or by a comparison that
  /// could not run.
  public init(row: Verification.Row) {
    self.init(check: row.check)
    let name = row.script
    if let outcome = row.outcome {
      let failure: (message: String, text: String)? =
        outcome.report.passed
        ? nil
        : (message: outcome.text.prefix { $0 != "\n" }.description, text: outcome.text)
      cases.append(JUnitReport.Case(classname: name, name: Self.twinCase(outcome.reference), failure: failure))
    } else if row.check.passed, let reference = row.check.reference, let skipped = row.skipped {
      cases.append(
        JUnitReport.Case(
          classname: name, name: Self.twinCase(reference),
          failure: (message: "not compared: \(skipped)", text: "\(name): \(skipped)")))
    }
  }

  /// A suite for a command that stopped before a behavior was checked (a
  /// scenario file that does not read, say): one failed case saying why, so
  /// that CI shows the report and the reason.
  public init(stopped command: String, because reason: String) {
    self.init(
      name: command,
      cases: [JUnitReport.Case(classname: command, name: Self.inputCase, failure: (message: reason, text: reason))])
  }
}

extension JUnitReport {
  /// The report of `check` over `checks`, in their order.
  public init(checks: [ScriptCheck]) {
    self.init(name: "scrollscript check", suites: checks.map(Suite.init(check:)))
  }

  /// The report of `verify` over the files verified so far: a suite per file.
  public init(verified rows: [Verification.Row]) {
    self.init(name: "scrollscript verify", suites: rows.map(Suite.init(row:)))
  }
}
