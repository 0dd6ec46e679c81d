/// Where a view sits inside a larger frame, on both axes, as in SwiftUI.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The fraction of the spare length put before the view on `axis`: 0 leading or top, 1 trailing or bottom.
  func fraction(on axis: Axis) -> CGFloat {
    axis == .horizontal ? horizontal.fraction : vertical.fraction
  }
}

/// A horizontal alignment: a `VStack`'s children, a frame's content.
public struct HorizontalAlignment: Hashable, Sendable {
  /// The fraction of the spare width put before the view: 0 leading, 1 trailing.
  let fraction: CGFloat

  public static let leading = HorizontalAlignment(fraction: 0)
  public static let center = HorizontalAlignment(fraction: 0.5)
  public static let trailing = HorizontalAlignment(fraction: 1)
}

/// A vertical alignment: an `HStack`'s children, a frame's content. Text
/// baselines are taken as the top or bottom, since the model has no glyphs to align by.
public struct VerticalAlignment: Hashable, Sendable {
  /// The fraction of the spare height put above the view: 0 top, 1 bottom.
  let fraction: CGFloat

  public static let top = VerticalAlignment(fraction: 0)
  public static let center = VerticalAlignment(fraction: 0.5)
  public static let bottom = VerticalAlignment(fraction: 1)
  public static let firstTextBaseline = VerticalAlignment(fraction: 0)
  public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}

/// How `aspectRatio` fits a view to its offer, as in SwiftUI.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// The largest size with the ratio inside the offer.
  case fit
  /// The smallest size with the ratio that covers the offer.
  case fill
}
