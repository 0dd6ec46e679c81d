import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

// Reads Swift files as Xcode 16.3's compiler, Swift 6.1, would have to: each
// is parsed with Swift 6.0's grammar (swift-syntax 600), and its syntax
// tree is searched for what Swift 6.2 and 6.3 added that parses under the
// older grammar as well (a type, an attribute, a modifier of the new
// standard library or language). Prints `path:line:column: error: …` for
// each finding and exits 1 when there is one.
//
// Usage: language-level PATH... (a folder is read whole, but for its
// build products and `.git`).

/// What Swift 6.2 or 6.3 brought, by the name a file spells it with.
enum Newer {
  /// Types of the standard library, Observation and Swift Testing.
  static let types: [String: String] = [
    "InlineArray": "Swift 6.2", "Span": "Swift 6.2", "MutableSpan": "Swift 6.2", "RawSpan": "Swift 6.2",
    "MutableRawSpan": "Swift 6.2", "UTF8Span": "Swift 6.2", "OutputSpan": "Swift 6.2",
    "OutputRawSpan": "Swift 6.2", "Observations": "Swift 6.2", "Attachment": "Swift Testing of Swift 6.2",
  ]
  /// Members, as `Base.member`.
  static let members: [String: String] = [
    "Task.immediate": "Swift 6.2", "Test.cancel": "Swift Testing of Swift 6.3",
  ]
  /// Labels of a call's arguments, as `function(label:`.
  static let labels: [String: String] = [
    "expect(processExitsWith": "Swift Testing of Swift 6.2 (exit tests)",
    "require(processExitsWith": "Swift Testing of Swift 6.2 (exit tests)",
    "record(severity": "Swift Testing of Swift 6.3 (warning issues)",
  ]
  /// Attributes, without their `@`.
  static let attributes: [String: String] = [
    "concurrent": "Swift 6.2", "abi": "Swift 6.2", "c": "Swift 6.3", "specialized": "Swift 6.3",
    "export": "Swift 6.3",
  ]
}

/// The findings in one file's syntax tree.
final class Finder: SyntaxVisitor {
  private let converter: SourceLocationConverter
  private let path: String
  private(set) var findings: [String] = []

  init(path: String, tree: SourceFileSyntax) {
    self.path = path
    converter = SourceLocationConverter(fileName: path, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  private func report(_ node: some SyntaxProtocol, _ what: String, since: String) {
    let place = node.startLocation(converter: converter)
    findings.append("\(path):\(place.line):\(place.column): error: \(what) is \(since)'s; Xcode 16.3 has Swift 6.1")
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    if let since = Newer.types[node.name.text] { report(node, "`\(node.name.text)`", since: since) }
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    // A type named in an expression: `Span(…)`, `Attachment.record(…)`.
    let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
    if !isMemberName, let since = Newer.types[node.baseName.text] {
      report(node, "`\(node.baseName.text)`", since: since)
    }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.base?.as(DeclReferenceExprSyntax.self) {
      let name = "\(base.baseName.text).\(node.declName.baseName.text)"
      if let since = Newer.members[name] { report(node, "`\(name)`", since: since) }
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    checkLabels(of: node.calledExpression, node.arguments, at: node)
    return .visitChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    if let label = node.arguments.first?.label?.text, let since = Newer.labels["\(node.macroName.text)(\(label)"] {
      report(node, "`#\(node.macroName.text)(\(label):)`", since: since)
    }
    return .visitChildren
  }

  private func checkLabels(of called: ExprSyntax, _ arguments: LabeledExprListSyntax, at node: some SyntaxProtocol) {
    let name =
      called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? called.as(DeclReferenceExprSyntax.self)?.baseName.text
    guard let name else { return }
    for argument in arguments {
      if let label = argument.label?.text, let since = Newer.labels["\(name)(\(label)"] {
        report(node, "`\(name)(\(label):)`", since: since)
      }
    }
  }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.attributeName.as(IdentifierTypeSyntax.self)?.name.text, let since = Newer.attributes[name] {
      report(node, "`@\(name)`", since: since)
    }
    return .visitChildren
  }

  override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == "nonisolated", node.detail?.detail.text == "nonsending" {
      report(node, "`nonisolated(nonsending)`", since: "Swift 6.2")
    }
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.bindingSpecifier.tokenKind == .keyword(.let), node.modifiers.contains(where: { $0.name.text == "weak" }) {
      report(node, "`weak let`", since: "Swift 6.2")
    }
    return .visitChildren
  }

  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.modifiers.contains(where: { $0.name.text == "isolated" }) {
      report(node, "`isolated deinit`", since: "Swift 6.2")
    }
    return .visitChildren
  }

