import Foundation

/// What the tool needs to know of a `.swift` file before compiling it: the
/// types that conform to `ScrollTargetBehavior` and how to make one, the
/// types that conform to `View` and which of them hold a `ScrollView`, and
/// whether the file declares an `App`, which cannot compile here.
///
/// A light reading of the text (comments and string literals blanked out),
/// not a parse: the compiler checks the rest, and a type this reading misses
/// can still be named with `File.swift:Type`.
struct SwiftBehaviorSource {
  /// The conforming types, in the order of the file.
  var behaviorTypes: [String] = []
  /// For a type, the `static var` of its `extension ScrollTargetBehavior where Self == Type`.
  var staticMembers: [String: String] = [:]
  /// The line (1-based) and text of the first `App` declaration, if any.
  var appCode: (line: Int, declaration: String)?
  /// The types conforming to `View`, in the order of the file, each with
  /// whether its declaration's braces hold the word `ScrollView`.
  var viewTypes: [(name: String, holdsScrollView: Bool)] = []

  init(_ text: String) {
    let code = Self.blankingCommentsAndStrings(text)
    for match in code.matches(of: #/\b(?:struct|class|enum|actor)\s+(\w+)\s*(?:<[^>{]*>)?\s*:\s*([^{]*)\{/#) {
      let inherited = match.output.2.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "." })
      if inherited.contains(where: { $0 == "ScrollTargetBehavior" || $0 == "SwiftUI.ScrollTargetBehavior" }) {
        append(String(match.output.1))
      }
      if appCode == nil, inherited.contains(where: { $0 == "App" || $0 == "SwiftUI.App" }) {
        let line = code[..<match.range.lowerBound].count(where: { $0 == "\n" }) + 1
        appCode = (line, String(code[match.range].dropLast()).trimmingCharacters(in: .whitespacesAndNewlines))
      }
      if inherited.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) {
        let body = Self.braced(code, from: match.range.upperBound)
        viewTypes.append((String(match.output.1), body.contains(/\bScrollView\b/)))
      }
    }
    for match in code.matches(of: #/\bextension\s+(\w+)\s*:\s*([^{]*)\{/#)
    where match.output.2.contains(/\bScrollTargetBehavior\b/) {
      append(String(match.output.1))
    }
    for match in code.matches(of: #/\bextension\s+ScrollTargetBehavior\s+where\s+Self\s*==\s*(\w+)\s*\{/#) {
      let body = code[match.range.upperBound...]
      if let member = body.firstMatch(of: #/\bstatic\s+(?:var|let)\s+(\w+)\s*:/#) {
        staticMembers[String(match.output.1)] = staticMembers[String(match.output.1)] ?? String(member.output.1)
      }
    }
  }

  /// The text from `start` (just after an opening brace) to its closing brace, or to the end.
  private static func braced(_ code: String, from start: String.Index) -> Substring {
    var depth = 1
    var index = start
    while index < code.endIndex {
      switch code[index] {
      case "{": depth += 1
      case "}":
        depth -= 1
        if depth == 0 { return code[start..<index] }
      default: break
      }
      index = code.index(after: index)
    }
    return code[start...]
  }

  private mutating func append(_ name: String) {
    if !behaviorTypes.contains(name) { behaviorTypes.append(name) }
  }

  /// `text` with comments and the insides of string literals replaced by
  /// spaces, line breaks kept, so that offsets and line numbers still hold.
  static func blankingCommentsAndStrings(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var characters = Array(text)[...]
    var depth = 0  // nesting of /* */ comments
    while let character = characters.first {
      if depth > 0 {
        if characters.starts(with: "*/") {
          depth -= 1
          result += "  "
          characters = characters.dropFirst(2)
        } else if characters.starts(with: "/*") {
          depth += 1
          result += "  "
          characters = characters.dropFirst(2)
        } else {
          result.append(character == "\n" ? "\n" : " ")
          characters = characters.dropFirst()
        }
      } else if characters.starts(with: "//") {
        while let next = characters.first, next != "\n" {
          result.append(" ")
          characters = characters.dropFirst()
        }
      } else if characters.starts(with: "/*") {
        depth = 1
        result += "  "
        characters = characters.dropFirst(2)
      } else if character == "\"" {
        result.append("\"")
        characters = characters.dropFirst()
        var escaped = false
        while let next = characters.first {
          characters = characters.dropFirst()
          if next == "\"" && !escaped {
            result.append("\"")
            break
          }
          escaped = next == "\\" && !escaped
          result.append(next == "\n" ? "\n" : " ")
        }
      } else {
        result.append(character)
        characters = characters.dropFirst()
      }
    }
    return result
  }
}
