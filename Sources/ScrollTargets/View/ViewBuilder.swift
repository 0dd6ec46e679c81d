/// Builds a view from the statements of a closure or `body`, as SwiftUI's
/// result builder does: a block of views (any number, SwiftUI allows ten),
/// `if`, `if`/`else`, `switch` and optional views.
@resultBuilder
public enum ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An empty block is an `EmptyView`.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block of one view is that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block of several views is a `TupleView` of them, laid out as siblings.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    var children: [ChildView] = []
    for child in repeat each content { children.append(ChildView(child)) }
    return TupleView(value: (repeat each content), children: children)
  }

  /// `if` without `else`: the view, or nothing.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// `if` without `else`, as newer compilers name it.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> ConditionalContent<TrueContent, FalseContent>
  {
    ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> ConditionalContent<TrueContent, FalseContent>
  {
    ConditionalContent(storage: .falseContent(second))
  }

  /// `if #available` passes the view through.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}

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

/// One of two views, chosen by an `if`/`else` or a `switch`.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  public typealias Body = Never

  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    switch storage {
    case .trueContent(let view): try ViewNode.make(view)
    case .falseContent(let view): try ViewNode.make(view)
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeNode() throws(ViewLayoutError) -> ViewNode {
    guard let view = self else { return .empty }
    return try ViewNode.make(view)
  }
}
