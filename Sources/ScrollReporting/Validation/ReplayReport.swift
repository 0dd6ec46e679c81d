import Foundation
import PropertyChecking
import ScrollFormats
import ScrollTargets

/// A replayed counterexample as a person reads it: what `run --expect` and
/// `simulate --expect` print (docs/properties.md, "Replaying a counterexample").
public enum ReplayReport {
  /// Each call the replay of a gesture made, as `run` describes one call, the
  /// probe's own calls headed by the property that made them; and, when the
  /// property holds, a last line that says so.
  public static func calls(
    _ replay: Replay.Gesture, property: any BehaviorProperty, behavior: String,
    explained: (any ScrollTargetBehavior)? = nil
  ) -> String {
    var blocks: [String] = []
    for (index, call) in replay.calls.enumerated() {
      let target = ScrollTarget(rect: CGRect(origin: call.result, size: call.testCase.context.containerSize))
      let described = CallReport.describe(
        call.testCase, result: .target(target), behavior: behavior, explained: explained)
      blocks.append(index == 0 ? described : "call \(index + 1), made by \(property.name):\n" + described)
    }
    if let (testCase, failure) = replay.failure {
      let described = CallReport.describe(testCase, result: .failure(failure), behavior: behavior)
      blocks.append(
        replay.calls.isEmpty ? described : "call \(replay.calls.count + 1), made by \(property.name):\n" + described)
    }
    if replay.holds { blocks.append(holds(property, on: "this call")) }
    return blocks.joined(separator: "\n")
  }

  /// `settles holds on this call`: the line a replay that found nothing ends with.
  public static func holds(_ property: any BehaviorProperty, on what: String) -> String {
    "\(property.name) holds on \(what)"
  }

  /// The violation as an error names it, with the rule on a second line:
  /// `settles violated: at rest on x = 150, a tap moves the view to 0`.
  /// A failed call (``Runs``) is its failure alone, as `check` prints it.
  public static func violation(_ violation: Violation, property: any BehaviorProperty) -> String {
    let message = ScriptText.escaped(violation.message)
    if property is Runs { return message }
    return "\(property.name) violated: \(message)\n  rule: \(property.rule)"
  }
}
