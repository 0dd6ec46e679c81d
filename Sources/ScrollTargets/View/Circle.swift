/// A circle centred in its frame; its frame is what it is offered, as SwiftUI's.
public struct Circle: Shape, PrimitiveView {
  public typealias Body = Never
  public init() {}
  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}
