import Foundation

/// The modules a `.swift` file may import, and the check that refuses the
/// others before compiling, at the import's line (docs/swift-files.md,
/// "What compiles").
///
/// `Foundation`, `Observation` and `Dispatch` are the toolchain's own. The
/// Apple frameworks an iOS file imports for its views resolve to the model:
/// each is a small module of the tool's that re-exports it, which the
/// compiler takes in its place (`-module-alias SwiftUI=ScrollScriptSwiftUI`),
/// so Apple's SwiftUI never comes in, even on a Mac.
enum SwiftImports {
  /// Modules of the toolchain a file may import as they are.
  static let toolchain: Set<String> = ["Swift", "Foundation", "Observation", "Dispatch"]

  /// The frameworks that resolve to the model, each to a module of its own name.
  static let modelAliases: [String] = [
    "SwiftUI", "SwiftUICore", "Combine", "AVKit", "AVFoundation", "UIKit", "CoreGraphics",
  ]

  /// The module the compiler takes for `framework`: `ScrollScriptSwiftUI` for `SwiftUI`.
  static func shim(of framework: String) -> String { "ScrollScript" + framework }

  /// Whether `module` can be imported by a file the tool compiles.
  static func isAvailable(_ module: String) -> Bool {
    toolchain.contains(module) || modelAliases.contains(module)
  }

  /// The compiler's arguments that put each framework's shim in its place.
  static var aliasArguments: [String] {
    modelAliases.flatMap { ["-module-alias", "\($0)=\(shim(of: $0))"] }
  }

  /// An import the compiler would see.
  struct Import: Equatable {
    var module: String
    var line: Int
    var column: Int
  }

  /// The imports of `text` that are compiled for certain: outside `#if`, or
  /// in branches whose conditions are known to hold. A `#if canImport(M)`
  /// is true when `M` is available here, `os(iOS)` holds (``SwiftTargetSystem``), `DEBUG` is
  /// set (a view file is built as a debug build is, for its previews), and
  /// any other flag is false, as the compiler has them; a condition this
  /// reading cannot tell (`swift(>=6)`, `arch(…)`) leaves its imports to the compiler.
  static func imports(in text: SwiftSourceText) -> [Import] {
    var found: [Import] = []
    // Each open `#if`: whether its enclosing branch is active, whether a branch was taken, whether this one is active.
    var stack: [(outer: Truth, taken: Truth, active: Truth)] = []
    var active: Truth { stack.last.map { $0.outer && $0.active } ?? .yes }
    for lineIndex in text.lineStarts.indices {
      let start = text.lineStarts[lineIndex]
      let end = lineIndex + 1 < text.lineStarts.count ? text.lineStarts[lineIndex + 1] : text.code.count
      let line = String(decoding: text.code[start..<end], as: UTF8.self)
      let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
      if let condition = trimmed.wholeMatch(of: #/#if\s+(.*)/#)?.output.1 {
        let value = Condition.evaluate(String(condition))
        stack.append((active, value, value))
      } else if let condition = trimmed.wholeMatch(of: #/#elseif\s+(.*)/#)?.output.1, var top = stack.popLast() {
        let value = Condition.evaluate(String(condition))
        top.active = !top.taken && value
        top.taken = top.taken || value
        stack.append(top)
      } else if trimmed == "#else" || trimmed.hasPrefix("#else "), var top = stack.popLast() {
        top.active = !top.taken
        top.taken = .yes
        stack.append(top)
      } else if trimmed.hasPrefix("#endif") {
        _ = stack.popLast()
      } else if active == .yes,
        let match = line.firstMatch(
          of:
            #/^\s*(?:@[\w]+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|package|open)\s+)?import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(\w+)/#
        )
      {
        let column = line.utf8.distance(from: line.startIndex, to: match.output.1.startIndex) + 1
        found.append(Import(module: String(match.output.1), line: lineIndex + 1, column: column))
      }
    }
    return found
  }

