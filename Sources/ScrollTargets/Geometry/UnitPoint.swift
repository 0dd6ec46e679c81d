import Foundation

/// A normalized two-dimensional point in a view's coordinate space, as in SwiftUI.
///
/// `(0, 0)` is the top-leading corner and `(1, 1)` the bottom-trailing corner.
/// A scroll target's `anchor` and `ViewAlignedScrollTargetBehavior`'s anchor are
/// unit points: `.leading` aligns leading edges, `.center` centres a view.
public struct UnitPoint: Hashable, Sendable {
  /// The normalized distance from the leading edge: 0 leading, 1 trailing.
  public var x: CGFloat
  /// The normalized distance from the top edge: 0 top, 1 bottom.
  public var y: CGFloat

  /// Creates the point `(0, 0)`.
  public init() {
    self.init(x: 0, y: 0)
  }

  /// Creates a unit point with the given normalized coordinates.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  /// The named unit points, in SwiftUI's spelling, for parsing and printing.
  public static let named: [(name: String, point: UnitPoint)] = [
    ("zero", .zero), ("center", .center), ("leading", .leading), ("trailing", .trailing),
    ("top", .top), ("bottom", .bottom), ("topLeading", .topLeading),
    ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
    ("bottomTrailing", .bottomTrailing),
  ]

  /// The unit point with the given SwiftUI name (`"center"`, `"topLeading"`, …), if any.
  public init?(named name: String) {
    guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
    self = match.point
  }

  /// The component along `axis`: `x` for horizontal, `y` for vertical.
  public func component(on axis: Axis) -> CGFloat {
    axis == .horizontal ? x : y
  }
}
