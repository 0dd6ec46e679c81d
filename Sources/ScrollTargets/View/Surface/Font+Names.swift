// The names `fontWeight`, `fontDesign` and `fontWidth` take (View+TextStyle.swift).

extension Font {
  /// A font's weight, as in SwiftUI.
  public struct Weight: Hashable, Sendable {
    public var name: String

    public static let ultraLight = Weight(name: "ultraLight")
    public static let thin = Weight(name: "thin")
    public static let light = Weight(name: "light")
    public static let regular = Weight(name: "regular")
    public static let medium = Weight(name: "medium")
    public static let semibold = Weight(name: "semibold")
    public static let bold = Weight(name: "bold")
    public static let heavy = Weight(name: "heavy")
    public static let black = Weight(name: "black")
  }

  /// A font's design, as in SwiftUI.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// A font's width, as in SwiftUI.
  public struct Width: Hashable, Sendable {
    public var value: Double

    public init(_ value: Double) { self.value = value }

    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }
}
