import Foundation
import ScrollTargets

/// A `#Preview { … }` of a view file, as the light reading finds it: an
/// entry point like a view type, since the views that take arguments are
/// often made only there (docs/views.md, "Previews").
///
/// The model has no macros, so before compiling the tool rewrites each
/// preview, in a copy of the file, into a plain view type whose `body` is
/// the preview's (``SwiftPreviewRewrite``).
struct SwiftPreview {
  /// How `--view` and `File.swift:NAME` name it: its given name (`#Preview("Dark")`
  /// is `Dark`), else `Preview`, `Preview 2`, … among the unnamed ones, in file order.
  var name: String
  /// Whether the file gave the name.
  var isNamed: Bool
  /// Where `#Preview` is.
  var line: Int
  var column: Int
  var start: Int
  /// What the parentheses hold (the name and the traits), if there are any.
  var arguments: Range<Int>?
  /// The offsets of the body's `{` and `}`.
  var open: Int
  var close: Int
  /// The closure's parameter in the `arguments:` form (`#Preview(arguments: items) { item in … }`)
  /// and the offset just past its `in`.
  var parameter: (name: String, end: Int)?
  /// The text of the `arguments:` argument.
  var argumentValues: String?
  /// Each `@Previewable` declaration at the top of the body: from the `@` to its end.
  var previewables: [Range<Int>] = []
  /// The orientation its traits ask: `.landscapeLeft`, `.landscapeRight`, `.portrait`.
  var orientation: Orientation?
  /// The type the rewrite declares for it, which the entry point makes; for
  /// a `PreviewProvider`, the file's own type.
  var typeName: String
  /// Whether it is the older form, a type of the file conforming to
  /// `PreviewProvider`, whose `static var previews` the entry point shows.
  /// Such a type is named by its name and is not rewritten.
  var isProvider = false

  /// What the generated entry point writes to make the view: for a provider, its first preview, as
  /// Xcode's canvas shows it first (`_FirstPreview`).
  var made: String { isProvider ? "_FirstPreview.make { \(typeName).previews }" : "\(typeName)()" }

  /// What the body holds, without its braces.
  var body: Range<Int> { (open + 1)..<close }

  /// How errors and the header call it: `#Preview("Dark") at line 40`, `#Preview at line 40`, or a provider's name.
  var title: String {
    if isProvider { return "\(name).previews" }
    return isNamed ? "#Preview(\"\(name)\") at line \(line)" : "#Preview at line \(line)"
  }

  /// A `PreviewProvider` type of the file: its name, where it is declared and what its braces hold.
  static func provider(name: String, line: Int, column: Int, start: Int, body: Range<Int>) -> SwiftPreview {
    SwiftPreview(
      name: name, isNamed: true, line: line, column: column, start: start, arguments: nil, open: body.lowerBound - 1,
      close: body.upperBound, typeName: name, isProvider: true)
  }

  /// Every preview of `text` whose body could be read, in file order.
  static func all(in text: SwiftSourceText, code: String) -> [SwiftPreview] {
    var previews: [SwiftPreview] = []
    var unnamed = 0
    for match in code.matches(of: #/#Preview\b/#) {
      let start = code.utf8.distance(from: code.startIndex, to: match.range.lowerBound)
      var index = text.skippingSpace(from: start + "#Preview".utf8.count)
      var arguments: Range<Int>?
      if index < text.code.count, text.code[index] == UInt8(ascii: "(") {
        guard let close = text.closing(from: index) else { continue }
        arguments = (index + 1)..<(close - 1)
        index = text.skippingSpace(from: close)
      }
      guard index < text.code.count, text.code[index] == UInt8(ascii: "{"), let end = text.closing(from: index) else {
        continue
      }
      var preview = SwiftPreview(
        name: "", isNamed: false, line: text.line(of: start), column: text.column(of: start), start: start,
        arguments: arguments, open: index, close: end - 1, typeName: "ScrollScriptPreview\(previews.count + 1)")
      let parts = arguments.map { SwiftBehaviorSource.splitTopLevel(text, $0) } ?? []
      if let first = parts.first, let name = literal(first.text) {
        preview.name = name
        preview.isNamed = true
      } else {
        unnamed += 1
        preview.name = unnamed == 1 ? "Preview" : "Preview \(unnamed)"
      }
      for part in parts {
        let trimmed = part.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("arguments:") {
          preview.argumentValues = String(trimmed.dropFirst("arguments:".count))
        }
        if trimmed.contains(/\.landscape(?:Left|Right)\b/) { preview.orientation = .landscape }
        if trimmed.contains(/\.portrait(?:UpsideDown)?\b/) { preview.orientation = .portrait }
      }
      preview.readBody(text)
      previews.append(preview)
    }
    return previews
  }

  /// The text of a plain string literal (`"Dark"`), `nil` for anything else.
  private static func literal(_ argument: String) -> String? {
    let trimmed = argument.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.count >= 2, trimmed.first == "\"", trimmed.last == "\"" else { return nil }
    let inner = trimmed.dropFirst().dropLast()
    guard !inner.contains("\""), !inner.contains("\\") else { return nil }
    return String(inner)
  }

