import BehaviorRunning
import Foundation
import PropertyChecking
import ScrollFormats

// The reports as the documents ScrollFormats writes for `--json`
// (docs/formats.md, "Reports"): each value fills its document; the keys and
// their encoding are ScrollFormats'.

extension CompareOutcome {
  /// The comparison as `compare --json` writes it.
  public var document: ComparisonDocument {
    ComparisonDocument(
      candidate: candidate, reference: reference, seed: seed, axis: axis?.description, cases: report.cases,
      agreements: report.agreements, disagreements: report.disagreements, tolerance: report.tolerance,
      worstDifference: report.worst?.difference, worstCase: report.worst?.index,
      candidateFailures: Dictionary(uniqueKeysWithValues: report.candidateFailures.map { ($0.key.rawValue, $0.value) }),
      disagreementsByKind: Dictionary(uniqueKeysWithValues: report.hotspots.map { ($0.trait, $0.disagreements) }),
      disagreementsByRule: report.byRule,
      disagreementsLeavingContent: ComparisonDocument.Sides(
        candidate: report.leavingContent.candidate, reference: report.leavingContent.reference),
      candidateNanosecondsPerCall: report.candidateNanosecondsPerCall,
      referenceNanosecondsPerCall: report.referenceNanosecondsPerCall, seconds: report.seconds,
      workers: report.workers, plannedCases: report.stopped?.plannedCases,
      counterexample: counterexample.map {
        ComparisonDocument.Counterexample(
          testCase: $0.testCase, candidate: $0.candidate, reference: $0.reference, rule: $0.rule,
          command: Reproduction.command(for: $0.testCase, behavior: candidate, scene: scene))
      })
  }

  /// The comparison as one line of JSON.
  public var json: String { JSONLine.encode(document) }
}

extension Verification {
  /// The verification as `verify --json` writes it: a row per script.
  public var document: VerificationDocument {
    VerificationDocument(
      passed: passed, seconds: seconds,
      scripts: rows.map { row in
        VerificationDocument.Script(
          script: row.script, reference: row.outcome?.reference ?? row.check.reference, valid: row.check.passed,
          diagnostics: row.check.diagnostics.map(\.description),
          propertiesHeld: row.check.report?.entries.filter(\.holds).count ?? 0,
          propertiesChecked: row.check.report?.entries.count ?? 0, cases: row.outcome?.report.cases ?? 0,
          agreements: row.outcome?.report.agreements ?? 0, worstDifference: row.outcome?.report.worst?.difference,
          skipped: row.skipped,
          counterexample: row.outcome?.counterexample.map {
            Reproduction.command(for: $0.testCase, behavior: row.script, scene: row.outcome?.scene)
          })
      })
  }

  /// The verification as one line of JSON.
  public var json: String { JSONLine.encode(document) }
}
