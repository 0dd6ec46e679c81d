import Foundation

/// The key of a localized string, as in SwiftUI: what `Text("…")` takes for a
/// literal, whose interpolations may carry a format (`"\(date, format:
/// .dateTime.hour())"`), a date style, another `Text` or an image. The model
/// has no localizations: the key is its English text, which the text's
/// estimate measures (an image counts as one character).
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
  /// The text the key stands for.
  let text: String

  public init(_ value: String) { text = value }
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// A string with values in it, as SwiftUI's key interpolation takes them.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
    public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: CVarArg {
      text += String(format: specifier, value)
    }
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String { text += format.format(input) }
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      text += String(repeating: "0", count: Text.DateStyle.length)
    }
    public mutating func appendInterpolation(_ text: Text) { self.text += text.content }
    public mutating func appendInterpolation(_ image: Image) { text += "0" }
  }
}

extension Text {
  /// The text of `key`: a literal, perhaps with formatted values in it.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.init(key.text, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
