import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// A person's account of one `updateTarget` call: where the gesture began, what
/// was proposed, where the behavior put the target, in pages or children.
public enum CallReport {
  /// The account of `result`, with the rule that decided when `explained` can tell it.
  public static func describe(
    _ testCase: TargetCase, result: CaseResult, behavior: String, explained: (any ScrollTargetBehavior)? = nil
  ) -> String {
    let context = testCase.context
    let axis = context.primaryAxis
    let page = context.containerSize[axis]
    func position(_ offset: Double) -> String {
      var text = "page \(NumberText.trimmed(offset / page))"
      if !context.targets.isEmpty {
        let nearest = context.targets.indices.min {
          abs(context.targets[$0].min(on: axis) - offset) < abs(context.targets[$1].min(on: axis) - offset)
        }!
        let gap = offset - context.targets[nearest].min(on: axis)
        text += abs(gap) < 0.005 ? ", child \(nearest)" : ", child \(nearest) \(signed(gap)) pt"
      }
      return text
    }
    let original = context.originalTarget.rect.min(on: axis)
    let proposed = testCase.target.rect.min(on: axis)
    var lines = [
      "\(behavior): container \(size(context.containerSize)), content \(size(context.contentSize)), \(axis), max offset \(NumberText.trimmed(context.maxOffset(on: axis)))",
      "  original  \(pad(original))  \(position(original))",
      "  proposed  \(pad(proposed))  \(position(proposed)), velocity \(NumberText.trimmed(context.velocity[axis])) pt/s",
    ]
    switch result {
    case .target(let target):
      let result = target.restingOffset(containerSize: context.containerSize)[axis]
      var line = "  result    \(pad(result))  \(position(result)), \(signed(result - original)) pt from original"
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

  private static func size(_ size: CGSize) -> String {
    "\(NumberText.trimmed(size.width))×\(NumberText.trimmed(size.height))"
  }

  private static func pad(_ value: Double) -> String {
    let text = NumberText.trimmed(value)
    return text + String(repeating: " ", count: max(0, 8 - text.count))
  }

  private static func signed(_ value: Double) -> String {
    value >= 0 ? "+\(NumberText.trimmed(value))" : NumberText.trimmed(value)
  }
}
