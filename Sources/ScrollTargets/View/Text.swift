import Foundation

/// Text, as in SwiftUI, with an estimated size: the model has no glyphs, so
/// a line is as wide as its characters at an average advance of half the
/// font's size, and as tall as the font's line height (``Font``). Offered
/// less width than a line needs, the text wraps onto more lines, up to its
/// `lineLimit`; offered less height, it keeps the lines that fit (at least
/// one). Frames around it fix what they fix, as in SwiftUI. The size is an
/// estimate: a layout that uses it says so (docs/views.md, "Estimated sizes").
public struct Text: View, PrimitiveView {
  public typealias Body = Never
  /// The string shown.
  public var content: String
  /// The font given to this text itself; `nil` takes the environment's (`font(_:)` around it), else `.body`.
  var font: Font?
  let at: ViewLocation

  /// A string shown as it is; a literal is a ``LocalizedStringKey`` instead, as in SwiftUI.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ content: S, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.content = String(content)
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Styled text: its characters, as the model measures text by its string and font.
  public init(
    _ attributedContent: AttributedString, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    self.init(
      String(attributedContent.characters), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public init(
    verbatim content: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.init(content, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A value shown by a format style: `Text(page, format: .number)`.
  public init<F: FormatStyle>(
    _ input: F.FormatInput, format: F, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(format.format(input), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A date in one of the styles SwiftUI offers; the model shows it as a 12-character string, the length of `Sep 30, 2026`.
  public init(
    _ date: Date, style: DateStyle, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.init(
      String(repeating: "0", count: DateStyle.length), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// How `Text(_:style:)` shows a date.
  public struct DateStyle: Hashable, Sendable {
    let name: String
    /// The characters a date takes in any style: 12, the length of `Sep 30, 2026`.
    static let length = 12
    public static let time = DateStyle(name: "time")
    public static let date = DateStyle(name: "date")
    public static let relative = DateStyle(name: "relative")
    public static let offset = DateStyle(name: "offset")
    public static let timer = DateStyle(name: "timer")
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    let content = content
    let own = font
    return .leaf(
      ViewNode.Leaf(name: "Text", at: at, estimated: true) { proposal, context in
        TextMetrics.size(
          of: content, font: own ?? context.style.font ?? .body, lines: context.style.lineRange,
          spacing: context.style.lineSpacing, offered: proposal)
      })
  }

  /// This text in `font`; `nil` keeps the environment's.
  public func font(_ font: Font?) -> Text {
    var text = self
    text.font = font
    return text
  }

  /// The two texts as one run: the first one's font for both, in the model.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var text = lhs
    text.content += rhs.content
    return text
  }

  // Styling that changes no length in the estimate.
  public func bold(_ isActive: Bool = true) -> Text { self }
  public func italic(_ isActive: Bool = true) -> Text { self }
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  public func fontDesign(_ design: Font.Design?) -> Text { self }
  public func fontWidth(_ width: Font.Width?) -> Text { self }
  public func foregroundColor(_ color: Color?) -> Text { self }
  public func foregroundStyle(_ style: some ShapeStyle) -> Text { self }
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  public func kerning(_ kerning: CGFloat) -> Text { self }
  public func tracking(_ tracking: CGFloat) -> Text { self }
  public func baselineOffset(_ offset: CGFloat) -> Text { self }
  public func monospaced(_ isActive: Bool = true) -> Text { self }
  public func monospacedDigit() -> Text { self }
}

/// The estimate behind ``Text``'s size (docs/views.md, "Estimated sizes").
enum TextMetrics {
  /// The average advance of one character, as a fraction of the font's point size.
  static let averageAdvance: CGFloat = 0.5

  /// The size of `string` in `font`, wrapped to the width offered, its lines kept within `lines`, with
  /// `spacing` points between one line and the next (`lineSpacing(_:)`).
  static func size(
    of string: String, font: Font, lines range: ClosedRange<Int>, spacing: CGFloat = 0, offered proposal: Proposal
  ) -> CGSize {
    guard !string.isEmpty else { return .zero }
    let advance = font.size * averageAdvance
    let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false).map {
      CGFloat($0.count) * advance
    }
    let natural = paragraphs.max() ?? 0
    var width = natural
    var lines = paragraphs.count
    if let offered = proposal.width, offered.isFinite, offered < natural {
      let perLine = max(offered, advance)
      width = max(0, offered)
      lines = paragraphs.reduce(0) { $0 + max(1, Int(($1 / perLine).rounded(.up))) }
    }
    let pitch = font.lineHeight + spacing
    if let offered = proposal.height, offered.isFinite, pitch > 0 {
      lines = min(lines, max(1, Int(((offered + spacing) / pitch).rounded(.down))))
    }
    lines = min(max(lines, range.lowerBound), range.upperBound)
    return CGSize(width: width, height: CGFloat(lines) * pitch - spacing)
  }
}
