/// The horizontal or vertical dimension, as in SwiftUI.
public enum Axis: Int8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case horizontal
  case vertical

  /// A set of axes, as in SwiftUI (`[.horizontal, .vertical]`).
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8

    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    public static let horizontal = Set(rawValue: 1 << Axis.horizontal.rawValue)
    public static let vertical = Set(rawValue: 1 << Axis.vertical.rawValue)

    /// The axes in the set, horizontal first, read from the static list of
    /// axes as they are asked for: no array is made, so a loop over them on a
    /// call's path allocates nothing.
    public var members: LazyFilterSequence<[Axis]> {
      Axis.allCases.lazy.filter { [self] in contains(Set(axis: $0)) }
    }

    /// The axis a rule for one axis works on: vertical when the set is only
    /// vertical, horizontal otherwise (both axes, or none). Pages are counted,
    /// children laid out and offsets compared along it.
    public var primary: Axis {
      self == .vertical ? .vertical : .horizontal
    }

    /// The set that holds only `axis`.
    public init(axis: Axis) {
      self = axis == .horizontal ? .horizontal : .vertical
    }
  }

  /// The other axis: vertical for horizontal and the reverse.
  public var cross: Axis {
    self == .horizontal ? .vertical : .horizontal
  }

  public var description: String {
    self == .horizontal ? "horizontal" : "vertical"
  }
}
