import Foundation

/// A scroll view's geometry after a change, as SwiftUI's `ScrollGeometry`
/// (iOS 18) reports it to `onScrollGeometryChange(for:of:action:)`: the
/// content offset, the content's size and the container's (pt); beyond
/// SwiftUI, the scroll-target layout's children and the axis pages are
/// counted along, which the simulator's observers read.
///
/// A Lua behavior's `onScrollGeometryChange(old, new)` receives the first
/// three as tables: `{offset = {x=, y=}, contentSize = {width=, height=},
/// containerSize = {width=, height=}}`.
public struct ScrollGeometry: Hashable, Sendable {
  /// The content offset (pt).
  public var offset: CGPoint
  /// The size of the scrollable content (pt).
  public var contentSize: CGSize
  /// The size of the container (pt).
  public var containerSize: CGSize
  /// The scroll-target layout's children, sorted along the primary axis.
  public var targets: [CGRect]
  /// The axis pages and children are counted along.
  public var primaryAxis: Axis

  public init(
    offset: CGPoint, contentSize: CGSize, containerSize: CGSize, targets: [CGRect] = [],
    primaryAxis: Axis = .horizontal
  ) {
    self.offset = offset
    self.contentSize = contentSize
    self.containerSize = containerSize
    self.targets = targets
    self.primaryAxis = primaryAxis
  }

  /// SwiftUI's name for ``offset``, so an app's `$0.contentOffset.y` compiles against the model.
  public var contentOffset: CGPoint { offset }
  /// SwiftUI's insets of the content (iOS 18): the model's geometry is already the container's, inside the
  /// safe area and margins, so they are zero here.
  public var contentInsets: EdgeInsets { .zero }
  /// The scroll view's bounds in its own space (iOS 18): here the container at the offset, as ``contentInsets`` says.
  public var bounds: CGRect { CGRect(origin: offset, size: containerSize) }
  /// The content in sight: the container's size at the offset (pt).
  public var visibleRect: CGRect { CGRect(origin: offset, size: containerSize) }

  /// How far the offset is from the end along the primary axis (pt).
  public var remaining: Double {
    OffsetRange(content: contentSize, container: containerSize, axis: primaryAxis).upperBound - offset[primaryAxis]
  }
}
