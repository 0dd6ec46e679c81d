import Foundation

/// A `.scrollTargetBehavior(…)` as written: where its `(` is, and its argument.
public struct BehaviorCall: Sendable, Equatable {
  public var line: Int
  public var column: Int
  /// `StepSnap(step: 250)`, `.viewAligned`.
  public var argument: String

  /// Whether it gives the behavior `type` values of its own, which the tool's `Type()` or shorthand
  /// does not pass: `StepSnap(step: 250)` or `.stepSnap(250)`, not `StepSnap()` or `.stepSnap`.
  public func configures(_ type: String, shorthand: String?) -> Bool {
    guard let open = argument.firstIndex(of: "("), argument.hasSuffix(")") else { return false }
    let called = argument[..<open].trimmingCharacters(in: .whitespaces)
    let inside = argument[argument.index(after: open)..<argument.index(before: argument.endIndex)]
    guard !inside.allSatisfy(\.isWhitespace) else { return false }
    return called == type || called == "\(type).init" || (called.hasPrefix(".") && called != ".\(shorthand ?? "")")
  }
}

/// What the tool needs to know of a `.swift` file before compiling it: the
/// types that conform to `ScrollTargetBehavior` and how to make one, the
/// types that conform to `View`, their scroll views and whether `Type()`
/// makes them, the `#Preview`s, the imports, and whether the file declares
/// an `App`, which cannot compile here.
///
/// A light reading of the text (comments and string literals blanked out,
/// ``SwiftSourceText``), not a parse: the compiler checks the rest, and a
/// type this reading misses can still be named with `File.swift:Type`.
struct SwiftBehaviorSource {
  /// A type conforming to `View`.
  struct ViewType {
    var name: String
    /// The line of its declaration.
    var line: Int
    /// The offsets of what its braces hold.
    var body: Range<Int>
    /// Whether it has generic parameters (`struct Row<Item>`), which `Type()` cannot infer.
    var isGeneric: Bool
    /// The first stored property without a default value (`let items: [Item]`),
    /// or the first `init` parameter without one, when no `init` takes none:
    /// why `Type()` does not compile. `nil` when it does.
    var needsArgument: String?
    /// Whether its braces hold the word `ScrollView`.
    var holdsScrollView: Bool
    /// Whether the generated entry point can make it with `Type()`.
    var isMadePlainly: Bool { !isGeneric && needsArgument == nil }
  }

  /// A `ScrollView` written in the file: `ScrollView {` or `ScrollView(…)`.
  struct ScrollViewMention {
    /// Where the word starts.
    var offset: Int
    var line: Int
    var column: Int
    /// What its content closure holds, when it has one.
    var content: Range<Int>?
    /// Whether it is given a `.scrollTargetBehavior` or its content a `.scrollTargetLayout`
    /// (one of a scroll view nested in it is that scroll view's).
    var isTargeted: Bool
  }

  /// The file's text and its blanked copy.
  let text: SwiftSourceText
  /// The conforming types, in the order of the file.
  var behaviorTypes: [String] = []
  /// For a type, the `static var` (or `let`) of that type in its `extension ScrollTargetBehavior where Self == Type`.
  var staticMembers: [String: String] = [:]
  /// The line (1-based) and text of the first `App` declaration, if any.
  var appCode: (line: Int, declaration: String)?
  /// The types conforming to `View`, in the order of the file.
  var viewTypes: [ViewType] = []
  /// The `#Preview`s and the `PreviewProvider` types, in the order of the file.
  var previews: [SwiftPreview] = []
  /// Every `ScrollView` of the code, in the order of the file.
  var scrollViews: [ScrollViewMention] = []
  /// Every `.scrollTargetBehavior(…)` of the code, in the order of the file.
  var behaviorCalls: [BehaviorCall] = []