  override func visit(_ node: InheritedTypeSyntax) -> SyntaxVisitorContinueKind {
    // An isolated conformance: `extension Model: @MainActor Equatable`.
    if let attributed = node.type.as(AttributedTypeSyntax.self),
      attributed.attributes.contains(where: {
        $0.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "MainActor"
      })
    {
      report(node, "an isolated conformance (`: @MainActor P`)", since: "Swift 6.2")
    }
    return .visitChildren
  }

  override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind {
    if node.expressions.contains(where: { $0.label?.text == "default" }) {
      report(node, "an interpolation's `default:`", since: "Swift 6.2")
    }
    return .visitChildren
  }
}

/// The findings in the file at `path`: its syntax errors under Swift 6.0's grammar, then what is newer.
func findings(in path: String) throws -> [String] {
  let source = try String(contentsOfFile: path, encoding: .utf8)
  let tree = Parser.parse(source: source)
  let converter = SourceLocationConverter(fileName: path, tree: tree)
  var found = ParseDiagnosticsGenerator.diagnostics(for: tree).filter {
    $0.diagMessage.severity == .error && !isTrailingComma($0)
  }.map {
    let place = $0.location(converter: converter)
    return "\(path):\(place.line):\(place.column): error: not Swift 6.0's grammar: \($0.message)"
  }
  let finder = Finder(path: path, tree: tree)
  finder.walk(tree)
  found += finder.findings
  return found
}

/// Whether `diagnostic` is only the missing value after a list's last comma, as in `f(a, b,)` or `(1, 2,)`:
/// Swift 6.1 takes such a comma (SE-0439), which Swift 6.0's grammar does not know.
func isTrailingComma(_ diagnostic: Diagnostic) -> Bool {
  let node = diagnostic.node
  guard node.tokens(viewMode: .sourceAccurate).allSatisfy({ $0.presence == .missing }),
    let before = node.previousToken(viewMode: .sourceAccurate), before.tokenKind == .comma,
    let after = node.nextToken(viewMode: .sourceAccurate)
  else { return false }
  return [.rightParen, .rightSquare, .rightAngle].contains(after.tokenKind)
}

/// The `.swift` files under `folder`, but for build folders and `.git`.
func swiftFiles(under folder: String) -> [String] {
  guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
  var files: [String] = []
  while let relative = walker.nextObject() as? String {
    let name = (relative as NSString).lastPathComponent
    if name == ".build" || name.hasPrefix(".build-") || name == ".git" {
      walker.skipDescendants()
    } else if relative.hasSuffix(".swift") {
      files.append("\(folder)/\(relative)")
    }
  }
  return files.sorted()
}

let arguments = CommandLine.arguments.dropFirst()
guard !arguments.isEmpty else {
  FileHandle.standardError.write(Data("usage: language-level PATH...\n".utf8))
  exit(2)
}
var files: [String] = []
for path in arguments {
  var isFolder: ObjCBool = false
  guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
    FileHandle.standardError.write(Data("language-level: \(path): no such file or folder\n".utf8))
    exit(2)
  }
  files += isFolder.boolValue ? swiftFiles(under: path) : [path]
}
var total = 0
for file in files {
  do {
    let found = try findings(in: file)
    total += found.count
    for line in found { print(line) }
  } catch {
    print("\(file): error: cannot be read: \(error)")
    total += 1
  }
}
if total > 0 {
  print("\(total) finding(s) in \(files.count) files")
  exit(1)
}
print("\(files.count) files: nothing newer than Swift 6.1")
