import Foundation

/// The compiler's output in the tool's words (docs/views.md, "When the
/// model lacks an API").
///
/// A real SwiftUI file often uses API the model does not have. The
/// compiler then says `cannot find 'Gauge' in scope`, `value of type
/// 'some View' has no member 'scrollTransition'`, or something misleading
/// (`.background(.ultraThinMaterial)` has given `instance member 'red'
/// cannot be used on type 'Color'`), and a cascade of errors that follow
/// from the first. Each such error whose name is SwiftUI API the model lacks
/// (``isMissingSwiftUIAPI(_:)``) is said once, at the user's
/// `file:line:col`: `Gauge is SwiftUI API the model does not lay out
/// yet (docs/views.md lists what it has)`; the errors that only follow from
/// it are dropped. Errors in the user's own code are left as the compiler
/// says them.
struct CompilerDiagnostics {
  /// One diagnostic: its header line (`path:line:col: error: message`) and the lines that show it.
  struct Diagnostic {
    var location: String
    var line: Int?
    var column: Int?
    var severity: String
    var message: String
    var detail: [String]

    var text: [String] { ["\(location): \(severity): \(message)"] + detail }
  }

  /// The diagnostics, in the compiler's order, and any lines before the first.
  var preamble: [String] = []
  var diagnostics: [Diagnostic] = []

