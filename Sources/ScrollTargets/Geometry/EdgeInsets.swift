import Foundation

/// Insets from each edge of a rectangle (pt), as SwiftUI's `EdgeInsets`:
/// here, the safe area a device keeps clear around a scroll view.
///
/// `leading` and `trailing` are the left and right edges in a left-to-right
/// layout; a device's figures are given that way.
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public static let zero = EdgeInsets()

  /// The insets' total along `axis`: `leading + trailing` across a row,
  /// `top + bottom` down a column (pt).
  public subscript(axis: Axis) -> CGFloat {
    axis == .horizontal ? leading + trailing : top + bottom
  }

  /// `size` less the insets on each axis: a scroll view's container for bounds
  /// of `size`, as Apple's `ScrollTargetBehaviorContext.containerSize`
  /// documentation describes it (bounds minus insets such as the safe area).
  /// A length never goes below zero.
  public func inset(_ size: CGSize) -> CGSize {
    CGSize(width: max(0, size.width - self[.horizontal]), height: max(0, size.height - self[.vertical]))
  }
}
