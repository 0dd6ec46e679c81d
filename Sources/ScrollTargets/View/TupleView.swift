/// Several views in one block, laid out as siblings by the stack around them.
public struct TupleView<T>: View, PrimitiveView {
  public typealias Body = Never
  /// The views, as a tuple.
  public var value: T
  let children: [ChildView]

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    var nodes: [ViewNode] = []
    nodes.reserveCapacity(children.count)
    for child in children { nodes.append(try child.makeNode()) }
    return .list(nodes)
  }
}

/// One view of a block, its type erased: it makes its node when asked.
struct ChildView {
  private let make: () throws(ViewLayoutError) -> ViewNode

  init<V: View>(_ view: V) {
    make = { () throws(ViewLayoutError) -> ViewNode in try ViewNode.make(view) }
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { try make() }
}
