/// A shape, as in SwiftUI: a view that fills what it is offered, or 10 pt on
/// an axis offered nothing (SwiftUI's default for a shape's ideal size). The
/// model has no paths; `fill` and `stroke` keep the shape's geometry.
public protocol Shape: View {}

extension Shape {
  /// Accepted: the shape keeps its geometry; the style is not drawn.
  public func fill(_ content: some ShapeStyle = Color.primary) -> Self { self }
  /// Accepted: the shape keeps its geometry; the stroke is not drawn.
  public func stroke(_ content: some ShapeStyle = Color.primary, lineWidth: CGFloat = 1) -> Self { self }
  /// Accepted: the shape keeps its geometry; the stroke is not drawn.
  public func strokeBorder(_ content: some ShapeStyle = Color.primary, lineWidth: CGFloat = 1) -> Self { self }
}

/// A rectangle filling its frame.
public struct Rectangle: Shape, PrimitiveView {
  public typealias Body = Never
  public init() {}
  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}

/// A rectangle with rounded corners filling its frame.
public struct RoundedRectangle: Shape, PrimitiveView {
  public typealias Body = Never
  /// The corners' radius (pt); drawn by nothing here.
  public var cornerRadius: CGFloat
  public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}

/// A circle centred in its frame; its frame is what it is offered, as SwiftUI's.
public struct Circle: Shape, PrimitiveView {
  public typealias Body = Never
  public init() {}
  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}

/// A capsule filling its frame.
public struct Capsule: Shape, PrimitiveView {
  public typealias Body = Never
  public init() {}
  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}
