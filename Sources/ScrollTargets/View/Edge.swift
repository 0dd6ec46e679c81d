/// An edge of a rectangle, as in SwiftUI: where padding, margins and safe-area
/// padding apply.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges (`.horizontal`, `.all`, `[.top, .leading]`), as in SwiftUI.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8

    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The set that holds only `edge`.
    public init(_ edge: Edge) {
      self.init(rawValue: 1 << edge.rawValue)
    }

    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

extension EdgeInsets {
  /// `length` on each edge in `edges`, zero elsewhere (pt).
  public init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
  }

  /// The inset on `edge` (pt).
  public subscript(edge: Edge) -> CGFloat {
    get {
      switch edge {
      case .top: top
      case .leading: leading
      case .bottom: bottom
      case .trailing: trailing
      }
    }
    set {
      switch edge {
      case .top: top = newValue
      case .leading: leading = newValue
      case .bottom: bottom = newValue
      case .trailing: trailing = newValue
      }
    }
  }

  /// The inset before the content on `axis`: `leading` across a row, `top` down a column (pt).
  func leadingEdge(on axis: Axis) -> CGFloat { axis == .horizontal ? leading : top }

  /// These insets and `other`, edge by edge (pt).
  func plus(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: top + other.top, leading: leading + other.leading, bottom: bottom + other.bottom,
      trailing: trailing + other.trailing)
  }

  /// Whether every inset is finite and not negative.
  var isValidLength: Bool {
    Edge.allCases.allSatisfy { self[$0].isFinite && self[$0] >= 0 }
  }
}
