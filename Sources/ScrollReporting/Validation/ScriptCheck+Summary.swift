import Foundation
import PropertyChecking
import ScrollFormats
import ScrollSimulation

extension ScriptCheck {
  /// One line: `paging.lua: ok (8 properties held on 10000 gestures and 1000 scenarios in 0.2 s; twin paging)`.
  public var summary: String {
    var details: [String] = []
    if let report {
      let gestures = report.entries.map(\.gestures).max() ?? 0
      let scenarios = report.entries.map(\.scenarios).max() ?? 0
      // The properties the behavior is held to; that its calls run is said apart, when they did not.
      let declared = report.entries.filter { !($0.property is Runs) }
      let count = declared.count
      let violated = declared.count { !$0.holds }
      let callsFailed = report.entries.contains { $0.property is Runs && !$0.holds }
      var parts = callsFailed ? ["calls failed"] : []
      if violated > 0 || !callsFailed {
        parts.append(
          violated == 0
            ? "\(count) propert\(count == 1 ? "y" : "ies") held"
            : "\(violated) of \(count) propert\(count == 1 ? "y" : "ies") violated")
      }
      let what = parts.joined(separator: callsFailed && violated > 0 ? ", and " : "; ")
      details.append(
        "\(what) on \(gestures) gestures and \(scenarios) scenarios in \(NumberText.fixed(report.seconds, decimals: 1)) s"
      )
      if let stopped = report.stopped { details.append(stopped) }
      let cutShort = report.cutShort
      if cutShort > 0 {
        details.append(
          "shrinking cut short by the time limit on \(cutShort) violation\(cutShort == 1 ? "" : "s")")
      }
    }
    if let promises, !promises.declared { details.append("no expect: line, so the default properties") }
    if let reference { details.append("twin \(reference)") }
    let verdict = passed ? "ok" : "FAILED"
    return "\(path): \(verdict)" + (details.isEmpty ? "" : " (\(details.joined(separator: "; ")))")
  }

  /// Which properties were checked, under ``summary``: `  checked: inBounds,
  /// landsOn(pages)`, saying which of them no `expect:` line lists (and how
  /// to leave it out); `nil` when no check ran.
  public var checkedLine: String? {
    guard let report else { return nil }
    let names = report.entries.map(\.property.name).filter { $0 != Runs().name }
    guard !names.isEmpty else { return nil }
    let kept = promises?.kept ?? []
    var line = "  checked: " + names.joined(separator: ", ")
    if !kept.isEmpty {
      let listed = kept.joined(separator: ", ")
      line += " (\(listed) though no expect: line lists it: a 'without: \(listed)' line leaves it out)"
    }
    return line
  }
}
