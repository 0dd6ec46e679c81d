// Font, AnyTransition, Animation and ScrollIndicatorVisibility are the values
// the ignored modifiers take (View+Appearance.swift): named so a view file
// compiles, holding what it was given, drawing nothing.

/// A font, as in SwiftUI; named only.
public struct Font: Hashable, Sendable {
  /// The text style's or the font's name: `title`, `system(17.0)`.
  public var name: String

  public static let largeTitle = Font(name: "largeTitle")
  public static let title = Font(name: "title")
  public static let title2 = Font(name: "title2")
  public static let title3 = Font(name: "title3")
  public static let headline = Font(name: "headline")
  public static let subheadline = Font(name: "subheadline")
  public static let body = Font(name: "body")
  public static let callout = Font(name: "callout")
  public static let footnote = Font(name: "footnote")
  public static let caption = Font(name: "caption")
  public static let caption2 = Font(name: "caption2")

  /// A system font of `size` (pt).
  public static func system(size: CGFloat) -> Font { Font(name: "system(\(size))") }

  /// Accepted and ignored.
  public func bold() -> Font { self }
}
