import Foundation

/// The valid offsets of a scroll view on one axis: `0...max(0, content - container)`.
public struct ScrollBounds: Hashable, Sendable {
  /// The largest valid offset (pt), at least 0.
  public let maxOffset: Double

  /// The bounds for `content` pt of content in a container `container` pt long.
  public init(content: Double, container: Double) {
    maxOffset = max(0, content - container)
  }

  /// `offset` moved into the valid range.
  public func clamp(_ offset: Double) -> Double {
    min(max(offset, 0), maxOffset)
  }
}
