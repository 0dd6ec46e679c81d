import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// A person's account of one `updateTarget` call: where the gesture began, what
/// was proposed, where the behavior put the target, among the stops of the
/// pages and of the children (``Stops/words(for:in:)``).
public enum CallReport {
  /// The account of `result`, with the rule that decided when `explained` can tell it.
  /// The header names the bounds and insets of `scene`, when given and it has any.
  public static func describe(
    _ testCase: TargetCase, result: CaseResult, behavior: String, explained: (any ScrollTargetBehavior)? = nil,
    scene: Scene? = nil
  ) -> String {
    let context = testCase.context
    let axis = context.primaryAxis
    // The one numbering of stops, as check, simulate and the REPL word it.
    func position(_ offset: Double) -> String { Stops.words(for: offset, in: context) }
    let original = context.originalTarget.rect.min(on: axis)
    let proposed = testCase.target.rect.min(on: axis)
    // Right to left is said: a rule that reads the direction may turn on it alone.
    let direction = context.layoutDirection == .rightToLeft ? " right to left," : ""
    var lines = [
      "\(behavior): \(scene?.sizeWords ?? "container \(context.containerSize.text)"), content \(context.contentSize.text), \(axis),\(direction) max offset \(NumberText.trimmed(context.maxOffset(on: axis)))",
      "  original  \(pad(original))  \(position(original))",
      "  proposed  \(pad(proposed))  \(position(proposed)), velocity \(NumberText.trimmed(context.velocity[axis])) pt/s",
    ]
    switch result {
    case .target(let target):
      let result = target.restingOffset(containerSize: context.containerSize)[axis]
      let moved = abs(result - original) < 0.005 ? "unchanged" : "\(signed(result - original)) pt from original"
      var line = "  result    \(pad(result))  \(position(result)), \(moved)"
      if abs(result - proposed) < 0.005 { line += ", kept the proposal" }
      if result < -0.005 || result > context.maxOffset(on: axis) + 0.005 {
        line += " (outside the content: the view clamps it)"
      }
      lines.append(line)
      if let rule = testCase.rule(of: explained) { lines.append("  why       \(rule)") }
    case .failure, .invalidCase:
      lines.append("  error     \(result.error ?? "")")
    }
    return lines.joined(separator: "\n")
  }

  private static func pad(_ value: Double) -> String {
    let text = NumberText.trimmed(value)
    return text + String(repeating: " ", count: max(0, 8 - text.count))
  }

  private static func signed(_ value: Double) -> String {
    value >= 0 ? "+\(NumberText.trimmed(value))" : NumberText.trimmed(value)
  }
}
