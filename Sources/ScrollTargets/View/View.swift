/// A piece of user interface, as in SwiftUI: a value whose `body` is made of
/// other views, down to the model's primitives (stacks, shapes, `Text`,
/// `ScrollView`, modified views), whose body is `Never`.
///
/// The model lays views out (``ViewLayout``) but draws nothing: a view file
/// written for SwiftUI compiles against it and becomes a scroll view's
/// geometry.
@preconcurrency @MainActor public protocol View {
  /// The type of view this one is made of.
  associatedtype Body: View
  /// The view's content.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
  /// A primitive view has no body: the layout engine reads it directly.
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view the layout engine reads directly, rather than through its body.
protocol PrimitiveView {
  /// The view as the engine's tree; throws when it cannot be one (a `ForEach` too long).
  func makeNode() throws(ViewLayoutError) -> ViewNode
}

extension ViewNode {
  /// The tree of `view`: a primitive's node, or its body's tree.
  static func make<V: View>(_ view: V) throws(ViewLayoutError) -> ViewNode {
    if let primitive = view as? any PrimitiveView { return try primitive.makeNode() }
    return try make(view.body)
  }
}
