/// Views in a column, top to bottom, as in SwiftUI.
public struct VStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: Content
  let stack: ViewNode.Stack

  /// `spacing` between children (pt), `nil` for the default (8 pt in the model).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.stack = ViewNode.Stack(
      axis: .vertical, alignment: alignment.fraction, spacing: spacing,
      at: ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { try stack.node(content) }
}
