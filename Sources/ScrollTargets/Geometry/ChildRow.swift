import Foundation

/// Children of one length in a row along an axis, as a lazy stack lays them
/// out: `leadingPadding`, then `count` children `length` pt long with `spacing`
/// pt between neighbours, then `trailingPadding`.
///
/// Child `i` starts at `leadingPadding + i * (length + spacing)`; the row is
/// `leadingPadding + count * length + (count - 1) * spacing + trailingPadding`
/// long, and only the padding when it has no children.
public struct ChildRow: Hashable, Sendable {
  public var count: Int
  /// Each child's length along the axis (pt).
  public var length: CGFloat
  /// The gap between neighbours (pt).
  public var spacing: CGFloat
  /// The space before the first child (pt).
  public var leadingPadding: CGFloat
  /// The space after the last child (pt).
  public var trailingPadding: CGFloat

  public init(
    count: Int, length: CGFloat, spacing: CGFloat = 0, leadingPadding: CGFloat = 0, trailingPadding: CGFloat = 0
  ) {
    self.count = count
    self.length = length
    self.spacing = spacing
    self.leadingPadding = leadingPadding
    self.trailingPadding = trailingPadding
  }

  /// The length of the whole row, padding included (pt).
  public var contentLength: CGFloat {
    let children = count > 0 ? CGFloat(count) * length + CGFloat(count - 1) * spacing : 0
    return leadingPadding + children + trailingPadding
  }

  /// Where child `index` starts along the axis (pt).
  public func start(of index: Int) -> CGFloat {
    leadingPadding + CGFloat(index) * (length + spacing)
  }

  /// The frames of the children along `axis`, each `crossLength` pt across it.
  public func frames(axis: Axis, crossLength: CGFloat) -> [CGRect] {
    (0..<Swift.max(count, 0)).map { index in
      var frame = CGRect.zero
      frame.origin[axis] = start(of: index)
      frame.size[axis] = length
      frame.size[axis.cross] = crossLength
      return frame
    }
  }
}