  /// Reads `lines` (already pointed at the user's path) into diagnostics.
  init(lines: [String]) {
    for line in lines {
      if let match = line.firstMatch(of: #/^(.+?):(?:(\d+):(?:(\d+):)?)? (error|warning|note|remark): (.*)$/#),
        !match.output.1.hasPrefix(" ")
      {
        diagnostics.append(
          Diagnostic(
            location: String(match.output.1) + (match.output.2.map { ":\($0)" } ?? "")
              + (match.output.3.map { ":\($0)" } ?? ""), line: match.output.2.flatMap { Int($0) },
            column: match.output.3.flatMap { Int($0) }, severity: String(match.output.4),
            message: String(match.output.5), detail: []))
      } else if diagnostics.isEmpty {
        preamble.append(line)
      } else {
        diagnostics[diagnostics.count - 1].detail.append(line)
      }
    }
  }

  /// The message of an error the tool says in its own words.
  static func missingAPI(_ name: String) -> String {
    "\(name) is SwiftUI API the model does not lay out yet (docs/views.md lists what it has)"
  }

  /// Messages that follow from an error before them more often than they stand alone.
  private static var cascades: [Regex<Substring>] {
    [
      #/^cannot infer contextual base in reference to member/#, #/^instance member '.*' cannot be used on type/#,
      #/^generic parameter '.*' could not be inferred/#, #/^type '.*' cannot conform to/#,
      #/^failed to produce diagnostic/#, #/^the compiler is unable to type-check this expression/#,
      #/^ambiguous use of/#, #/^reference to member '.*' cannot be resolved without a contextual type/#,
    ]
  }

  /// Messages whose named type or member may be what SwiftUI has and the model lacks.
  private static var namedMissing: [Regex<(Substring, Substring)>] {
    [
      #/^cannot find '(\w+)' in scope/#, #/^cannot find type '(\w+)' in scope/#, #/^unknown attribute '(\w+)'/#,
      #/^cannot infer contextual base in reference to member '(\w+)'/#,
      #/^reference to member '(\w+)' cannot be resolved without a contextual type/#,
      #/^module '\w+' has no member named '(\w+)'/#,
    ]
  }

  /// The name an error says is missing, when it is API SwiftUI has and the model lacks; `nil` otherwise.
  static func missingName(_ diagnostic: Diagnostic, source: SwiftBehaviorSource, userTypes: Set<String>) -> String? {
    let message = diagnostic.message
    for pattern in namedMissing {
      if let match = message.firstMatch(of: pattern), isMissingSwiftUIAPI(String(match.output.1)) {
        return String(match.output.1)
      }
    }
    // `value of type 'T' has no member 'N'`, `type 'T' has no member 'N'`: the user's own types are the user's.
    if let match = message.firstMatch(of: #/^(?:value of )?type '([^']+)' has no member '(\w+)'/#) {
      let owner = String(match.output.1.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      if !userTypes.contains(owner), isMissingSwiftUIAPI(String(match.output.2)) { return String(match.output.2) }
      return nil
    }
    // A misleading message (`instance member 'red' cannot be used on type 'Color'`): the member written at its place.
    if message.hasPrefix("instance member ") || message.hasPrefix("cannot infer contextual base"),
      let line = diagnostic.line, let column = diagnostic.column,
      let offset = source.text.offset(line: line, column: column)
    {
      var start = offset
      if start < source.text.code.count, source.text.code[start] == UInt8(ascii: ".") { start += 1 }
      if let name = source.text.identifier(at: start), isMissingSwiftUIAPI(name) { return name }
    }
    return nil
  }

  /// The diagnostics in the tool's words: each error naming missing API as
  /// one line (one per line of the file), cascades after it dropped, the
  /// rest as the compiler gave them. `nil` when no error names missing API.
  func inToolWords(source: SwiftBehaviorSource) -> [Diagnostic]? {
    let userTypes = Set(
      source.text.codeText.matches(of: #/\b(?:struct|class|enum|actor|protocol|typealias)\s+(\w+)/#).map {
        String($0.output.1)
      })
    var result: [Diagnostic] = []
    var saidLines: Set<Int> = []
    var anyMissing = false
    var keptNotes = false
    for diagnostic in diagnostics {
      if diagnostic.severity == "note" || diagnostic.severity == "remark" {
        // A note belongs to the diagnostic before it.
        if keptNotes { result.append(diagnostic) }
        continue
      }
      keptNotes = false
      guard diagnostic.severity == "error" else { continue }
      if let name = Self.missingName(diagnostic, source: source, userTypes: userTypes) {
        anyMissing = true
        if let line = diagnostic.line, !saidLines.insert(line).inserted { continue }
        var said = diagnostic
        said.message = Self.missingAPI(name)
        said.detail = []
        result.append(said)
      } else if anyMissing, Self.cascades.contains(where: { diagnostic.message.firstMatch(of: $0) != nil }) {
        continue
      } else {
        result.append(diagnostic)
        keptNotes = true
      }
    }
    return anyMissing ? result : nil
  }

  // MARK: What the model lacks

  /// Whether `name` is SwiftUI API the model does not have: an entry of
  /// the catalogue (Sources/SwiftBehaviors/ViewCatalogue.swift) marked missing.
  static func isMissingSwiftUIAPI(_ name: String) -> Bool {
    ViewCatalogue.entry(named: name)?.role == .missing
  }
}

extension SwiftBehaviorBuild {
  /// The compiler's output pointed at the user's file: `userFile` (named by
  /// the copy's `#sourceLocation` lines) and the `copy` itself become `path`
  /// (as the user wrote it), and lines about the generated entry point are
  /// put on the file as a whole. A module the tool does not have is said as
  /// an import refused before compiling is (``SwiftImports``); API the model
  /// lacks as ``CompilerDiagnostics`` says it, and the model's declarations
  /// as SwiftUI's (`SwiftUI.Tab.init`); `behavior`, the type an entry
  /// point makes with `Type()`, when its init takes arguments. The first
  /// error gives the location and the first line; every line follows.
  static func compileError(
    _ output: String, userFile: String, copy: String, path: String, generated: String, source: SwiftBehaviorSource,
    isView: Bool, behavior: String? = nil
  ) -> SwiftBehaviorError {
    var lines: [String] = []
    // After the tool's own words for its entry point, the compiler's quote of that code says nothing more.
    var quotingEntry = false
    for original in output.split(separator: "\n") {
      if quotingEntry, !original.contains(#/: (error|warning|note): /#) { continue }
      quotingEntry = false
      // The model is SwiftUI to the file (`import SwiftUI`): its module's own name is never said.
      let line = Substring(original.replacing(#/\bScrollTargets\./#, with: "SwiftUI."))
      if line.hasPrefix(userFile + ":") {
        lines.append(path + line.dropFirst(userFile.count))
      } else if line.hasPrefix(copy + ":") {
        lines.append(path + line.dropFirst(copy.count))
      } else if line.hasPrefix(generated + ":"), let range = line.range(of: ": error: ") {
        let message = line[range.upperBound...]
        if let behavior, message.hasPrefix("missing argument") {
          // `Type()` where the type's init takes arguments: say what the tool can make a behavior with.
          lines.append(
            "\(path): error: the tool makes `\(behavior)` with `\(behavior)()` or a static property of "
              + "`extension ScrollTargetBehavior where Self == \(behavior)` (`static var name: \(behavior) { … }`), "
              + "and its init takes arguments (\(message)): give its properties default values, or add such a property"
          )
          quotingEntry = true
        } else {
          lines.append("\(path): error: the entry point the tool generated: \(message)")
        }
      } else {
        lines.append(String(line))
      }
    }
    let read = CompilerDiagnostics(lines: lines)
    if let module = read.diagnostics.lazy.compactMap({ $0.message.firstMatch(of: #/^no such module '(\w+)'/#) }).first,
      let diagnostic = read.diagnostics.first(where: { $0.message.hasPrefix("no such module '\(module.output.1)'") })
    {
      let line = diagnostic.line.map { "\(path):\($0)" } ?? path
      return SwiftBehaviorError.invalid(
        location: line, SwiftImports.unavailable(String(module.output.1), isView: isView))
    }
    if let said = read.inToolWords(source: source), let first = said.first(where: { $0.severity == "error" }) {
      let rest = said.drop { $0.location != first.location || $0.message != first.message }.dropFirst()
      return SwiftBehaviorError.invalid(
        location: first.location, ([first.message] + first.detail + rest.flatMap(\.text)).joined(separator: "\n"))
    }
    guard let index = lines.firstIndex(where: { $0.contains(": error: ") }) else {
      return SwiftBehaviorError.invalid(location: path, "does not compile:\n" + lines.joined(separator: "\n"))
    }
    let range = lines[index].range(of: ": error: ")!
    var rest = lines
    rest.remove(at: index)
    return SwiftBehaviorError.invalid(
      location: String(lines[index][..<range.lowerBound]),
      ([String(lines[index][range.upperBound...])] + rest).joined(separator: "\n"))
  }
}
