import Foundation
import LuaBehaviors
import ScrollFormats
import ScrollTargets

/// The main job: check every script in a folder (its properties included) and
/// compare it with its twin. A script without a twin is valid when it holds
/// its properties.
public struct Verification: Sendable {
  /// One script's line of the table.
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

    /// `held/checked` properties, or `-` when they were not checked.
    var properties: String {
      guard let report = check.report else { return "-" }
      return "\(report.entries.filter(\.holds).count)/\(report.entries.count)"
    }
  }

  public var rows: [Row] = []
  public var seconds: Double = 0
  public var passed: Bool { !rows.isEmpty && rows.allSatisfy(\.passed) }

  /// Checks and compares every script in `scripts`, `cases` cases each.
  /// `progress` hears of each script as it starts and of the cases done.
  public init(
    scripts: [String], cases: Int, seed: UInt64 = 1, tolerance: Double = 0.01, stopAfterBudgetFailures: Int? = nil,
    workers: Int = ProcessInfo.processInfo.activeProcessorCount, limits: LuaLimits = .default,
    properties: PropertyOptions = PropertyOptions(), progress: ((String) -> (@Sendable (Int) -> Void)?)? = nil
  ) {
    let clock = ContinuousClock()
    let start = clock.now
    for script in scripts {
      let check = ScriptCheck(path: script, limits: limits, options: properties)
      var row = Row(script: script, check: check)
      if !check.passed {
        row.skipped = "invalid"
      } else if check.reference == nil {
        row.skipped = "no twin"
      } else {
        do {
          row.outcome = try CompareOutcome.compareScript(
            script, cases: cases, seed: seed, tolerance: tolerance, stopAfterBudgetFailures: stopAfterBudgetFailures,
            workers: workers, limits: limits,
            progress: progress?(script))
        } catch {
          row.skipped = "\(error)"
        }
      }
      rows.append(row)
    }
    seconds = (clock.now - start).seconds
  }

  /// The table a person reads.
  public var table: String {
    let header = [
      "script", "reference", "valid", "properties", "cases", "agreement", "worst Δ (pt)", "Lua ns/call",
      "Swift ns/call", "Lua/Swift",
    ]
    var lines: [[String]] = [header]
    for row in rows {
      let report = row.outcome?.report
      let agreement = report.map { String(format: "%.2f %%", 100 * Double($0.agreements) / Double(max($0.cases, 1))) }
      let ratio = report.map {
        $0.referenceNanosecondsPerCall > 0
          ? String(format: "%.1fx", $0.candidateNanosecondsPerCall / $0.referenceNanosecondsPerCall) : "-"
      }
      lines.append([
        row.script, row.outcome?.reference ?? row.check.reference ?? "-", row.check.passed ? "yes" : "NO",
        row.properties, report.map { "\($0.cases)" } ?? "-", agreement ?? (row.skipped ?? "-"),
        report?.worst.map { CallReport.format($0.difference) } ?? "-",
        report.map { String(format: "%.0f", $0.candidateNanosecondsPerCall) } ?? "-",
        report.map { String(format: "%.0f", $0.referenceNanosecondsPerCall) } ?? "-", ratio ?? "-",
      ])
    }
    var text = [TextTable.render(lines)]
    let failed = rows.filter { !$0.passed }.count
    let twinless = rows.filter { $0.outcome == nil && $0.passed }.count
    let alone = twinless == 0 ? "" : "; \(twinless) without a twin hold their properties"
    text.append("")
    text.append(
      failed == 0
        ? "\(rows.count) scripts valid and in agreement with their twins\(alone) (\(String(format: "%.1f", seconds)) s)"
        : "\(failed) of \(rows.count) scripts failed (\(String(format: "%.1f", seconds)) s)")
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

  public var json: String {
    struct Entry: Encodable {
      var script: String
      var reference: String?
      var valid: Bool
      var diagnostics: [String]
      var propertiesHeld: Int
      var propertiesChecked: Int
      var cases: Int
      var agreements: Int
      var worstDifference: Double?
      var luaNanosecondsPerCall: Double?
      var swiftNanosecondsPerCall: Double?
      var skipped: String?
      var counterexample: String?
    }
    struct Document: Encodable {
      var passed: Bool
      var seconds: Double
      var scripts: [Entry]
    }
    let entries = rows.map { row in
      Entry(
        script: row.script, reference: row.outcome?.reference ?? row.check.reference, valid: row.check.passed,
        diagnostics: row.check.diagnostics.map(\.description),
        propertiesHeld: row.check.report?.entries.filter(\.holds).count ?? 0,
        propertiesChecked: row.check.report?.entries.count ?? 0, cases: row.outcome?.report.cases ?? 0,
        agreements: row.outcome?.report.agreements ?? 0, worstDifference: row.outcome?.report.worst?.difference,
        luaNanosecondsPerCall: row.outcome?.report.candidateNanosecondsPerCall,
        swiftNanosecondsPerCall: row.outcome?.report.referenceNanosecondsPerCall, skipped: row.skipped,
        counterexample: row.outcome?.counterexample.map { Reproduction.command(for: $0.testCase, behavior: row.script) }
      )
    }
    return JSONLine.encode(Document(passed: passed, seconds: seconds, scripts: entries))
  }
}
