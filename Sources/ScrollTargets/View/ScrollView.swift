/// A scrollable view, as in SwiftUI: the view a view file's scene is made
/// of. ``ViewLayout`` finds the outermost one and lays its content out.
///
/// Several views in `content` are laid out as a `VStack` (the model's reading
/// of SwiftUI, which stacks a scroll view's views vertically whatever its axis).
public struct ScrollView<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The content scrolled.
  public var content: Content
  /// The axes it scrolls on; default vertical.
  public var axes: Axis.Set
  /// Accepted: the model has no indicators.
  public var showsIndicators: Bool
  let at: ViewLocation

  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    let inner = try ViewNode.make(content)
    let children = ViewNode.siblings([inner])
    let body: ViewNode =
      switch children.count {
      case 0: .empty
      case 1: children[0]
      default: .stack(ViewNode.Stack(axis: .vertical, alignment: 0.5, spacing: nil, at: at), children)
      }
    return .scroll(ViewNode.Scroll(axes: axes, at: at), body)
  }
}
