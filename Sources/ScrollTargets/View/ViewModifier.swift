/// A modifier of the file's own, as in SwiftUI: a view made around the view
/// it modifies (`content`). `.modifier(Card())` lays out as `Card`'s
/// `body(content:)` around the view, so padding or frames in it count.
@preconcurrency @MainActor public protocol ViewModifier {
  associatedtype Body: View
  @ViewBuilder func body(content: Content) -> Body
  typealias Content = ModifierContent
}

/// The view a ``ViewModifier`` modifies, as its `body(content:)` receives it.
public struct ModifierContent: View, PrimitiveView {
  public typealias Body = Never
  let node: ViewNode
  func makeNode() throws(ViewLayoutError) -> ViewNode { node }
}

/// A view and a modifier of the file's own applied to it.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
  public typealias Body = Never
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    try ViewNode.make(modifier.body(content: ModifierContent(node: try ViewNode.make(content))))
  }
}

/// A modifier that changes nothing.
public struct EmptyModifier: ViewModifier, Sendable {
  public init() {}
  public func body(content: Content) -> some View { content }
  public static let identity = EmptyModifier()
}

extension View {
  /// The view with `modifier` applied: laid out as the modifier's body around it.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
