/// Views gathered without a layout of their own, as in SwiftUI: the stack
/// around a group lays its views out as siblings, and a modifier on the
/// group applies to each of them.
public struct Group<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    .list([try ViewNode.make(content)])
  }
}
