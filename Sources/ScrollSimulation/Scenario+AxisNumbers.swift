import Foundation
import ScrollTargets

extension Scenario {
  /// A motion of a step that a scenario file may write as one number along
  /// the scrolling axis (docs/formats.md, "Scenario files"): `{"fling":{"velocity":800}}`.
  public enum AxisMotion: Hashable, Sendable {
    case dragBy, dragVelocity, flingVelocity
  }

  /// The motions a file wrote as numbers along the scrolling axis, and the
  /// axis they lie on now. The file's axes place them first; a scene the
  /// command line gives afterwards (another axis, or a view file's) places
  /// them again on its own (``placeAxisNumbers()``).
  public struct AxisNumbers: Hashable, Sendable {
    /// Each motion written as a number, by the index of its step.
    public var motions: [Motion] = []
    /// The axis they are on: the numbers were read into x.
    public var axis: Axis = .horizontal

    public struct Motion: Hashable, Sendable {
      public var step: Int
      public var motion: AxisMotion
      public init(step: Int, motion: AxisMotion) {
        self.step = step
        self.motion = motion
      }
    }

    public init(motions: [Motion] = [], axis: Axis = .horizontal) {
      self.motions = motions
      self.axis = axis
    }
  }

  /// Puts the motions written as numbers on the scene's primary axis, from
  /// the axis they were on; the steps do not change when the two are the same.
  public mutating func placeAxisNumbers() {
    let axis = scene.primaryAxis
    guard axis != axisNumbers.axis else { return }
    for motion in axisNumbers.motions where steps.indices.contains(motion.step) {
      steps[motion.step] = steps[motion.step].swapped(motion.motion)
    }
    axisNumbers.axis = axis
  }
}

extension Scenario.Step {
  /// The step with `motion`'s two components swapped: from one axis to the other.
  func swapped(_ motion: Scenario.AxisMotion) -> Self {
    func swap(_ vector: CGVector) -> CGVector { CGVector(dx: vector.dy, dy: vector.dx) }
    switch (self, motion) {
    case (.drag(let by, let duration, let velocity), .dragBy):
      return .drag(by: CGPoint(x: by.y, y: by.x), duration: duration, velocity: velocity)
    case (.drag(let by, let duration, let velocity?), .dragVelocity):
      return .drag(by: by, duration: duration, velocity: swap(velocity))
    case (.fling(let velocity), .flingVelocity): return .fling(velocity: swap(velocity))
    default: return self
    }
  }
}
