import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// One gesture in one scene, before its call is made: what the mined and the
/// coverage-guided searches vary, and turn into a ``TargetCase``.
public struct Gesture: Hashable, Sendable {
  public var layout: Scene.Layout
  /// Where the gesture began and where the finger let go (pt).
  public var original: CGPoint
  public var release: CGPoint
  /// The release velocity (pt/s).
  public var velocity: CGVector
  /// The offset proposed, when not the scroll view's own proposal (the release plus the coast, clamped).
  public var proposed: CGPoint?

  public init(layout: Scene.Layout, original: CGPoint, release: CGPoint, velocity: CGVector, proposed: CGPoint? = nil) {
    self.layout = layout
    self.original = original
    self.release = release
    self.velocity = velocity
    self.proposed = proposed
  }

  /// The gesture of a generated case.
  public init(_ drawn: CaseGenerator.Draw) {
    self.init(layout: drawn.layout, original: drawn.original, release: drawn.release, velocity: drawn.velocity)
  }

  /// The call the gesture makes.
  public var testCase: TargetCase {
    TargetCase(layout.call(original: original, releasedAt: release, velocity: velocity, proposed: proposed))
  }

  /// The gesture with `value` in `role` along the primary axis (``MinedCaseGenerator/Role``):
  /// `sign` gives a velocity's or a drag's direction; offsets and lengths use `|value|`.
  public func with(_ value: Double, as role: MinedCaseGenerator.Role, sign: Double) -> Gesture {
    var next = self
    let axis = layout.primaryAxis
    let page = layout.containerSize[axis]
    let drag = release[axis] - original[axis]
    switch role {
    case .velocity:
      next.velocity[axis] = sign * value
    case .drag:
      next.release[axis] = original[axis] + sign * value
    case .original:
      next.original[axis] = layout.offsetRange(on: axis).clamp(abs(value))
      next.release[axis] = next.original[axis] + drag
    case .proposed:
      var point = proposed ?? layout.clamp(release)
      point[axis] = layout.offsetRange(on: axis).clamp(abs(value))
      next.proposed = point
    case .content:
      guard layout.targets.isEmpty else { return with(value, as: .original, sign: sign) }
      let length = abs(value)
      next.layout.contentSize[axis] = max(1, length < page ? page + length : length)
      next.original[axis] = next.layout.offsetRange(on: axis).clamp(original[axis])
      next.release[axis] = next.original[axis] + drag
      if let proposed { next.proposed = next.layout.clamp(proposed) }
    }
    return next
  }
}
