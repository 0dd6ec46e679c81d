import Foundation
import ScrollTargets
import Testing

@testable import PropertyChecking

/// The list of properties in `new`'s starter, for a script to pick from.
@Suite("The starter lists every property")
struct StarterCatalogTests {
  /// No built-in, and two whose promises differ.
  static let likes: [String?] = [nil, "paging", "viewAligned:alwaysByOne:center"]

  @Test("every property name the parser knows appears in the starter, one commented-out line each", arguments: likes)
  func everyName(like: String?) throws {
    let text = try Starter.script(named: "mine.lua", like: like, axis: nil)
    let listed = text.split(separator: "\n").filter { $0.hasPrefix("-- -- expect: ") }
    #expect(listed.count == PropertyList.names.count, "\(listed)")
    for name in PropertyList.names {
      #expect(
        listed.contains { $0.dropFirst("-- -- expect: ".count).hasPrefix(name) }, "\(name) in \(like ?? "plain")")
    }
    // The list is comments: the header still promises what it declares, and nothing more.
    let promises = try Promises.read(Array(text.utf8), path: "mine.lua")
    let declared = like.flatMap { BuiltInPromises.promises(for: $0)?.properties.map(\.name) }
    #expect(promises.properties.map(\.name) == declared ?? PropertyList.defaults.map(\.name))
  }

  @Test("each listed line, its first -- deleted, promises the property it names")
  func uncommented() throws {
    let text = try Starter.script(named: "mine.lua", like: nil, axis: nil)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (number, line) in lines.enumerated() where line.hasPrefix("-- -- expect: ") {
      var edited = lines
      edited[number] = String(line.dropFirst(3))
      let example = try #require(PropertyList.catalog.first { line.contains("expect: \($0.example) ") }?.example)
      let promises = try Promises.read(Array(edited.joined(separator: "\n").utf8), path: "mine.lua")
      #expect(promises.properties.map(\.name).contains(example), "\(edited[number])")
    }
  }
}
