// HStack, VStack, LazyHStack and LazyVStack share one layout
// (LayoutPass+Stack.swift): the lazy ones differ from the others in when
// SwiftUI makes their views, not where it puts them, so the model lays them
// out alike.

/// Views in a row, leading to trailing, as in SwiftUI.
public struct HStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: Content
  let stack: ViewNode.Stack

  /// `spacing` between children (pt), `nil` for the default (8 pt in the model, see docs/views.md).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.stack = ViewNode.Stack(
      axis: .horizontal, alignment: alignment.fraction, spacing: spacing,
      at: ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { try stack.node(content) }
}
