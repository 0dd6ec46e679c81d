/// A view whose node fails when its rule cannot be used: the error is raised
/// when the view is laid out, at the modifier's line and column.
struct CheckedView<Content: View>: View, PrimitiveView {
  typealias Body = Never
  var content: Content
  var error: ViewLayoutError?

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    if let error { throw error }
    return try ViewNode.make(content)
  }
}

extension View {
  /// This view, failing when laid out if `rule` cannot be used.
  func checked(_ rule: RelativeFrameRule) -> CheckedView<Self> {
    CheckedView(content: self, error: rule.error)
  }
}
