/// A view whose type is erased, as in SwiftUI: laid out as the view it holds.
public struct AnyView: View, PrimitiveView {
  public typealias Body = Never
  private let make: () throws(ViewLayoutError) -> ViewNode

  /// Erases `view`'s type.
  public init<V: View>(_ view: V) {
    make = { () throws(ViewLayoutError) -> ViewNode in try ViewNode.make(view) }
  }

  /// Erases `view`'s type.
  public init<V: View>(erasing view: V) {
    self.init(view)
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { try make() }
}
