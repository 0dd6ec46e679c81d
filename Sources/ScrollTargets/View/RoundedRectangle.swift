/// A rectangle with rounded corners filling its frame.
public struct RoundedRectangle: Shape, PrimitiveView {
  public typealias Body = Never
  /// The corners' radius (pt); drawn by nothing here.
  public var cornerRadius: CGFloat
  public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}
