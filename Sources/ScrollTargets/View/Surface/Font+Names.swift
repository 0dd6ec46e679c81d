// The names `fontWeight`, `fontDesign` and `fontWidth` take (View+TextStyle.swift).

extension Font {
  /// A font's weight, as in SwiftUI.
  public enum Weight: Sendable {
    case ultraLight
    case thin
    case light
    case regular
    case medium
    case semibold
    case bold
    case heavy
    case black
  }

  /// A font's design, as in SwiftUI.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// A font's width, as in SwiftUI.
  public struct Width: Sendable {
    public let value: Double

    public init(_ value: Double) { self.value = value }

    public static var compressed: Width { Width(-0.3) }
    public static var condensed: Width { Width(-0.2) }
    public static var standard: Width { Width(0) }
    public static var expanded: Width { Width(0.2) }
  }
}
