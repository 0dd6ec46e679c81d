import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollTargets

/// Reads properties as people write them: `landsOn(pages), atMost(1, pages), followsFling(300)`,
/// `advances(300, children)`.
///
/// The grammar, with spaces allowed between tokens:
/// ```
/// list     = property { "," property }
/// property = "inBounds" | "deterministic" | "settles" | "monotone" | "mirrors"
///          | "landsOn(" stops ")" | "atMost(" count "," stops ")"
///          | "followsFling(" speed ")" | "advances(" speed "," stops ")"
///          | "keepsPlaceOnResize" [ "(" stops ")" ]
/// stops    = "pages" | "children" [ "(" anchor ")" ] | "grid(" points ")"
/// ```
/// `anchor` is a `UnitPoint` name (`leading`, `center`, `trailing`, …); a
/// grid's step is at least ``finestGrid``. Columns count Unicode scalars from 1.
public enum PropertyList {
  /// The properties every sensible behavior satisfies, checked when a script declares none.
  public static let defaults: [any BehaviorProperty] = [InBounds(), Deterministic(), Settles()]

  /// The finest grid a property may name (pt): ten times the tolerance, so
  /// that neighbouring stops stay apart.
  public static let finestGrid = 0.1

  /// Every property in a line: its name, how it is written with everyday
  /// arguments, and what it promises in a few words (docs/properties.md has
  /// the rules in full). `new`'s starter lists them for a script to pick from.
  public static let catalog: [(name: String, example: String, promise: String)] = [
    ("inBounds", "inBounds", "the result lies within the content"),
    ("deterministic", "deterministic", "the same gesture twice rests at the same place"),
    ("settles", "settles", "a view at rest stays where it rests"),
    ("landsOn", "landsOn(pages)", "every gesture comes to rest on a page"),
    ("atMost", "atMost(1, pages)", "one gesture turns at most one page"),
    ("followsFling", "followsFling(300)", "a fling of 300 pt/s or more never rests behind its start"),
    ("advances", "advances(300, pages)", "a fling of 300 pt/s or more from a page turns at least one"),
    ("monotone", "monotone", "a faster fling never rests nearer the start than a slower one"),
    ("keepsPlaceOnResize", "keepsPlaceOnResize", "a rotation keeps the same page at the leading edge"),
    ("mirrors", "mirrors", "a case and its mirror image rest at mirrored places"),
  ]

  /// The names a list may use, for messages and completion.
  public static let names = catalog.map(\.name)

  /// The properties `text` lists, in order, without repeats.
  ///
  /// - Throws: ``PropertySyntaxError`` naming the first word that is not a
  ///   property, with the column it starts at (from 1) and the nearest name.
  public static func parse(_ text: String) throws(PropertySyntaxError) -> [any BehaviorProperty] {
    var parser = Parser(text: Array(text.unicodeScalars))
    var terms: [Term] = []
    repeat {
      terms.append(try parser.term())
    } while try parser.comma()
    try parser.end()
    var result: [any BehaviorProperty] = []
    for term in terms {
      let property = try make(term)
      if !result.contains(where: { $0.name == property.name }) { result.append(property) }
    }
    return result
  }

  private static func make(_ term: Term) throws(PropertySyntaxError) -> any BehaviorProperty {
    func arguments(_ count: Int, _ usage: String) throws(PropertySyntaxError) {
      guard term.arguments.count == count else {
        throw PropertySyntaxError(column: term.column, message: "\(term.name) takes \(usage)")
      }
    }
    switch term.name {
    case "inBounds", "deterministic", "settles", "monotone", "mirrors":
      try arguments(0, "no arguments")
      switch term.name {
      case "inBounds": return InBounds()
      case "deterministic": return Deterministic()
      case "settles": return Settles()
      case "monotone": return Monotone()
      default: return Mirrors()
      }
    case "landsOn":
      try arguments(1, "one kind of stop: landsOn(pages), landsOn(children), landsOn(grid(50))")
      return LandsOn(try stops(term.arguments[0]))
    case "atMost":
      try arguments(2, "a count and a kind of stop: atMost(1, pages)")
      let count = try number(term.arguments[0], "the count")
      guard count >= 0, count == count.rounded(), count < 1_000_000 else {
        throw PropertySyntaxError(
          column: term.arguments[0].column, message: "the count must be a whole number from 0 to 999999")
      }
      return AtMost(Int(count), try stops(term.arguments[1]))
    case "followsFling":
      try arguments(1, "the slowest speed it applies to in pt/s: followsFling(300)")
      return FollowsFling(try speed(term.arguments[0]))
    case "advances":
      try arguments(2, "the slowest speed it applies to in pt/s and a kind of stop: advances(300, children)")
      return Advances(try speed(term.arguments[0]), try stops(term.arguments[1]))
    case "keepsPlaceOnResize":
      if term.arguments.isEmpty { return KeepsPlaceOnResize() }
      try arguments(1, "at most one kind of stop: keepsPlaceOnResize(children)")
      let stops = try stops(term.arguments[0])
      if case .grid = stops {
        // A grid's step is in points: it does not follow the container, so
        // stop k before a rotation is not stop k after it.
        throw PropertySyntaxError(
          column: term.arguments[0].column, message: "keepsPlaceOnResize takes pages or children, not a grid")
      }
      return KeepsPlaceOnResize(stops)
    default:
      throw PropertySyntaxError(column: term.column, unknown: term.name, expected: names, what: "property")
    }
  }