  /// The error for the first import of a module that is not available, `nil` when there is none.
  static func refusal(in text: SwiftSourceText, path: String, isView: Bool) -> SwiftBehaviorError? {
    guard let refused = imports(in: text).first(where: { !isAvailable($0.module) }) else { return nil }
    return SwiftBehaviorError.invalid(location: "\(path):\(refused.line)", unavailable(refused.module, isView: isView))
  }

  /// What the tool says of a module it cannot give.
  static func unavailable(_ module: String, isView: Bool) -> String {
    "module '\(module)' is not available here: a \(isView ? "view" : "behavior") file builds with SwiftUI alone; "
      + "move the \(isView ? "scroll view" : "behavior") into a file of its own"
  }
}

/// A truth the light reading may not know.
enum Truth {
  case yes, no, unknown

  static func && (left: Truth, right: Truth) -> Truth {
    if left == .no || right == .no { return .no }
    return left == .yes && right == .yes ? .yes : .unknown
  }

  static func || (left: Truth, right: Truth) -> Truth {
    if left == .yes || right == .yes { return .yes }
    return left == .no && right == .no ? .no : .unknown
  }

  static prefix func ! (value: Truth) -> Truth {
    switch value {
    case .yes: .no
    case .no: .yes
    case .unknown: .unknown
    }
  }
}

/// A `#if` condition read as the compiler reads it, as far as the light reading can.
private struct Condition {
  var tokens: [String]
  var index = 0

  static func evaluate(_ text: String) -> Truth {
    // A comment was blanked already; a trailing one is spaces.
    var tokens: [String] = []
    var rest = Substring(text)
    while let first = rest.first {
      if first.isWhitespace {
        rest = rest.dropFirst()
      } else if rest.hasPrefix("&&") || rest.hasPrefix("||") {
        tokens.append(String(rest.prefix(2)))
        rest = rest.dropFirst(2)
      } else if first == "!" || first == "(" || first == ")" {
        tokens.append(String(first))
        rest = rest.dropFirst()
      } else if first.isLetter || first == "_" {
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        rest = rest.dropFirst(name.count)
        if rest.first == "(" {
          // A platform condition: its argument is read whole.
          var depth = 0
          var argument = ""
          for character in rest {
            rest = rest.dropFirst()
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 { break }
            if depth > 1 || character != "(" { argument.append(character) }
          }
          tokens.append("\(name)(\(argument))")
        } else {
          tokens.append(String(name))
        }
      } else {
        return .unknown
      }
    }
    var condition = Condition(tokens: tokens)
    let value = condition.or()
    return condition.index == tokens.count ? value : .unknown
  }

  private mutating func next() -> String? {
    guard index < tokens.count else { return nil }
    defer { index += 1 }
    return tokens[index]
  }

  private func peek() -> String? { index < tokens.count ? tokens[index] : nil }

  mutating func or() -> Truth {
    var value = and()
    while peek() == "||" {
      index += 1
      value = value || and()
    }
    return value
  }

  private mutating func and() -> Truth {
    var value = unary()
    while peek() == "&&" {
      index += 1
      value = value && unary()
    }
    return value
  }

  private mutating func unary() -> Truth {
    if peek() == "!" {
      index += 1
      return !unary()
    }
    guard let token = next() else { return .unknown }
    if token == "(" {
      let value = or()
      return next() == ")" ? value : .unknown
    }
    return Self.primary(token)
  }

  private static func primary(_ token: String) -> Truth {
    guard let open = token.firstIndex(of: "(") else {
      switch token {
      case "true", "DEBUG", "SCROLLSCRIPT", "SCROLLSCRIPT_HELPER": return .yes
      default: return .no
      }
    }
    let name = token[..<open]
    let argument = token[token.index(after: open)...].trimmingCharacters(in: .whitespaces)
    switch name {
    case "canImport":
      let module = argument.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      return SwiftImports.isAvailable(String(module)) ? .yes : .no
    case "os":
      let system = argument.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      return SwiftTargetSystem.holds(String(system)) ? .yes : .no
    case "targetEnvironment": return argument == SwiftTargetSystem.environment ? .yes : .no
    default: return .unknown
    }
  }
}
