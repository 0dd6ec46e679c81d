import Foundation
import ScrollFormats
import ScrollPhysics
import ScrollSimulation
import ScrollTargets

/// `monotone`: from the same start, a faster fling in one direction never
/// lands nearer the start than a slower one.
///
/// Each gesture with a velocity on the primary axis is flung again at twice
/// the speed; the proposal moves on by the extra coast the normal deceleration
/// rate gives, clamped to the content. Distances are measured from the
/// original target along the velocity, so a result behind the start counts as
/// negative.
public struct Monotone: BehaviorProperty {
  /// How much faster the second fling is.
  static let speedFactor = 2.0

  public init() {}

  public var name: String { "monotone" }
  public var rule: String {
    "from the same start, a faster fling in one direction never lands nearer the start than a slower one"
  }

  public func probe(_ call: PropertyCall, run: PropertyRunner) throws(BehaviorFailure) -> Violation? {
    let context = call.context
    let axis = context.primaryAxis
    let velocity = context.velocity[axis]
    guard velocity != 0, velocity.isFinite else { return nil }
    var faster = call.testCase
    let rate = DecelerationRate.normal
    let extra =
      rate.projectedDistance(velocity: velocity * Self.speedFactor) - rate.projectedDistance(velocity: velocity)
    faster.context.velocity[axis] = velocity * Self.speedFactor
    faster.target.rect.origin[axis] = min(
      max(call.testCase.target.rect.origin[axis] + extra, 0), context.maxOffset(on: axis))
    let again = try run(faster)
    let sign: Double = velocity > 0 ? 1 : -1
    let slow = (call.landed[axis] - call.start[axis]) * sign
    let fast = (again.landed[axis] - call.start[axis]) * sign
    guard fast < slow - Tolerance.standard.distance else { return nil }
    return Violation(
      "a fling at \(NumberText.trimmed(velocity)) pt/s rests \(NumberText.trimmed(slow)) pt from the start, one at \(NumberText.trimmed(velocity * Self.speedFactor)) pt/s only \(NumberText.trimmed(fast)) pt",
      axis: axis, offset: again.landed[axis], nearest: call.landed[axis])
  }
}
