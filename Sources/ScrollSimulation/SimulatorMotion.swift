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

  /// The frames after frame `tick` until the motion rests (at most `limit`),
  /// starting from `point` at `frameRate`, as the frames shown will be.
  func frames(from point: CGPoint, after tick: Int, frameRate: Double, limit: Int) -> [Frame] {
    var frames: [Frame] = []
    var point = point
    var next = tick
    var done = false
    while !done, frames.count < limit {
      next += 1
      let t = Double(next) / frameRate
      point = position(from: point, at: t)
      done = isDone(at: t)
      frames.append(Frame(t: t, x: point.x, y: point.y))
    }
    return frames
  }
}
