import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// `followsFling(SPEED)`: from `SPEED` pt/s up (any non-zero speed for 0), the result never lies behind
/// the original target against the velocity.
///
/// Judged on the primary axis when its release velocity is at least `SPEED`,
/// on where the view rests, from the original target clamped to the content
/// (a gesture that catches the view rubber-banding past an end starts at that
/// end). A sign slip that sends fast backward flings forward fails it at once.
public struct FollowsFling: BehaviorProperty {
  /// The slowest release judged (pt/s).
  public var minimumSpeed: Double

  public init(_ minimumSpeed: Double) {
    self.minimumSpeed = minimumSpeed
  }

  public var name: String { "followsFling(\(minimumSpeed.formatted))" }
  public var rule: String {
    "a fling at \(minimumSpeed.formatted) pt/s or faster never rests behind the original target, against the velocity"
  }

  public func judge(_ call: PropertyCall) -> Violation? {
    guard call.cause == .gesture else { return nil }
    let axis = call.context.primaryAxis
    let velocity = call.context.velocity[axis]
    guard velocity != 0, abs(velocity) >= minimumSpeed else { return nil }
    let start = call.context.offsetRange(on: axis).clamp(call.start[axis])
    let along = (call.landed[axis] - start) * (velocity > 0 ? 1 : -1)
    guard along < -Tolerance.standard.distance else { return nil }
    return Violation(
      "a fling at \(NumberText.trimmed(velocity)) pt/s from \(axis.coordinate) = \(NumberText.trimmed(start)) rests at \(NumberText.trimmed(call.landed[axis])), \(NumberText.trimmed(-along)) pt against it",
      axis: axis, offset: call.landed[axis], nearest: start)
  }
}
