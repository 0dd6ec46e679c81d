import Foundation
import ScrollSimulation
import ScrollTargets

/// One `updateTarget` call described by a scene and a few numbers along its
/// primary axis, as `scrollscript run BEHAVIOR --original 780 --velocity -800`
/// takes them.
public struct SingleCall: Sendable {
  public var scene: Scene
  /// The offset when the gesture began (pt).
  public var original: Double
  /// The proposed offset (pt); `nil` for what the scene proposes
  /// (``Scene/Layout/proposal(releasedAt:velocity:)``).
  public var proposed: Double?
  /// The release velocity along the axis (pt/s).
  public var velocity: Double = 0

  public init(scene: Scene, original: Double) {
    self.scene = scene
    self.original = original
  }

  /// The axis the numbers are along.
  public var axis: Axis { scene.primaryAxis }

  /// Where the call starts: ``original`` held within the offsets the content
  /// rests at (`0 … content - container` on the axis), as a scroll view holds
  /// its offset when it is set past an end (`scrollTo`, `scrollPosition`).
  public var startOffset: Double {
    Double(scene.layout.offsetRange(on: axis).clamp(CGFloat(original)))
  }

  /// A note for standard error when ``original`` is past an end and the call
  /// starts at ``startOffset`` instead; `nil` when it is within them.
  ///
  /// `--original -500 is before the start: a scroll view holds its offset within 0 … 410, so the call starts at 0`
  public var originalNote: String? {
    let start = startOffset
    guard original.isFinite, abs(start - original) > 1e-9 else { return nil }
    let range = scene.layout.offsetRange(on: axis)
    return
      "--original \(NumberText.trimmed(original, decimals: 3)) is \(original < 0 ? "before the start" : "past the end"): "
      + "a scroll view holds its offset within 0 … \(NumberText.trimmed(Double(range.upperBound), decimals: 3)), "
      + "so the call starts at \(NumberText.trimmed(start, decimals: 3))"
  }

  /// The case these numbers describe, after checking them; it starts at ``startOffset``.
  public func makeCase() throws(InputError) -> TargetCase {
    try Quantity.offset.check(original, "--original")
    try Quantity.caseVelocity.check(velocity, "--velocity")
    if let proposed { try Quantity.offset.check(proposed, "--proposed") }
    let layout = scene.layout
    try Quantity.containerLength.check(layout.containerSize.width, "--container width")
    try Quantity.containerLength.check(layout.containerSize.height, "--container height")
    try Quantity.length.check(layout.contentSize.width, "--content width")
    try Quantity.length.check(layout.contentSize.height, "--content height")
    guard layout.targets.count <= Scenario.maximumChildren else {
      throw InputError(
        "--children", "makes \(layout.targets.count) children, over the limit of \(Scenario.maximumChildren)")
    }
    var start = CGPoint.zero
    start[axis] = startOffset
    var vector = CGVector.zero
    vector[axis] = velocity
    let offset = proposed.map { value -> CGPoint in
      var point = start
      point[axis] = value
      return point
    }
    return TargetCase(layout.call(original: start, velocity: vector, proposed: offset))
  }
}