  private static func stops(_ term: Term) throws(PropertySyntaxError) -> Stops {
    switch term.name {
    case "pages" where term.arguments.isEmpty: return .pages
    case "children":
      guard let argument = term.arguments.first else { return .children(nil) }
      guard term.arguments.count == 1, argument.arguments.isEmpty, let anchor = UnitPoint(named: argument.name) else {
        throw PropertySyntaxError(
          column: argument.column, unknown: argument.name, expected: UnitPoint.named.map(\.name), what: "anchor")
      }
      return .children(anchor)
    case "grid":
      guard term.arguments.count == 1 else {
        throw PropertySyntaxError(column: term.column, message: "grid takes its step in points: grid(50)")
      }
      let step = try number(term.arguments[0], "the grid's step")
      guard step >= Self.finestGrid else {
        throw PropertySyntaxError(
          column: term.arguments[0].column, message: "the grid's step must be at least \(Self.finestGrid) pt")
      }
      return .grid(step)
    default:
      throw PropertySyntaxError(
        column: term.column, unknown: term.name, expected: ["pages", "children", "grid"], what: "kind of stop")
    }
  }

  /// A speed in pt/s, 0 or more.
  private static func speed(_ term: Term) throws(PropertySyntaxError) -> Double {
    let speed = try number(term, "the speed")
    guard speed >= 0 else {
      throw PropertySyntaxError(column: term.column, message: "the speed must be at least 0 pt/s")
    }
    return speed
  }

  private static func number(_ term: Term, _ what: String) throws(PropertySyntaxError) -> Double {
    guard term.arguments.isEmpty, let value = Double(term.name), value.isFinite else {
      throw PropertySyntaxError(column: term.column, message: "\(what) must be a number, got '\(term.name)'")
    }
    return value
  }

  /// A word with optional arguments in parentheses.
  private struct Term {
    var name: String
    var column: Int
    var arguments: [Term] = []
  }

  private struct Parser {
    let text: [Unicode.Scalar]
    var index = 0

    mutating func skipSpaces() {
      while index < text.count, text[index].properties.isWhitespace { index += 1 }
    }

    /// How deep arguments may nest: `atMost(1, children(center))` needs 2.
    static let deepest = 4
    var depth = 0

    mutating func term() throws(PropertySyntaxError) -> Term {
      skipSpaces()
      let start = index
      while index < text.count,
        text[index].properties.isAlphabetic || "0123456789._-+".unicodeScalars.contains(text[index])
      {
        index += 1
      }
      guard index > start else {
        throw PropertySyntaxError(
          column: start + 1, message: index < text.count ? "unexpected '\(text[index])'" : "a property is missing")
      }
      var term = Term(name: String(String.UnicodeScalarView(text[start..<index])), column: start + 1)
      skipSpaces()
      if index < text.count, text[index] == "(" {
        guard depth < Self.deepest else {
          throw PropertySyntaxError(column: index + 1, message: "arguments nest too deep")
        }
        depth += 1
        defer { depth -= 1 }
        index += 1
        repeat {
          term.arguments.append(try self.term())
        } while try comma()
        skipSpaces()
        guard index < text.count, text[index] == ")" else {
          throw PropertySyntaxError(column: index + 1, message: "expected ')' to close \(term.name)(")
        }
        index += 1
      }
      return term
    }

    /// Consumes a comma if one comes next.
    mutating func comma() throws(PropertySyntaxError) -> Bool {
      skipSpaces()
      guard index < text.count, text[index] == "," else { return false }
      index += 1
      return true
    }

    mutating func end() throws(PropertySyntaxError) {
      skipSpaces()
      if index < text.count {
        throw PropertySyntaxError(
          column: index + 1, message: "unexpected '\(text[index])': separate properties with commas")
      }
    }
  }
}

/// Why a list of properties could not be read: what, and at which column (from 1).
public struct PropertySyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  public var column: Int
  public var message: String

  public init(column: Int, message: String) {
    self.column = column
    self.message = message
  }

  /// "unknown property 'landsOnn': did you mean 'landsOn'? (expected one of …)".
  init(column: Int, unknown word: String, expected: [String], what: String) {
    let suggestion = Suggestion.nearest(to: word, in: expected).map { " did you mean '\($0)'?" } ?? ""
    self.init(
      column: column,
      message: "unknown \(what) '\(word)':\(suggestion) expected one of \(expected.joined(separator: ", "))")
  }

  public var description: String { message }
}