  init(_ source: String) {
    text = SwiftSourceText(source)
    let code = text.codeText
    var providers: [SwiftPreview] = []
    for match in code.matches(of: #/\b(?:struct|class|enum|actor)\s+(\w+)\s*(<[^>{]*>)?\s*:\s*([^{]*)\{/#) {
      let inherited = match.output.3.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "." })
      if inherited.contains(where: { $0 == "ScrollTargetBehavior" || $0 == "SwiftUI.ScrollTargetBehavior" }) {
        append(String(match.output.1))
      }
      let start = code.utf8.distance(from: code.startIndex, to: match.range.lowerBound)
      if appCode == nil, inherited.contains(where: { $0 == "App" || $0 == "SwiftUI.App" }) {
        appCode = (
          text.line(of: start), String(code[match.range].dropLast()).trimmingCharacters(in: .whitespacesAndNewlines)
        )
      }
      if inherited.contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }) {
        let open = code.utf8.distance(from: code.startIndex, to: match.range.upperBound) - 1
        let close = text.closing(from: open) ?? text.code.count + 1
        providers.append(
          .provider(
            name: String(match.output.1), line: text.line(of: start), column: text.column(of: start), start: start,
            body: (open + 1)..<(close - 1)))
      }
      if inherited.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) {
        let open = code.utf8.distance(from: code.startIndex, to: match.range.upperBound) - 1
        let close = text.closing(from: open) ?? text.code.count + 1
        let body = (open + 1)..<(close - 1)
        viewTypes.append(
          ViewType(
            name: String(match.output.1), line: text.line(of: start), body: body, isGeneric: match.output.2 != nil,
            needsArgument: Self.neededArgument(in: text, body: body),
            holdsScrollView: String(decoding: text.code[body], as: UTF8.self).contains(/\bScrollView\b/)))
      }
    }
    for match in code.matches(of: #/\bextension\s+(\w+)\s*:\s*([^{]*)\{/#)
    where match.output.2.contains(/\bScrollTargetBehavior\b/) {
      append(String(match.output.1))
    }
    for match in code.matches(of: #/\bextension\s+ScrollTargetBehavior\s+where\s+Self\s*==\s*(\w+)\s*\{/#) {
      // The extension's own body, and in it a property of the behavior's type (a `static func` takes
      // arguments the tool cannot give; a property of another type, `static let samples: [Int]`, is not one).
      let type = String(match.output.1)
      let open = code.utf8.distance(from: code.startIndex, to: match.range.upperBound) - 1
      let close = text.closing(from: open) ?? text.code.count + 1
      let body = String(decoding: text.code[(open + 1)..<max(open + 1, close - 1)], as: UTF8.self)
      let member = body.matches(of: #/\bstatic\s+(?:var|let)\s+(\w+)\s*:\s*(\w+)\b/#).first {
        $0.output.2 == type || $0.output.2 == "Self"
      }
      if let member, staticMembers[type] == nil { staticMembers[type] = String(member.output.1) }
    }
    scrollViews = Self.scrollViews(in: text, code: code)
    // A paged TabView is one too, though the word is not written.
    for index in viewTypes.indices where !viewTypes[index].holdsScrollView {
      viewTypes[index].holdsScrollView = scrollViews.contains { viewTypes[index].body.contains($0.offset) }
    }
    for match in code.matches(of: #/\.scrollTargetBehavior\s*\(/#) {
      let open = code.utf8.distance(from: code.startIndex, to: match.range.upperBound) - 1
      guard let close = text.closing(from: open) else { continue }
      behaviorCalls.append(
        BehaviorCall(
          line: text.line(of: open), column: text.column(of: open),
          argument: text.text((open + 1)..<(close - 1)).trimmingCharacters(in: .whitespacesAndNewlines)))
    }
    previews = (SwiftPreview.all(in: text, code: code) + providers).sorted { $0.start < $1.start }
  }

  private mutating func append(_ name: String) {
    if !behaviorTypes.contains(name) { behaviorTypes.append(name) }
  }

  /// `text` with comments and the insides of string literals replaced by
  /// spaces, line breaks kept, so that offsets and line numbers still hold.
  static func blankingCommentsAndStrings(_ text: String) -> String { SwiftSourceText(text).codeText }

  // MARK: Scroll views

  private static func scrollViews(in text: SwiftSourceText, code: String) -> [ScrollViewMention] {
    var found: [ScrollViewMention] = []
    for match in code.matches(of: #/\bScrollView\b\s*[({]/#) {
      let offset = code.utf8.distance(from: code.startIndex, to: match.range.lowerBound)
      var after = code.utf8.distance(from: code.startIndex, to: match.range.upperBound) - 1
      if text.code[after] == UInt8(ascii: "(") {
        guard let close = text.closing(from: after) else { continue }
        after = text.skippingSpace(from: close)
      }
      var content: Range<Int>?
      if after < text.code.count, text.code[after] == UInt8(ascii: "{"), let close = text.closing(from: after) {
        content = (after + 1)..<(close - 1)
        after = close
      }
      let modifiers = Self.modifiers(in: text, from: after)
      found.append(
        ScrollViewMention(
          offset: offset, line: text.line(of: offset), column: text.column(of: offset), content: content,
          isTargeted: modifiers.contains("scrollTargetBehavior")))
    }
    // A `TabView` of the page style is a scroll view that pages by itself (docs/views.md).
    for match in code.matches(of: #/\bTabView\b\s*[({]/#) {
      let offset = code.utf8.distance(from: code.startIndex, to: match.range.lowerBound)
      var after = code.utf8.distance(from: code.startIndex, to: match.range.upperBound) - 1
      if text.code[after] == UInt8(ascii: "("), let close = text.closing(from: after) {
        after = text.skippingSpace(from: close)
      }
      guard after < text.code.count, text.code[after] == UInt8(ascii: "{"), let close = text.closing(from: after),
        Self.modifiers(in: text, from: close).contains("tabViewStyle")
      else { continue }
      // The chain's first `.tabViewStyle(…)`, which is its own.
      let chain = String(decoding: text.code[close...], as: UTF8.self)
      guard let style = chain.firstMatch(of: #/\.\s*tabViewStyle\s*\(\s*([\w.]+)/#),
        style.output.1.hasPrefix(".page") || style.output.1.hasPrefix("PageTabViewStyle")
      else { continue }
      found.append(
        ScrollViewMention(
          offset: offset, line: text.line(of: offset), column: text.column(of: offset),
          content: (after + 1)..<(close - 1), isTargeted: true))
    }
    found.sort { $0.offset < $1.offset }
    // A `.scrollTargetLayout` belongs to the innermost scroll view whose content holds it.
    for match in code.matches(of: #/\.\s*scrollTargetLayout\b/#) {
      let offset = code.utf8.distance(from: code.startIndex, to: match.range.lowerBound)
      let holders = found.indices.filter { found[$0].content?.contains(offset) == true }
      if let innermost = holders.max(by: { found[$0].offset < found[$1].offset }) {
        found[innermost].isTargeted = true
      }
    }
    return found
  }

  /// The names of the modifiers chained from `offset`: `.name(…)`, `.name { … }`, `.name`, one after another.
  static func modifiers(in text: SwiftSourceText, from offset: Int) -> [String] {
    var names: [String] = []
    var index = text.skippingSpace(from: offset)
    while index < text.code.count, text.code[index] == UInt8(ascii: ".") {
      index = text.skippingSpace(from: index + 1)
      guard let name = text.identifier(at: index) else { break }
      names.append(name)
      index = text.skippingSpace(from: index + name.utf8.count)
      while index < text.code.count, text.code[index] == UInt8(ascii: "(") || text.code[index] == UInt8(ascii: "{"),
        let close = text.closing(from: index)
      {
        index = text.skippingSpace(from: close)
      }
    }
    return names
  }

  // MARK: Making a view with Type()

  /// Attributes whose property has its value without an argument (`@Environment(\.colorScheme) var scheme`).
  private static let filledWrappers: Set<String> = [
    "Environment", "EnvironmentObject", "Namespace", "FocusState", "FocusedValue", "FocusedBinding",
    "AccessibilityFocusState", "GestureState", "Query",
  ]

  /// Why `Type()` cannot make a view whose braces hold `body`; `nil` when it can.
  static func neededArgument(in text: SwiftSourceText, body: Range<Int>) -> String? {
    var initializers: [String?] = []
    var missing: String?
    for (statement, start) in topLevelStatements(in: text, body: body) {
      if let match = statement.firstMatch(of: #/^(?:(?:@\w+|\w+)\s+)*init\s*[?!]?\s*(?:<[^>]*>)?\s*\(/#) {
        // The parameters are the first parenthesised part, which the statement keeps.
        let open = start + statement.utf8.distance(from: statement.startIndex, to: match.range.upperBound) - 1
        let close = text.closing(from: open) ?? open + 1
        let parameters = splitTopLevel(text, (open + 1)..<max(open + 1, close - 1))
        let needed = parameters.first { !$0.text.contains("=") && !$0.text.allSatisfy(\.isWhitespace) }
        initializers.append(
          needed.map { "init parameter '\($0.text.trimmingCharacters(in: .whitespacesAndNewlines))'" })
        continue
      }
      guard missing == nil,
        let property = statement.firstMatch(
          of:
            #/^((?:@[\w.]+(?:\((?:[^()]|\([^()]*\))*\))?\s+)*)((?:\w+(?:\(\w+\))?\s+)*)(let|var)\s+(\w+)\s*(:[^={]*)?(=|\{)?/#
        )
      else { continue }
      let attributes = property.output.1.split(whereSeparator: \.isWhitespace).map {
        $0.dropFirst().prefix { $0 != "(" }
      }
      let modifiers = property.output.2.split(whereSeparator: \.isWhitespace)
      if modifiers.contains("static") || modifiers.contains("class") || property.output.6 != nil { continue }
      if attributes.contains(where: { filledWrappers.contains(String($0.split(separator: ".").last ?? "")) }) {
        continue
      }
      let type = (property.output.5.map { String($0.dropFirst()) } ?? "").trimmingCharacters(in: .whitespaces)
      if property.output.3 == "var", type.hasSuffix("?") || type.hasPrefix("Optional<") { continue }
      missing = "stored property '\(property.output.4)'" + (type.isEmpty ? "" : ": \(type)") + " has no default value"
    }
    if !initializers.isEmpty {
      if initializers.contains(where: { $0 == nil }) { return nil }
      return initializers[0].map { "its \($0) has no default value" }
    }
    return missing
  }

  /// The statements at the top of a type's braces, each on one line with
  /// what its braces hold left out (`var body: some View {}`), what its
  /// parentheses and square brackets hold kept. A statement ends at a line
  /// break or `;` outside brackets.
  static func topLevelStatements(in text: SwiftSourceText, body: Range<Int>) -> [(String, Int)] {
    var statements: [(String, Int)] = []
    var current: [UInt8] = []
    var start = body.lowerBound
    var index = body.lowerBound
    func finish(next: Int) {
      let trimmed = String(decoding: current, as: UTF8.self)
      let leading = trimmed.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
      if !trimmed.allSatisfy(\.isWhitespace) {
        statements.append((String(trimmed.dropFirst(leading)), start + leading))
      }
      current = []
      start = next
    }
    while index < body.upperBound {
      let byte = text.code[index]
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        let close = min(text.closing(from: index) ?? body.upperBound, body.upperBound)
        // An init's parameters and a property's type are kept; a body is left out.
        if byte == UInt8(ascii: "{") {
          current += [byte, UInt8(ascii: "}")]
        } else {
          current += text.code[index..<close]
        }
        index = close
      } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ";") {
        index += 1
        finish(next: index)
      } else {
        current.append(byte)
        index += 1
      }
    }
    finish(next: index)
    // A statement that goes on on the next line (`let x:\n Int`, `.modifier`) is joined to it.
    var joined: [(String, Int)] = []
    for statement in statements {
      if let last = joined.last,
        last.0.hasSuffix(":") || last.0.hasSuffix("=") || statement.0.hasPrefix(".")
          || statement.0.hasPrefix("=")
      {
        joined[joined.count - 1].0 += " " + statement.0
      } else {
        joined.append(statement)
      }
    }
    return joined
  }

  /// The parts of `range` between commas outside brackets, each with its offset.
  static func splitTopLevel(_ text: SwiftSourceText, _ range: Range<Int>) -> [(text: String, start: Int)] {
    var parts: [(String, Int)] = []
    var start = range.lowerBound
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = text.code[index]
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        index = min(text.closing(from: index) ?? range.upperBound, range.upperBound)
      } else if byte == UInt8(ascii: ",") {
        parts.append((text.text(start..<index), start))
        index += 1
        start = index
      } else {
        index += 1
      }
    }
    if start < range.upperBound || !parts.isEmpty { parts.append((text.text(start..<range.upperBound), start)) }
    return parts
  }
}
