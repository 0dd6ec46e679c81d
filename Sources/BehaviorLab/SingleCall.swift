import Foundation
import ScrollFormats
import ScrollPhysics
import ScrollSimulation
import ScrollTargets

/// One `updateTarget` call described by a few numbers along one axis, as
/// `scrollscript run BEHAVIOR --container 390x844 --content 3900x844 --original 780 --velocity -800`
/// takes them.
public struct SingleCall: Sendable {
  public var container: CGSize
  public var content: CGSize
  public var axis: Axis = .horizontal
  /// The offset when the gesture began (pt).
  public var original: Double
  /// The proposed offset (pt); `nil` for the natural resting place:
  /// `original + rate.projectedDistance(velocity)`, clamped to the content.
  public var proposed: Double?
  /// The release velocity along the axis (pt/s).
  public var velocity: Double = 0
  public var rate: DecelerationRate = .normal
  /// Lays out equal children of this length (pt) along the axis, from 0 to the content's end.
  public var childLength: Double?
  public var environment = EnvironmentValues()

  public init(container: CGSize, content: CGSize, original: Double) {
    self.container = container
    self.content = content
    self.original = original
  }

  /// Parses `WIDTHxHEIGHT` (`390x844`), naming `option` when it is malformed.
  public static func size(_ text: String, option: String) throws(InputError) -> CGSize {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else {
      throw InputError(option, "expected WIDTHxHEIGHT in points, such as 390x844, got '\(text)'")
    }
    return CGSize(width: width, height: height)
  }

  /// The case these numbers describe, after checking them.
  public func makeCase() throws(InputError) -> TargetCase {
    try Quantity.containerLength.check(container.width, "--container width")
    try Quantity.containerLength.check(container.height, "--container height")
    try Quantity.length.check(content.width, "--content width")
    try Quantity.length.check(content.height, "--content height")
    try Quantity.offset.check(original, "--original")
    try Quantity.caseVelocity.check(velocity, "--velocity")
    if let proposed { try Quantity.offset.check(proposed, "--proposed") }
    if let childLength { try InputError.check(childLength, "--child", in: 1...Quantity.length.range.upperBound) }

    let bounds = OffsetRange(content: content, container: container, axis: axis)
    var originRect = CGRect(origin: .zero, size: container)
    originRect.origin[axis] = original
    var targetRect = originRect
    targetRect.origin[axis] = proposed ?? bounds.clamp(original + rate.projectedDistance(velocity: velocity))
    var vector = CGVector.zero
    vector[axis] = velocity
    var children: [CGRect] = []
    if let childLength {
      let count = Int((content[axis] / childLength).rounded(.up))
      guard count <= Scenario.maximumChildren else {
        throw InputError("--child", "makes \(count) children, over the limit of \(Scenario.maximumChildren)")
      }
      children = ChildRow(count: count, length: childLength).frames(axis: axis, crossLength: container[axis.cross])
    }
    return TargetCase(
      target: ScrollTarget(rect: targetRect),
      context: ScrollTargetBehaviorContext(
        originalTarget: ScrollTarget(rect: originRect), velocity: vector, contentSize: content,
        containerSize: container, axes: Axis.Set(axis: axis), environment: environment, targets: children))
  }
}
