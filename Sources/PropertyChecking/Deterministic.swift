import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// `deterministic`: the same case gives the same result, also after other calls.
///
/// Each gesture is asked again after a different call in between (the same
/// scroll view tapped where the gesture began), and the two results must be
/// equal to the bit: a rule that keeps state between calls, or reads a clock
/// or a random number, fails it.
public struct Deterministic: BehaviorProperty {
  public init() {}

  public var name: String { "deterministic" }
  public var rule: String { "the same case twice gives the same result, also after other calls" }

  public func probe(_ call: PropertyCall, run: PropertyRunner) throws(BehaviorFailure) -> Violation? {
    var tap = call.testCase
    tap.target.rect.origin = tap.context.originalTarget.rect.origin
    tap.context.velocity = .zero
    _ = try run(tap)
    let again = try run(call.testCase)
    guard again.result != call.result else { return nil }
    return Violation(
      "the same case gave (\(NumberText.trimmed(call.result.x)), \(NumberText.trimmed(call.result.y))), then (\(NumberText.trimmed(again.result.x)), \(NumberText.trimmed(again.result.y))); keep no state between calls"
    )
  }
}
