/// A row whose views SwiftUI makes as they scroll into sight; laid out as an `HStack`.
public struct LazyHStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: Content
  let stack: ViewNode.Stack

  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.stack = ViewNode.Stack(
      axis: .horizontal, alignment: alignment.fraction, spacing: spacing,
      at: ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { try stack.node(content) }
}
