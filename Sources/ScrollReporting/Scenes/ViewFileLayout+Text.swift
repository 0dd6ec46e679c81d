import ScrollFormats
import ScrollSimulation
import ScrollTargets
import SwiftBehaviors

extension ViewFileLayout {
  /// How many targets the text shows before the last: the first five.
  public static let shownTargets = 5

  /// The layout as `scene` prints it: where the scroll view was written and
  /// the screen, then one line each for its bounds, insets, padding,
  /// margins, container, content, direction and behavior (`behaviorSpec`,
  /// the BEHAVIOR that runs it), then the targets along the primary axis
  /// (the first ``shownTargets`` and the last, with the count).
  public func text(behaviorSpec: String?) -> String {
    let axis = axes.primary
    let (startName, length) = axis == .horizontal ? ("x", "width") : ("y", "height")
    var screenName = "\(Self.number(screen.bounds.width)) x \(Self.number(screen.bounds.height))"
    if let device = screen.device, let orientation = screen.orientation {
      screenName = "\(device.name) in \(orientation.rawValue) (\(screenName))"
    }
    var lines = [
      "\(location): ScrollView laid out on \(screenName)",
      Self.row("axes", axes.members.map { $0 == .horizontal ? "horizontal" : "vertical" }.joined(separator: ", ")),
      Self.row("bounds", Self.size(frame.size)),
      Self.row("safe area", Self.insets(safeAreaInsets)),
      Self.row("safe-area padding", Self.insets(safeAreaPadding)),
      Self.row("content margins", Self.insets(contentMargins)),
      Self.row("container", Self.size(containerSize)),
      Self.row("content", Self.size(contentSize)),
      Self.row("direction", environment.layoutDirection.rawValue),
      Self.row(
        "behavior",
        behaviorSpec.map { name in
          switch behavior {
          case .type?: "\(name) (a type of the file)"
          default: name
          }
        } ?? "none (.scrollTargetBehavior is not given)"),
      Self.row("targets", "\(targets.count)" + (targets.isEmpty ? " (no scrollTargetLayout or scrollTarget)" : "")),
    ]
    if !estimates.isEmpty {
      lines.insert(Self.row("estimated", estimateSummary), at: lines.count - 1)
    }
    let shown =
      targets.count <= Self.shownTargets + 1
      ? Array(targets.indices) : Array(0..<Self.shownTargets) + [targets.count - 1]
    let width = String(targets.count - 1).count
    let starts = shown.map { Self.number(targets[$0].min(on: axis)) }
    let startWidth = starts.map(\.count).max() ?? 0
    for (position, index) in shown.enumerated() {
      if position == Self.shownTargets, index > Self.shownTargets {
        lines.append("  …")
      }
      let label = String(repeating: " ", count: width - String(index).count) + "\(index)"
      let start = starts[position] + String(repeating: " ", count: startWidth - starts[position].count)
      lines.append("  #\(label)  \(startName) \(start)  \(length) \(Self.number(targets[index].length(on: axis)))")
    }
    return lines.joined(separator: "\n")
  }

  private static func row(_ name: String, _ value: String) -> String {
    name.padding(toLength: 18, withPad: " ", startingAt: 0) + value
  }

  /// Points to 2 decimals, as people read them (`236.67`); `--json` keeps them exact.
  private static func number(_ value: CGFloat) -> String { NumberText.trimmed(Double(value)) }

  private static func size(_ size: CGSize) -> String { "\(number(size.width)) x \(number(size.height))" }

  /// `top 59, bottom 34`; `none` when every edge is 0.
  private static func insets(_ insets: EdgeInsets) -> String {
    let edges = [
      ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing),
    ].filter { $0.1 != 0 }
    return edges.isEmpty ? "none" : edges.map { "\($0.0) \(number($0.1))" }.joined(separator: ", ")
  }
}
