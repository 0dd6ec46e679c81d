import Foundation

// Text modifiers that change how text is drawn, on any view: the model
// estimates no text from them (`font` and `lineLimit` are the ones with
// geometry, kept elsewhere).

/// How lines of text align with one another, as in SwiftUI.
public enum TextAlignment: Hashable, Sendable {
  case leading, center, trailing
}

extension Text {
  /// A change of letter case (`textCase(.uppercase)`), as in SwiftUI.
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
  }

  /// Where text too long for its line is cut, as in SwiftUI.
  public enum TruncationMode: Hashable, Sendable {
    case head, tail, middle
  }

  /// The line of an underline or a strikethrough, as in SwiftUI.
  public struct LineStyle: Sendable {
    /// A line's pattern.
    public enum Pattern: Sendable {
      case solid
      case dot
      case dash
      case dashDot
      case dashDotDot
    }

    public let pattern: Pattern
    public let color: Color?

    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    public static var single: LineStyle { LineStyle() }
  }
}

/// Whether the user may select text (`textSelection(.enabled)`), as in SwiftUI.
public protocol TextSelectability {}

/// Text that can be selected.
public struct EnabledTextSelectability: TextSelectability, Sendable {}

/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability, Sendable {}

extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
  /// Accepted and ignored: the model estimates no text from its case.
  public func textCase(_ textCase: Text.Case?) -> Self { self }
  /// Accepted and ignored: alignment of lines inside the text's own frame.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> Self { self }
  /// Accepted and ignored.
  public func fontWeight(_ weight: Font.Weight?) -> Self { self }
  /// Accepted and ignored.
  public func fontDesign(_ design: Font.Design?) -> Self { self }
  /// Accepted and ignored.
  public func fontWidth(_ width: Font.Width?) -> Self { self }
  /// Accepted and ignored.
  public func bold(_ isActive: Bool = true) -> Self { self }
  /// Accepted and ignored.
  public func italic(_ isActive: Bool = true) -> Self { self }
  /// Accepted and ignored.
  public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
    -> Self
  { self }
  /// Accepted and ignored.
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
    -> Self
  { self }
  /// Accepted and ignored.
  public func monospacedDigit() -> Self { self }
  /// Accepted and ignored.
  public func monospaced(_ isActive: Bool = true) -> Self { self }
  /// Accepted and ignored.
  public func kerning(_ kerning: CGFloat) -> Self { self }
  /// Accepted and ignored.
  public func tracking(_ tracking: CGFloat) -> Self { self }
  /// Accepted and ignored: where long text is cut.
  public func truncationMode(_ mode: Text.TruncationMode) -> Self { self }
  /// Accepted and ignored.
  public func minimumScaleFactor(_ factor: CGFloat) -> Self { self }
  /// Accepted and ignored.
  public func allowsTightening(_ flag: Bool) -> Self { self }
  /// Accepted and ignored.
  public func textSelection(_ selectability: some TextSelectability) -> Self { self }
  /// Accepted and ignored: styles for the first and second levels of content.
  public func foregroundStyle(_ primary: some ShapeStyle, _ secondary: some ShapeStyle) -> Self { self }
  /// Accepted and ignored: styles for three levels of content.
  public func foregroundStyle(_ primary: some ShapeStyle, _ secondary: some ShapeStyle, _ tertiary: some ShapeStyle)
    -> Self
  { self }
}

extension View {
  /// Accepted and ignored: text is estimated at the default size, Large (docs/views.md, "Estimated sizes").
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> Self { self }
  /// Accepted and ignored: text is estimated at the default size, Large, which every range holds.
  public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> Self where R.Bound == DynamicTypeSize { self }
}
