// The values the ignored modifiers take (View+Appearance.swift): named so a
// view file compiles, holding what it was given, drawing nothing.

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

/// A transition, as in SwiftUI; named only.
public struct AnyTransition: Sendable {
  public var name: String

  public static let opacity = AnyTransition(name: "opacity")
  public static let slide = AnyTransition(name: "slide")
  public static let scale = AnyTransition(name: "scale")
  public static let identity = AnyTransition(name: "identity")
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
}

/// An animation, as in SwiftUI; named only.
public struct Animation: Hashable, Sendable {
  public var name: String

  public static let `default` = Animation(name: "default")
  public static let linear = Animation(name: "linear")
  public static let easeIn = Animation(name: "easeIn")
  public static let easeOut = Animation(name: "easeOut")
  public static let easeInOut = Animation(name: "easeInOut")
  public static let spring = Animation(name: "spring")
  public static let smooth = Animation(name: "smooth")
  public static let snappy = Animation(name: "snappy")
  public static let bouncy = Animation(name: "bouncy")
}

/// Whether a scroll view shows its indicators, as in SwiftUI; the model has none.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  public var name: String

  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}
