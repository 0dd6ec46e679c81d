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
  /// How a snap moves to the target a behavior chose: its decay constants.
  ///
  /// Apple publishes neither the curve nor the duration of the animation
  /// after a paging or snapping release. The public figures there are put one
  /// page's settle at about a third of a second: "takes about 0.3s for the
  /// page to 'settle'" of a UIScrollView pager (SCPageViewController issue
  /// #35, 2016), and `easeOut(duration: 0.35)` as SwiftUIPager's paging
  /// animation (issue #183, 2021). None supports more than half a second.
  /// ``standard`` (k from 14/s) brings a 390 pt page from rest within
  /// ``Tolerance/settle`` in `ln(390 / 0.5) / 14` ≈ 0.48 s, and a 300 pt card
  /// in 0.46 s; a fast release keeps its speed, up to k = 30/s.
  public struct Snap: Hashable, Sendable {
    /// The decay constant when the release velocity says nothing useful
    /// (zero, or away from the target) (1/s).
    public var defaultConstant: Double
    /// The decay constants the release velocity may set (1/s): the lower
    /// bound is how slow a snap may be, the upper how fast.
    public var constantRange: ClosedRange<Double>

    public init(defaultConstant: Double, constantRange: ClosedRange<Double>) {
      self.defaultConstant = defaultConstant
      self.constantRange = constantRange
    }

    /// The model's snap: k = 14/s at rest, the release's speed kept within 14…30/s.
    public static let standard = Snap(defaultConstant: 14, constantRange: 14...30)
  }

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
  /// the snap's ``Snap/constantRange``, else its ``Snap/defaultConstant``.
  public static func snap(
    from start: Double, to end: Double, velocity: Double, curve: Snap = .standard
  ) -> ScrollAnimation {
    let distance = end - start
    var constant = curve.defaultConstant
    if distance != 0, velocity / distance > 0 {
      constant = min(max(velocity / distance, curve.constantRange.lowerBound), curve.constantRange.upperBound)
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
