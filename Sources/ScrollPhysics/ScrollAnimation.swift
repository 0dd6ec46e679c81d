import Foundation
import ScrollTargets

/// The motion of an offset on one axis as it settles on a target.
///
/// The curve is an exponential approach, `x(t) = end - (end - start) * e^(-k t)`:
/// it starts at `start` with velocity `(end - start) * k` and slows in
/// proportion to the distance left, which is the shape of UIKit's deceleration.
/// It counts as done once less than ``Tolerance/settle`` remains; the scroll
/// view then sets the offset to `end` exactly. Times are seconds from the
/// animation's start.
public struct ScrollAnimation: ScrollMotion, Hashable {
  /// The decay constant used to snap when the release velocity says nothing
  /// useful (zero, or away from the target): 10/s, settling a 390 pt page in
  /// about 0.67 s, close to UIKit's paging animation.
  public static let defaultSnapConstant: Double = 10
  /// The range of decay constants a snap may use (1/s): slower would take
  /// over a second to settle a page, faster would jump.
  public static let snapConstantRange: ClosedRange<Double> = 6...30

  /// Where the offset starts (pt).
  public let start: Double
  /// Where it comes to rest (pt).
  public let end: Double
  /// The decay constant `k` (1/s).
  public let decayConstant: Double

  public init(start: Double, end: Double, decayConstant: Double) {
    self.start = start
    self.end = end
    self.decayConstant = decayConstant
  }

  /// The free coast after a release at `velocity` (pt/s) from `start`, ending at the
  /// natural resting place `start + rate.projectedDistance(velocity:)`.
  public static func deceleration(from start: Double, velocity: Double, rate: DecelerationRate) -> ScrollAnimation {
    ScrollAnimation(
      start: start, end: start + rate.projectedDistance(velocity: velocity),
      decayConstant: rate.decayConstant)
  }

  /// A settle from `start` to a chosen `end`, keeping the release `velocity` (pt/s)
  /// where it points toward `end`: `k = velocity / (end - start)` within
  /// ``snapConstantRange``, else ``defaultSnapConstant``.
  public static func snap(from start: Double, to end: Double, velocity: Double) -> ScrollAnimation {
    let distance = end - start
    var constant = defaultSnapConstant
    if distance != 0, velocity / distance > 0 {
      constant = min(max(velocity / distance, snapConstantRange.lowerBound), snapConstantRange.upperBound)
    }
    return ScrollAnimation(start: start, end: end, decayConstant: constant)
  }

  /// The offset at `time` (pt).
  public func x(_ time: Double) -> Double {
    isDone(time) ? end : end - (end - start) * exp(-decayConstant * time)
  }

  /// The velocity at `time` (pt/s).
  public func dx(_ time: Double) -> Double {
    isDone(time) ? 0 : (end - start) * decayConstant * exp(-decayConstant * time)
  }

  /// How long the animation runs (s): until less than ``Tolerance/settle`` remains.
  public var duration: Double {
    let distance = abs(end - start)
    let settle = Double(Tolerance.standard.settle)
    guard distance > settle else { return 0 }
    return log(distance / settle) / decayConstant
  }

  /// Whether the offset has come to rest at `time`.
  public func isDone(_ time: Double) -> Bool {
    time >= duration
  }
}
