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
