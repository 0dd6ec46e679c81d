/// The environment values a scroll target behavior can read, as in SwiftUI.
///
/// Only the values that bear on scrolling are modelled. Defaults describe an
/// iPhone in portrait: left to right, compact width, regular height.
public struct EnvironmentValues: Hashable, Sendable {
  /// The reading direction of the content.
  ///
  /// Geometry is given in layout coordinates, where the leading edge is at the
  /// smallest x whatever the direction (SwiftUI flips right-to-left layouts).
  /// Behaviors may still read it, for example to reverse a rule.
  public var layoutDirection: LayoutDirection
  /// The horizontal size class; `nil` when unknown.
  public var horizontalSizeClass: UserInterfaceSizeClass?
  /// The vertical size class; `nil` when unknown.
  public var verticalSizeClass: UserInterfaceSizeClass?

  public init(
    layoutDirection: LayoutDirection = .leftToRight,
    horizontalSizeClass: UserInterfaceSizeClass? = .compact,
    verticalSizeClass: UserInterfaceSizeClass? = .regular
  ) {
    self.layoutDirection = layoutDirection
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }
}

/// A direction in which content reads, as in SwiftUI.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
  case leftToRight
  case rightToLeft
}

/// A size class, as in SwiftUI.
public enum UserInterfaceSizeClass: String, CaseIterable, Hashable, Sendable {
  case compact
  case regular
}
