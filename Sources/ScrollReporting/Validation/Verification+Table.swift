import BehaviorComparing
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollSimulation

extension Verification {
  /// The table a person reads.
  public var table: String {
    // No timings: calls timed inside a parallel comparison swing between runs
    // (a 60x ratio one run, 12x the next); `scrollscript bench` measures them
    // in interleaved rounds instead.
    let header = ["script", "reference", "valid", "properties", "cases", "agreement", "worst Δ (pt)"]
    var lines: [[String]] = [header]
    for row in rows {
      let report = row.outcome?.report
      let agreement = report.map {
        NumberText.fixed(100 * Double($0.agreements) / Double(max($0.cases, 1)), decimals: 2) + " %"
      }
      lines.append([
        row.script, row.outcome?.reference ?? row.check.reference ?? "-", row.check.passed ? "yes" : "NO",
        properties(of: row.check), report.map { "\($0.cases)" } ?? "-", agreement ?? (row.skipped ?? "-"),
        report?.worst.map { NumberText.trimmed($0.difference) } ?? "-",
      ])
    }
    var text = [TextTable.render(lines)]
    let failed = rows.filter { !$0.passed }.count
    let twinless = rows.filter { $0.outcome == nil && $0.passed }.count
    let time = "(\(NumberText.fixed(seconds, decimals: 1)) s)"
    text.append("")
    // Plural only above one: `1 script valid and in agreement with its twin`.
    if rows.count == 1 {
      text.append(
        failed > 0
          ? "1 script failed \(time)"
          : twinless == 1
            ? "1 script valid: it has no twin, and holds its properties \(time)"
            : "1 script valid and in agreement with its twin \(time)")
    } else {
      let alone =
        twinless == 0
        ? "" : "; \(twinless) without a twin \(twinless == 1 ? "holds its" : "hold their") properties"
      text.append(
        failed == 0
          ? "\(rows.count) scripts valid and in agreement with their twins\(alone) \(time)"
          : "\(failed) of \(rows.count) scripts failed \(time)")
    }
    return text.joined(separator: "\n")
  }

  /// The details of each failure: diagnostics and counterexamples.
  public var failures: String {
    rows.filter { !$0.passed }.map { row in
      var lines = row.check.diagnostics.filter { $0.severity == .error }.map(\.description)
      if let outcome = row.outcome, !outcome.report.passed { lines.append(outcome.text) }
      if let skipped = row.skipped, row.check.passed, skipped != "no twin" { lines.append("\(row.script): \(skipped)") }
      return lines.joined(separator: "\n")
    }.joined(separator: "\n\n")
  }

  /// `held/checked` properties, or `-` when they were not checked; as
  /// `check`'s summary counts them, that the calls run is not one of them,
  /// and is said apart when they did not.
  private func properties(of check: ScriptCheck) -> String {
    guard let report = check.report else { return "-" }
    let declared = report.entries.filter { !($0.property is Runs) }
    let held = "\(declared.count(where: \.holds))/\(declared.count)"
    return report.entries.contains { $0.property is Runs && !$0.holds } ? held + ", calls failed" : held
  }
}