  /// Finds the closure's parameter and the `@Previewable` declarations at the top of the body.
  private mutating func readBody(_ text: SwiftSourceText) {
    var index = text.skippingSpace(from: open + 1)
    if argumentValues != nil, let name = text.identifier(at: index) {
      let after = text.skippingSpace(from: index + name.utf8.count)
      if text.identifier(at: after) == "in" {
        parameter = (name, after + 2)
        index = after + 2
      }
    }
    while index < close {
      let byte = text.code[index]
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        index = min(text.closing(from: index) ?? close, close)
        continue
      }
      if byte == UInt8(ascii: "@"), text.identifier(at: index + 1) == "Previewable" {
        let end = Self.statementEnd(text, from: index, limit: close)
        previewables.append(index..<end)
        index = end
        continue
      }
      index += 1
    }
  }

  /// The end of the statement that starts at `start`: the first line break or `;` outside brackets.
  private static func statementEnd(_ text: SwiftSourceText, from start: Int, limit: Int) -> Int {
    var index = start
    while index < limit {
      let byte = text.code[index]
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        index = min(text.closing(from: index) ?? limit, limit)
      } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ";") {
        // A line that goes on with `.modifier` or an operator on the next one belongs to it.
        let next = text.skippingSpace(from: index + 1)
        if byte == UInt8(ascii: "\n"), next < limit, text.code[next] == UInt8(ascii: ".") {
          index = next
          continue
        }
        return byte == UInt8(ascii: ";") ? index + 1 : index
      } else {
        index += 1
      }
    }
    return limit
  }
}

/// The copy of a file the compiler is given: the user's text, each
/// `#Preview` turned into a plain view type, every line and column of the
/// user's code where it was. `#sourceLocation(file:line:)` lines name the
/// user's file and lines, so diagnostics, `#fileID` (`Behavior/File.swift`),
/// `#filePath`, `#line` and the helper's line tables are the user's.
enum SwiftPreviewRewrite {
  /// `text` (the file at `path`) with its previews rewritten.
  ///
  /// A preview `#Preview("Dark") { @Previewable @State var page = 0; Pager(page: $page) }` becomes
  ///
  ///     struct ScrollScriptPreview1: View {
  ///       @State var page = 0          (at its own line and column)
  ///       var body: some View {
  ///       Pager(page: $page) }         (at its own line and column)
  ///     }
  ///
  /// and `#Preview(arguments: items) { item in … }` takes `items[0]` as `item`.
  static func copy(of text: SwiftSourceText, previews: [SwiftPreview], path: String) -> String {
    let file = quoted(path)
    var out = "#sourceLocation(file: \(file), line: 1)\n"
    var index = 0
    for preview in previews where !preview.isProvider {
      out += text.text(index..<preview.start)
      // The header, `#Preview(…) {`, as spaces; its line breaks stay.
      out += spaces(text, preview.start..<(preview.open + 1))
      out += "\nstruct \(preview.typeName): View {\n"
      for declaration in preview.previewables {
        out += "#sourceLocation(file: \(file), line: \(text.line(of: declaration.lowerBound)))\n"
        out += String(repeating: " ", count: text.column(of: declaration.lowerBound) - 1)
        let attribute = "@Previewable".utf8.count
        out += String(repeating: " ", count: attribute)
        out += text.text((declaration.lowerBound + attribute)..<declaration.upperBound) + "\n"
      }
      if let parameter = preview.parameter, parameter.name != "_", let values = preview.argumentValues {
        out += "#sourceLocation(file: \(file), line: \(preview.line))\n"
        out += "let \(parameter.name) = Array(\(values))[0]\n"
      }
      out += "var body: some View {\n"
      out += "#sourceLocation(file: \(file), line: \(text.line(of: preview.open)))\n"
      out += String(repeating: " ", count: text.column(of: preview.open))
      var bodyIndex = preview.open + 1
      if let parameter = preview.parameter {
        out += spaces(text, bodyIndex..<parameter.end)
        bodyIndex = parameter.end
      }
      for declaration in preview.previewables {
        out += text.text(bodyIndex..<declaration.lowerBound) + spaces(text, declaration)
        bodyIndex = declaration.upperBound
      }
      // The struct's own `}` on a line of its own, then the rest of the preview's last line where it was.
      out += text.text(bodyIndex..<(preview.close + 1)) + "\n}\n"
      out += "#sourceLocation(file: \(file), line: \(text.line(of: preview.close)))\n"
      out += String(repeating: " ", count: text.column(of: preview.close))
      index = preview.close + 1
    }
    out += text.text(index..<text.bytes.count)
    if !out.hasSuffix("\n") { out += "\n" }
    return out
  }

  /// The bytes of `range` as spaces, line breaks kept.
  private static func spaces(_ text: SwiftSourceText, _ range: Range<Int>) -> String {
    String(decoding: text.bytes[range].map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }, as: UTF8.self)
  }

  /// `text` as a Swift string literal.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
