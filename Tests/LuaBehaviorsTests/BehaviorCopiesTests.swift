import Foundation
import TestSupport
import Testing

/// Each script in behaviors/ stands alone, so that a person can copy one file
/// and have a whole behavior: the code two of them share is written in both.
/// These copies are deliberate, and this suite keeps them in step.
@Suite("the deliberate copies in behaviors/ stay in step")
struct BehaviorCopiesTests {
  static func source(_ name: String) throws -> String {
    try String(contentsOf: Repository.file("behaviors/\(name)"), encoding: .utf8)
  }

  /// The lines of `text` that are code: comments and blank lines left out.
  static func code(_ text: some StringProtocol) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("--") }
  }

  /// `line` with the horizontal axis's words put for the vertical's, whole words only.
  static func horizontal(_ line: String) -> String {
    let words = [
      "height": "width", "minY": "minX", "maxY": "maxX", "y": "x", "dy": "dx", "vertical": "horizontal",
      "verticalPaging": "horizontalPaging",
    ]
    var out = ""
    var word = ""
    for character in line + " " {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        out += words[word] ?? word
        word = ""
        out.append(character)
      }
    }
    return String(out.dropLast())
  }

  @Test(
    "vertical_paging.lua is horizontal_paging.lua on the other axis, word for word but the axis's words, then its feed's hook"
  )
  func verticalIsHorizontal() throws {
    let across = Self.code(try Self.source("horizontal_paging.lua"))
    let down = Self.code(try Self.source("vertical_paging.lua"))
    #expect(across.count > 30 && down.count > across.count)
    for (a, d) in zip(across, down) { #expect(a == Self.horizontal(d), "\(d)") }
    // The mapping changes something: the two are not simply the same file.
    #expect(Array(down.prefix(across.count)) != across)
    // What the vertical one adds is the feed's own: the hook that asks for more pages near the end.
    #expect(down.dropFirst(across.count).contains { $0.hasPrefix("function onScrollGeometryChange(") })
  }

  @Test("the pagers that lay out stops the same way share pageStops and its tolerance, word for word")
  func sharedPageStops() throws {
    let files = ["paging.lua", "bounds_paging.lua", "multi_page_fling.lua", "threshold_pager.lua"]
    var bodies: [String: [String]] = [:]
    for file in files {
      let text = try Self.source(file)
      let start = try #require(text.range(of: "local function pageStops("), "\(file)")
      let end = try #require(text.range(of: "\nend\n", range: start.upperBound..<text.endIndex), "\(file)")
      bodies[file] = Self.code(text[start.lowerBound..<end.upperBound])
      #expect(text.contains("local TOLERANCE = 0.01\n"), "\(file)")
    }
    let first = try #require(bodies[files[0]])
    #expect(first.count > 15)
    for file in files.dropFirst() { #expect(bodies[file] == first, "\(file) against \(files[0])") }
  }
}
