/// A view that shows nothing and takes no room, as in SwiftUI.
public struct EmptyView: View, PrimitiveView {
  public typealias Body = Never

  public init() {}

  func makeNode() throws(ViewLayoutError) -> ViewNode { .empty }
}
