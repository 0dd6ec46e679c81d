import ScrollPhysics
import ScrollTargets

/// A finger on the view: where the view was when it touched down, and its samples so far.
struct Touch {
  var original: CGPoint
  var startTick: Int
  var trackers: [Axis: VelocityTracker]
}

/// The animations running on each axis since `startTime`.
struct Motion {
  var startTime: Double
  var animations: [Axis: any ScrollMotion]

  /// `point` with each animated axis where its animation is at time `t`
  /// (the simulation's clock): one formula for the frames shown and foreseen.
  func position(from point: CGPoint, at t: Double) -> CGPoint {
    var point = point
    for (axis, animation) in animations { point[axis] = animation.x(t - startTime) }
    return point
  }

  func isDone(at t: Double) -> Bool {
    animations.values.allSatisfy { $0.isDone(t - startTime) }
  }
}
