/// A rectangle filling its frame.
public struct Rectangle: Shape, PrimitiveView {
  public typealias Body = Never
  public init() {}
  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}
