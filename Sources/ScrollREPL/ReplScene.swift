import Foundation
import ScrollFormats
import ScrollPhysics
import ScrollSimulation
import ScrollTargets

/// The scroll view a REPL session plays with: a ``Scene`` and where the first
/// gesture starts.
///
/// Defaults: those of every command (docs/formats.md, "Scenes"): a 390 × 844
/// pt container, ten pages of horizontal content, no children, `normal`
/// deceleration, starting at offset 0. ``scenario(steps:)`` turns it into
/// the ``Scenario`` the simulator runs.
public struct ReplScene: Sendable {
  public var scene = Scene()
  /// The offset the first gesture starts from (pt, content-offset space).
  public var start = CGPoint.zero

  public init() {}

  public init(scene: Scene, start: CGPoint = .zero) {
    self.scene = scene
    self.start = start
  }

  /// The axis pages are counted along.
  public var axis: Axis { scene.primaryAxis }

  /// The scene on `screen` (after rotations), its rules and start kept.
  func turned(to screen: Screen) -> ReplScene {
    var turned = self
    turned.scene.screen = screen
    return turned
  }

  /// The scenario of this scene with `steps`.
  public func scenario(steps: [Scenario.Step]) -> Scenario {
    Scenario(scene: scene, start: start, steps: steps)
  }

  /// One line per setting, for `:scene`: the device or the bounds, the
  /// padding and margins the container loses (when there are any), the
  /// container, the content, the axis, the children, the start and the rate.
  public var text: String {
    let screen = scene.screen
    var lines: [String] = []
    if let device = screen.device, let orientation = screen.orientation {
      lines.append("device    \(device.name) \(orientation.rawValue) (bounds \(screen.bounds.argument))")
      let insets = screen.safeAreaInsets
      lines.append(
        "insets    top \(NumberText.trimmed(insets.top)), leading \(NumberText.trimmed(insets.leading)), "
          + "bottom \(NumberText.trimmed(insets.bottom)), trailing \(NumberText.trimmed(insets.trailing))")
    }
    if screen.device == nil, scene.addedInsets != .zero { lines.append("bounds    \(screen.bounds.argument)") }
    if scene.safeAreaPadding != .zero {
      lines.append("padding   \(Self.endsText(scene.safeAreaPadding, on: axis)) (safeAreaPadding, \(endsNames))")
    }
    if scene.contentMargins != .zero {
      lines.append("margins   \(Self.endsText(scene.contentMargins, on: axis)) (contentMargins, \(endsNames))")
    }
    lines += [
      "container \(scene.containerSize.argument)",
      "content   \(contentText)",
      "axis      \(axis)",
    ]
    if let children = scene.children {
      let length =
        children.perPage.map { "\(NumberText.trimmed($0)) per page" }
        ?? "\(NumberText.trimmed(children.length)) pt each"
      lines.append("children  \(children.count), \(length)")
    }
    if scene.environment.layoutDirection == .rightToLeft { lines.append("direction right to left") }
    lines.append("start     \(NumberText.trimmed(start[axis]))")
    lines.append("rate      \(scene.decelerationRate)")
    return lines.joined(separator: "\n")
  }

  /// The ends insets are given at: `leading and trailing` across a row, `top and bottom` down a column.
  private var endsNames: String { axis == .horizontal ? "leading and trailing" : "top and bottom" }

  private var contentText: String {
    let size = scene.contentSize(forContainer: scene.containerSize).argument
    switch scene.content {
    case .pages(let pages): return "\(NumberText.trimmed(pages)) pages (\(size))"
    case .size: return size
    case .children: return "the children (\(size))"
    }
  }

}
