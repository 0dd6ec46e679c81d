import Foundation

/// The motion of an offset along one axis over time, in the manner of the
/// `Simulation` of Flutter's physics library: where it is, how fast it moves,
/// and whether it has come to rest. Times are seconds from the motion's start.
public protocol ScrollMotion: Sendable {
  /// Where the offset is at `time` (pt).
  func x(_ time: Double) -> Double
  /// How fast it moves at `time` (pt/s).
  func dx(_ time: Double) -> Double
  /// Whether the offset has come to rest at `time`; from then on `x` is its end.
  func isDone(_ time: Double) -> Bool
}

/// How a released scroll view moves to where it comes to rest: the motions a
/// simulation of gestures runs after each release.
public protocol SettlingPhysics: Sendable {
  /// The free coast after a release at `velocity` (pt/s) from `start`.
  func coast(from start: Double, velocity: Double) -> any ScrollMotion
  /// The motion from `start` to a chosen `end` after a release at `velocity` (pt/s).
  func settle(from start: Double, to end: Double, velocity: Double) -> any ScrollMotion
}

/// UIKit's settling, as the model has it: a coast decelerating at `rate`, and
/// a snap that keeps the release velocity where it points to the target
/// (``ScrollAnimation``'s two curves).
public struct DecelerationPhysics: SettlingPhysics, Hashable {
  public var rate: DecelerationRate
  /// The snap's curve (``ScrollAnimation/Snap``): a setting, since Apple publishes none.
  public var snap: ScrollAnimation.Snap

  public init(rate: DecelerationRate, snap: ScrollAnimation.Snap = .standard) {
    self.rate = rate
    self.snap = snap
  }

  public func coast(from start: Double, velocity: Double) -> any ScrollMotion {
    ScrollAnimation.deceleration(from: start, velocity: velocity, rate: rate)
  }

  public func settle(from start: Double, to end: Double, velocity: Double) -> any ScrollMotion {
    ScrollAnimation.snap(from: start, to: end, velocity: velocity, curve: snap)
  }
}
