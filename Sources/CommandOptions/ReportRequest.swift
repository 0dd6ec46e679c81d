import ArgumentParser
import Foundation
import ScrollTargets

/// A report for CI that `check` or `verify` writes besides its own output:
/// `--report junit FILE` (JUnit XML in FILE) or `--report github` (GitHub
/// workflow commands on standard output). docs/ci.md shows both in a workflow.
public enum ReportRequest: Hashable, Sendable {
  case junit(path: String)
  case github

  /// The kinds, as `--report` takes them.
  public static let kinds = ["junit", "github"]

  /// The help of `--report`.
  public static let help = ArgumentHelp(
    "A report for CI: 'junit FILE' writes JUnit XML to FILE, 'github' prints GitHub annotations; repeatable.",
    valueName: "kind")

  /// Reads the values given after `--report` (ArgumentParser collects every
  /// value up to the next option, so behavior paths may follow): a kind, for
  /// `junit` its file, perhaps another kind, and the values after those, which
  /// are the command's paths. A path named `junit` or `github` right after a
  /// report is written `./junit`.
  ///
  /// - Throws: ``ValidationError`` for an unknown kind, a `junit` with no file, or a second `junit`.
  public static func parse(_ values: [String]) throws(ValidationError) -> (reports: [ReportRequest], paths: [String]) {
    var reports: [ReportRequest] = []
    var index = values.startIndex
    while index < values.endIndex {
      let kind = values[index]
      guard kinds.contains(kind) else {
        guard reports.isEmpty else { break }
        let suggestion = Suggestion.nearest(to: kind, in: kinds).map { " (did you mean '\($0)'?)" } ?? ""
        throw ValidationError("--report: unknown report '\(kind)'\(suggestion): junit FILE or github")
      }
      index += 1
      if kind == "github" {
        reports.append(.github)
        continue
      }
      guard index < values.endIndex, !values[index].isEmpty else {
        throw ValidationError("--report junit needs the file to write, as in --report junit check.xml")
      }
      if let first = junitPath(in: reports) {
        throw ValidationError(
          "--report junit is given twice ('\(first)' and '\(values[index])'): a run writes one JUnit report")
      }
      reports.append(.junit(path: values[index]))
      index += 1
    }
    return (reports, Array(values[index...]))
  }

  /// The file of the first `junit` report, if any.
  public static func junitPath(in reports: [ReportRequest]) -> String? {
    for case .junit(let path) in reports { return path }
    return nil
  }
}
