/// A font, as in SwiftUI, reduced to what text's estimated size needs: its
/// point size and its line height.
///
/// The text styles take the sizes and line heights of Apple's Human
/// Interface Guidelines, "Typography", table "iOS, iPadOS Dynamic Type sizes",
/// at the default content size category (Large). A font given by size takes
/// a line height of 1.2 times it, the model's reading. Weight, design and
/// the other variants are kept by name but change no length: the estimate
/// does not go that fine (docs/views.md, "Estimated sizes").
public struct Font: Hashable, Sendable {
  /// The text style's or the font's name: `title`, `system(17.0)`.
  public var name: String
  /// The point size.
  public var size: CGFloat
  /// The height of one line of text.
  public var lineHeight: CGFloat

  init(name: String, size: CGFloat, lineHeight: CGFloat) {
    self.name = name
    self.size = size
    self.lineHeight = lineHeight
  }

  /// A Dynamic Type text style.
  public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// Point size and line height at the Large category (HIG, "Typography").
    var metrics: (size: CGFloat, lineHeight: CGFloat) {
      switch self {
      case .largeTitle: (34, 41)
      case .title: (28, 34)
      case .title2: (22, 28)
      case .title3: (20, 25)
      case .headline: (17, 22)
      case .subheadline: (15, 20)
      case .body: (17, 22)
      case .callout: (16, 21)
      case .footnote: (13, 18)
      case .caption: (12, 16)
      case .caption2: (11, 13)
      }
    }
  }

  /// A font's weight; named, no length.
  public struct Weight: Hashable, Sendable {
    let value: Int
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  /// A font's design; named, no length.
  public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

  /// A font's width; named, no length.
  public struct Width: Hashable, Sendable {
    let value: CGFloat
    public init(_ value: CGFloat) { self.value = value }
    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }

  /// A font's line spacing.
  public enum Leading: Hashable, Sendable { case standard, tight, loose }

  /// The text style's font.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    let metrics = style.metrics
    return Font(name: style.rawValue, size: metrics.size, lineHeight: metrics.lineHeight)
  }

  /// The system font of `size` points.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(name: "system(\(size))", size: size, lineHeight: size * 1.2)
  }

  /// A font by name at `size` points; the model estimates it as the system font of that size.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(name: name, size: size, lineHeight: size * 1.2)
  }

  /// A font by name at `size` points, scaled with `textStyle`; at the default category, `size`.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    custom(name, size: size)
  }

  /// A font by name at `fixedSize` points.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }

  public static let largeTitle = system(.largeTitle)
  public static let title = system(.title)
  public static let title2 = system(.title2)
  public static let title3 = system(.title3)
  public static let headline = system(.headline)
  public static let subheadline = system(.subheadline)
  public static let body = system(.body)
  public static let callout = system(.callout)
  public static let footnote = system(.footnote)
  public static let caption = system(.caption)
  public static let caption2 = system(.caption2)

  /// Line spacing: tight and loose move each line by 2 pt, the model's reading.
  public func leading(_ leading: Leading) -> Font {
    var font = self
    switch leading {
    case .standard: break
    case .tight: font.lineHeight = max(size, lineHeight - 2)
    case .loose: font.lineHeight += 2
    }
    return font
  }

  // Variants named in SwiftUI that the estimate does not tell apart.
  public func bold() -> Font { self }
  public func italic() -> Font { self }
  public func weight(_ weight: Weight) -> Font { self }
  public func width(_ width: Width) -> Font { self }
  public func monospaced() -> Font { self }
  public func monospacedDigit() -> Font { self }
  public func smallCaps() -> Font { self }
  public func lowercaseSmallCaps() -> Font { self }
  public func uppercaseSmallCaps() -> Font { self }
}
