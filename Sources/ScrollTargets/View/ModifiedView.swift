/// A view with a modifier that bears on geometry: what `frame`, `padding`,
/// `containerRelativeFrame`, `contentMargins` and the scroll modifiers return.
public struct ModifiedView<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The view modified.
  public var content: Content
  let modifier: ViewModifierNode

  init(_ content: Content, _ modifier: ViewModifierNode) {
    self.content = content
    self.modifier = modifier
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    .modified(try ViewNode.make(content), modifier)
  }
}
