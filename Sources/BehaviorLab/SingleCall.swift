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
  /// The content's size; `nil` when a row of `childCount` children gives it:
  /// the row's length along the axis, the container's across it.
  public var content: CGSize?
  public var axis: Axis = .horizontal
  /// The offset when the gesture began (pt).
  public var original: Double
  /// The proposed offset (pt); `nil` for the natural resting place:
  /// `original + rate.projectedDistance(velocity)`, clamped to the content.
  public var proposed: Double?
  /// The release velocity along the axis (pt/s).
  public var velocity: Double = 0
  public var rate: DecelerationRate = .normal
  /// Lays out equal children of this length (pt) along the axis: `childCount`
  /// of them, or as many as reach the content's end.
  public var childLength: Double?
  /// How many children; `nil` fills the content.
  public var childCount: Int?
  /// The gap between neighbouring children (pt).
  public var spacing: Double = 0
  /// The space before the first child and after the last (pt).
  public var padding: (leading: Double, trailing: Double) = (0, 0)
  public var environment = EnvironmentValues()

  public init(container: CGSize, content: CGSize?, original: Double) {
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

  /// Parses `--padding`: `16` for both ends, or `16,24` for leading and trailing.
  public static func padding(_ text: String) throws(InputError) -> (leading: Double, trailing: Double) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
    switch parts.count {
    case 1: if let both = parts[0] { return (both, both) }
    case 2: if let leading = parts[0], let trailing = parts[1] { return (leading, trailing) }
    default: break
    }
    throw InputError("--padding", "expected PT or LEADING,TRAILING in points, such as 16 or 16,24, got '\(text)'")
  }

  /// The case these numbers describe, after checking them.
  public func makeCase() throws(InputError) -> TargetCase {
    try Quantity.containerLength.check(container.width, "--container width")
    try Quantity.containerLength.check(container.height, "--container height")
    try Quantity.offset.check(original, "--original")
    try Quantity.caseVelocity.check(velocity, "--velocity")
    if let proposed { try Quantity.offset.check(proposed, "--proposed") }
    let row = try self.row()
    let content: CGSize
    if let given = self.content {
      content = given
    } else if let row {
      var size = container
      size[axis] = row.contentLength
      content = size
    } else {
      throw InputError("--content", "give the content's size (WxH), or --children COUNT with --child LENGTH")
    }
    try Quantity.length.check(content.width, "--content width")
    try Quantity.length.check(content.height, "--content height")

    let bounds = OffsetRange(content: content, container: container, axis: axis)
    var originRect = CGRect(origin: .zero, size: container)
    originRect.origin[axis] = original
    var targetRect = originRect
    targetRect.origin[axis] = proposed ?? bounds.clamp(original + rate.projectedDistance(velocity: velocity))
    var vector = CGVector.zero
    vector[axis] = velocity
    var children: [CGRect] = []
    if var row {
      if childCount == nil {
        // As many as reach the content's end: the last may run past it.
        let room = content[axis] - padding.leading - padding.trailing + spacing
        row.count = max(0, Int((room / (row.length + spacing)).rounded(.up)))
      }
      guard row.count <= Scenario.maximumChildren else {
        throw InputError("--child", "makes \(row.count) children, over the limit of \(Scenario.maximumChildren)")
      }
      children = row.frames(axis: axis, crossLength: container[axis.cross])
    }
    return TargetCase(
      target: ScrollTarget(rect: targetRect),
      context: ScrollTargetBehaviorContext(
        originalTarget: ScrollTarget(rect: originRect), velocity: vector, contentSize: content,
        containerSize: container, axes: Axis.Set(axis: axis), environment: environment, targets: children))
  }

  /// The children's row, its count still to fill in when `childCount` is
  /// `nil`; `nil` without `childLength`.
  private func row() throws(InputError) -> ChildRow? {
    guard let childLength else {
      if childCount != nil || spacing != 0 || padding != (0, 0) {
        throw InputError("--children", "--children, --spacing and --padding lay out children: give --child LENGTH too")
      }
      return nil
    }
    let lengths = Quantity.length.range.upperBound
    try InputError.check(childLength, "--child", in: 1...lengths)
    try InputError.check(spacing, "--spacing", in: 0...lengths)
    try InputError.check(padding.leading, "--padding (leading)", in: 0...lengths)
    try InputError.check(padding.trailing, "--padding (trailing)", in: 0...lengths)
    if let childCount {
      guard (0...Scenario.maximumChildren).contains(childCount) else {
        throw InputError("--children", "expected 0 to \(Scenario.maximumChildren) children, got \(childCount)")
      }
    }
    return ChildRow(
      count: childCount ?? 0, length: childLength, spacing: spacing, leadingPadding: padding.leading,
      trailingPadding: padding.trailing)
  }
}
