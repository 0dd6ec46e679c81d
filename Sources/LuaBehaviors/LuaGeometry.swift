import ScrollTargets

/// The scroll geometry `onScrollGeometryChange(old, new)` receives, as SwiftUI's
/// `ScrollGeometry`: the content offset, the content size and the container size.
///
/// In Lua each is a fresh table: `{offset = {x=, y=}, contentSize = {width=,
/// height=}, containerSize = {width=, height=}}` (pt).
public struct LuaGeometry: Hashable, Sendable {
  /// The content offset (pt).
  public var offset: CGPoint
  /// The size of the scrollable content (pt).
  public var contentSize: CGSize
  /// The size of the container (pt).
  public var containerSize: CGSize

  public init(offset: CGPoint, contentSize: CGSize, containerSize: CGSize) {
    self.offset = offset
    self.contentSize = contentSize
    self.containerSize = containerSize
  }

  /// The six numbers the C host takes: offset x, y, content w, h, container w, h.
  var components: (Double, Double, Double, Double, Double, Double) {
    (
      Double(offset.x), Double(offset.y), Double(contentSize.width), Double(contentSize.height),
      Double(containerSize.width), Double(containerSize.height)
    )
  }
}
