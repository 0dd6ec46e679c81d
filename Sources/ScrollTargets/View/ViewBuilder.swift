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
