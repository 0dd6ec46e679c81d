import Foundation

/// A place a scroll view can come to rest, as in SwiftUI.
///
/// In this model `rect` is the visible region in content coordinates: its
/// origin is the content offset and its size the container size. A behavior
/// moves the target by changing `rect.origin`. When `anchor` is not `nil`, the
/// scroll view aligns the point of `rect` at `anchor` with the same point of the
/// container instead of aligning the origins (see ``restingOffset(containerSize:)``).
public struct ScrollTarget: Hashable, Sendable {
  /// The rectangle the scroll view should show, in content coordinates (pt).
  public var rect: CGRect
  /// How `rect` is aligned within the visible region; `nil` aligns origins.
  public var anchor: UnitPoint?

  /// Creates a target for `rect`, aligned at `anchor`.
  public init(rect: CGRect, anchor: UnitPoint? = nil) {
    self.rect = rect
    self.anchor = anchor
  }

  /// The content offset at which a container of `containerSize` shows this target.
  ///
  /// With no anchor this is `rect.origin`. With an anchor `a`, the offset on
  /// each axis is `rect.min + a * (rect.length - container.length)`, which puts
  /// the anchor point of `rect` on the anchor point of the container.
  public func restingOffset(containerSize: CGSize) -> CGPoint {
    guard let anchor else { return rect.origin }
    return CGPoint(
      x: rect.minX + anchor.x * (rect.width - containerSize.width),
      y: rect.minY + anchor.y * (rect.height - containerSize.height))
  }
}
