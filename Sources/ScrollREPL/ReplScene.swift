import Foundation
import ScrollPhysics
import ScrollSimulation
import ScrollTargets

/// The scroll view a REPL session plays with: sizes, axis, children, where it starts.
///
/// Defaults: an iPhone in portrait (390 × 844 pt), ten pages of horizontal
/// content, no layout children, starting at offset 0, `normal` deceleration.
/// ``scenario(steps:)`` turns it into the ``Scenario`` the simulator runs.
public struct ReplScene: Sendable {
  /// How long the content is.
  public enum Content: Hashable, Sendable {
    /// A whole number (or fraction) of container lengths along the axis; follows rotations.
    case pages(Double)
    /// A fixed size (pt).
    case size(CGSize)
    /// As long as the layout children (which need `perPage`); follows rotations.
    case children
  }

  /// Container size presets (pt), as the `device` command names them: the
  /// iPhone 15's and the 12.9-inch iPad Pro's screens in points.
  public static let devices: [(name: String, size: CGSize)] = [
    ("iphone", CGSize(width: 390, height: 844)),
    ("iphone-landscape", CGSize(width: 844, height: 390)),
    ("ipad", CGSize(width: 1024, height: 1366)),
    ("ipad-landscape", CGSize(width: 1366, height: 1024)),
  ]

  public var container = CGSize(width: 390, height: 844)
  public var content = Content.pages(10)
  public var axes: Axis.Set = .horizontal
  public var children: Scenario.ChildLayout?
  public var environment = EnvironmentValues()
  /// The offset the first gesture starts from (pt, content-offset space).
  public var start = CGPoint.zero
  public var decelerationRate = DecelerationRate.normal

  public init() {}

  /// The axis pages are counted along.
  public var axis: Axis { axes.primary }

  /// The content size for a container of `container`, or `nil` when the children define it.
  public func contentSize(forContainer container: CGSize) -> CGSize? {
    switch content {
    case .pages(let pages):
      var size = container
      size[axis] = container[axis] * pages
      return size
    case .size(let size):
      return size
    case .children:
      return nil
    }
  }

  /// The scenario of this scene with `steps`.
  public func scenario(steps: [Scenario.Step]) -> Scenario {
    Scenario(
      containerSize: container, contentSize: contentSize(forContainer: container), axes: axes, start: start,
      decelerationRate: decelerationRate, environment: environment, children: children, steps: steps)
  }

  /// The resize step to `size`: page-counted content grows with the container.
  public func resize(to size: CGSize) -> Scenario.Step {
    if case .pages = content { return .resize(size, content: contentSize(forContainer: size)) }
    return .resize(size, content: nil)
  }

  /// One line per setting, for `:scene`.
  public var text: String {
    var lines = [
      "container \(Self.size(container))",
      "content   \(contentText)",
      "axis      \(axis)",
    ]
    if let children {
      let length =
        children.perPage.map { "\(NumberText.trimmed($0)) per page" }
        ?? "\(NumberText.trimmed(children.length)) pt each"
      lines.append("children  \(children.count), \(length)")
    }
    lines.append("start     \(NumberText.trimmed(start[axis]))")
    lines.append("rate      \(decelerationRate)")
    return lines.joined(separator: "\n")
  }

  private var contentText: String {
    switch content {
    case .pages(let pages):
      "\(NumberText.trimmed(pages)) pages (\(Self.size(scenario(steps: []).contentSize(forContainer: container))))"
    case .size(let size): Self.size(size)
    case .children: "the children (\(Self.size(scenario(steps: []).contentSize(forContainer: container))))"
    }
  }

  /// `390x844`, each side as ``NumberText/trimmed(_:decimals:)`` prints it.
  static func size(_ size: CGSize) -> String {
    "\(NumberText.trimmed(size.width))x\(NumberText.trimmed(size.height))"
  }
}
