import Foundation

/// The offsets a scroll view can rest at along one axis: from 0, the content's
/// leading edge at the container's, to `max(0, content - container)`, its
/// trailing edge at the container's. Content shorter than its container has
/// one resting offset, 0.
public struct OffsetRange: Hashable, Sendable {
  /// The largest resting offset (pt), at least 0.
  public let upperBound: CGFloat

  /// The range for content `content` pt long in a container `container` pt long.
  public init(content: CGFloat, container: CGFloat) {
    upperBound = Swift.max(0, content - container)
  }

  /// The range along `axis` for content of `contentSize` in a container of `containerSize`.
  public init(content contentSize: CGSize, container containerSize: CGSize, axis: Axis) {
    self.init(content: contentSize[axis], container: containerSize[axis])
  }

  /// `offset` moved into the range.
  public func clamp(_ offset: CGFloat) -> CGFloat {
    Swift.min(Swift.max(offset, 0), upperBound)
  }

  /// Whether `offset` lies in the range, or within `tolerance` of it.
  public func contains(_ offset: CGFloat, within tolerance: CGFloat = 0) -> Bool {
    offset >= -tolerance && offset <= upperBound + tolerance
  }

  /// `point` moved into the ranges of content of `contentSize` in a container
  /// of `containerSize`, on each of `axes`; the other coordinate is kept.
  public static func clamp(
    _ point: CGPoint, content contentSize: CGSize, container containerSize: CGSize, axes: Axis.Set
  )
    -> CGPoint
  {
    var point = point
    for axis in axes.members {
      point[axis] = OffsetRange(content: contentSize, container: containerSize, axis: axis).clamp(point[axis])
    }
    return point
  }
}
