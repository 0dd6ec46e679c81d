import BehaviorComparing
import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

extension CompareOutcome {
  /// The comparison in words.
  public var text: String {
    let percent = report.cases == 0 ? 100 : 100 * Double(report.agreements) / Double(report.cases)
    var lines = [
      "\(candidate) vs \(reference): \(report.agreements)/\(report.cases) cases agree (\(NumberText.fixed(percent, decimals: 2)) %), seed \(seed), tolerance \(report.tolerance.formatted) pt"
        + (scene == nil ? axis.map { ", \($0) cases only" } ?? "" : "")
    ]
    if let scene { lines.append("  on the scene given: \(scene.text)") }
    // On full agreement there is no worst difference to name.
    if let worst = report.worst, report.disagreements > 0 || worst.difference > 0 {
      lines.append("  worst difference \(NumberText.trimmed(worst.difference)) pt (case \(worst.index))")
    }
    if !report.candidateFailures.isEmpty {
      let failures = report.candidateFailures.sorted { $0.key.rawValue < $1.key.rawValue }
        .map { "\($0.value) \($0.key.rawValue)" }.joined(separator: ", ")
      lines.append("  script errors: \(failures)")
    }
    if let stopped = report.stopped {
      lines.append(
        "  stopped after \(report.cases) of \(stopped.plannedCases) cases: \(stopped.budgetFailures) went over a budget"
          + " (the script runs away; fix that first, or pass --stop-after 0 to run every case)")
    }
    guard let example = counterexample else { return lines.joined(separator: "\n") }
    for (name, count) in [(candidate, report.leavingContent.candidate), (reference, report.leavingContent.reference)]
    where count > 0 {
      lines.append(
        "  \(count) of \(report.disagreements) disagreements: \(name)'s result lies outside the content"
          + " (0 ... content - container), where the scroll view would clamp it")
    }
    lines.append("  disagreements by the reference's rule that decided:")
    for entry in report.rules.prefix(6) {
      lines.append("    \(entry.disagreements)\t\(entry.rule)")
    }
    lines.append("  disagreements by kind of case (highest rate first):")
    for spot in report.hotspots.prefix(8) {
      let rate = 100 * Double(spot.disagreements) / Double(spot.cases)
      lines.append(
        "    \(spot.trait.padding(toLength: 28, withPad: " ", startingAt: 0)) \(spot.disagreements)/\(spot.cases) (\(NumberText.fixed(rate, decimals: 1)) %)"
      )
    }
    lines.append("  smallest disagreement (shrunk from case \(example.originalIndex)):")
    let axis = example.testCase.context.primaryAxis
    func describe(_ result: CaseResult) -> String {
      switch result {
      case .target(let target):
        NumberText.trimmed(target.restingOffset(containerSize: example.testCase.context.containerSize)[axis])
          + (result.leavesContent(example.testCase.context)
            ? "  (outside the content: 0 ... \(NumberText.trimmed(example.testCase.context.offsetRange(on: axis).upperBound)))"
            : "")
      case .failure, .invalidCase: "error: \(result.error ?? "")"
      }
    }
    let kind = BuiltInBehaviors.names.contains(reference) ? " (Swift)" : ""
    lines.append("    \(reference)\(kind): \(describe(example.reference))" + (example.rule.map { "  (\($0))" } ?? ""))
    lines.append("    \(candidate): \(describe(example.candidate))")
    lines.append("    run it:  \(Reproduction.command(for: example.testCase, behavior: candidate, scene: scene))")
    lines.append("    and:     \(Reproduction.command(for: example.testCase, behavior: reference, scene: scene))")
    return lines.joined(separator: "\n")
  }
}
