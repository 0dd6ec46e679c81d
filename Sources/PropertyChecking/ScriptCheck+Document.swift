import Foundation
import ScrollFormats

// A check as the document ScrollFormats writes for `check --json` (docs/formats.md, "Reports").

extension ScriptCheck {
  /// The check as `check --json` writes it: the verdict, diagnostics and the property report.
  public var document: CheckDocument {
    CheckDocument(
      behavior: path, passed: passed, reference: reference, axis: (report?.axis).map(\.description),
      scene: report?.scene, diagnostics: diagnostics.map(\.description), printed: printed.isEmpty ? nil : printed,
      report: report?.document(behavior: path))
  }

  /// The check as one line of JSON.
  public var json: String { JSONLine.encode(document) }
}

extension PropertyReport {
  /// The report as `check --json` writes it, its commands running `behavior`.
  public func document(behavior: String) -> PropertyReportDocument {
    PropertyReportDocument(
      passed: passed, seed: seed, seconds: seconds, stopped: stopped,
      properties: entries.map { entry in
        PropertyReportDocument.Property(
          name: entry.property.name, rule: entry.property.rule, holds: entry.holds, complete: entry.complete,
          gestures: entry.gestures, scenarios: entry.scenarios,
          violation: entry.breach.map { breach in
            let command =
              breach.command
              ?? Self.reproduction(of: breach.counterexample, behavior: behavior, property: entry.property.name)
            let message = breach.violation.message
            let cutShort: Bool? = breach.cutShort ? true : nil
            return switch breach.counterexample {
            case .gesture(let testCase):
              PropertyReportDocument.Violation(
                message: message, foundIn: breach.origin, command: command, case: testCase,
                shrinkingCutShort: cutShort)
            case .scenario(let scenario):
              PropertyReportDocument.Violation(
                message: message, foundIn: breach.origin, command: command, scenario: scenario,
                shrinkingCutShort: cutShort)
            }
          })
      },
      sources: sources.map { source in
        PropertyReportDocument.Source(
          kind: source.scenarios ? "scenarios" : "gestures", name: source.name, cases: source.cases)
      })
  }
}
