/// A capsule filling its frame.
public struct Capsule: Shape, PrimitiveView {
  public typealias Body = Never
  public init() {}
  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}
