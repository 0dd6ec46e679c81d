import Foundation
import TestSupport
import Testing

/// Package.swift says which module may import which; the Swift files are what
/// does. SwiftPM on Linux lets a file import a module its target only reaches
/// through another, so nothing but this test keeps the two the same.
@Suite("the package's declared dependencies are the modules its files import")
struct PackageImportsTests {
  /// Modules of the toolchain and the system, which no target declares.
  static let system: Set<String> = [
    "Foundation", "FoundationEssentials", "FoundationXML", "FoundationNetworking", "Glibc", "Musl", "Darwin",
    "Dispatch", "Synchronization", "Testing", "XCTest", "PackagePlugin", "PackageDescription", "_StringProcessing",
    "Observation",
  ]

  /// One target of the package, as `swift package dump-package` gives it.
  struct Target {
    var name: String
    var type: String
    var path: String
    /// Declared dependencies by module name: targets and products alike.
    var declared: Set<String>
    /// Whether it is written in Swift (a C target's files include headers and import nothing).
    var isSwift: Bool {
      FileManager.default.subpaths(atPath: path)?.contains(where: { $0.hasSuffix(".swift") }) == true
    }
  }

  /// The package's Swift targets.
  static func targets() throws -> [Target] {
    let root = Repository.root
    // A scratch folder of its own: the one of the build that runs the tests is locked by it.
    let scratch = FileManager.default.temporaryDirectory.appending(path: "dump-package-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    // The whole package, the playground's server too, whichever tier runs (Package.swift).
    let dump = try Tool.run(
      ["-u", "SCROLLSCRIPT_WITHOUT_SERVER", "swift", "package", "--scratch-path", scratch.path, "dump-package"],
      directory: root, executable: URL(fileURLWithPath: "/usr/bin/env"))
    let document = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
    let entries = try #require(document["targets"] as? [[String: Any]])
    return entries.compactMap { entry in
      guard let name = entry["name"] as? String, let type = entry["type"] as? String,
        ["regular", "executable", "test", "system"].contains(type)
      else { return nil }
      let folder = type == "test" ? "Tests" : "Sources"
      let path = root.appending(path: (entry["path"] as? String) ?? "\(folder)/\(name)").path
      var declared: Set<String> = []
      for dependency in entry["dependencies"] as? [[String: Any]] ?? [] {
        for kind in ["byName", "target", "product"] {
          if let value = dependency[kind] as? [Any], let module = value.first as? String { declared.insert(module) }
        }
      }
      return Target(name: name, type: type, path: path, declared: declared)
    }
  }

  /// The modules the Swift files under `path` import, each with a file that imports it.
  static func imports(under path: String) -> [String: String] {
    var found: [String: String] = [:]
    let files = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
    for file in files where file.hasSuffix(".swift") {
      guard let text = try? String(contentsOfFile: "\(path)/\(file)", encoding: .utf8) else { continue }
      // Imports stand at the start of a line; an indented one is text (a fixture's source in a string).
      for line in text.split(separator: "\n") where line.first?.isWhitespace == false {
        let words = line.split(separator: " ").filter {
          !$0.hasPrefix("@") && !["public", "package", "internal"].contains($0)
        }
        guard words.count >= 2, words[0] == "import" else { continue }
        let named = ["struct", "class", "enum", "protocol", "func", "var", "typealias"].contains(words[1])
        guard let module = (named ? words.dropFirst(2).first : words[1])?.split(separator: ".").first else { continue }
        found[String(module), default: file] = file
      }
    }
    return found
  }

  @Test("every module a target's files import is one it declares, and every module it declares one they import")
  func declaredIsImported() throws {
    let targets = try Self.targets()
    #expect(targets.count > 20)
    for target in targets where target.isSwift {
      let imported = Self.imports(under: target.path).filter { !Self.system.contains($0.key) && $0.key != target.name }
      for (module, file) in imported.sorted(by: { $0.key < $1.key }) where !target.declared.contains(module) {
        Issue.record("\(target.name) imports \(module) (\(file)) but does not declare it")
      }
      for module in target.declared.sorted() where imported[module] == nil {
        Issue.record("\(target.name) declares \(module) but no file of it imports it")
      }
    }
  }

  /// The module graph: each module of the tool (tests aside) and the modules
  /// it imports, less those it reaches through another (a transitive
  /// reduction), dependencies first. A C target's arrows are its declared ones.
  static func graph(_ targets: [Target]) -> String {
    let modules = targets.filter { $0.type != "test" && $0.name != "TestSupport" }
    let own = Set(modules.map(\.name))
    var edges: [String: Set<String>] = [:]
    var external: [String: Set<String>] = [:]
    for target in modules {
      let used = target.isSwift ? Set(imports(under: target.path).keys).subtracting(system) : target.declared
      edges[target.name] = used.intersection(own).subtracting([target.name])
      external[target.name] = used.subtracting(own)
    }
    func reaches(_ from: String, _ to: String, skipping edge: String) -> Bool {
      var stack = Array(edges[from, default: []].subtracting([edge]))
      var seen: Set<String> = []
      while let next = stack.popLast() {
        if next == to { return true }
        if seen.insert(next).inserted { stack += edges[next, default: []] }
      }
      return false
    }
    // Dependencies first; among modules that are ready at once, by name.
    var order: [String] = []
    var left = own
    while !left.isEmpty {
      let ready = left.filter { edges[$0, default: []].isSubset(of: Set(order)) }.sorted()
      guard !ready.isEmpty else { return "a cycle among \(left.sorted())" }
      order += ready
      left.subtract(ready)
    }
    let width = (order.map(\.count).max() ?? 0) + 1
    return order.map { name in
      let direct = edges[name, default: []].filter { !reaches(name, $0, skipping: $0) }
      let arrows = (direct.sorted() + external[name, default: []].sorted()).joined(separator: ", ")
      let padded = name.padding(toLength: width, withPad: " ", startingAt: 0)
      return arrows.isEmpty ? name : "\(padded)-> \(arrows)"
    }.joined(separator: "\n")
  }

  @Test("docs/architecture.md shows the module graph the imports make (SCROLLSCRIPT_WRITE_GRAPH=1 writes it)")
  func graphInTheDocs() throws {
    let graph = Self.graph(try Self.targets()) + "\n"
    let page = Repository.file("docs/architecture.md")
    let text = try String(contentsOf: page, encoding: .utf8)
    let opening = "<!-- the module graph: PackageImportsTests writes it -->\n```\n"
    let start = try #require(text.range(of: opening), "the page marks where the graph goes")
    let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
    if ProcessInfo.processInfo.environment["SCROLLSCRIPT_WRITE_GRAPH"] == "1" {
      try (text[..<start.upperBound] + graph + text[end.lowerBound...]).write(
        to: page, atomically: true, encoding: .utf8)
      return
    }
    #expect(String(text[start.upperBound..<end.lowerBound]) == graph, "\(graph)")
  }
}
