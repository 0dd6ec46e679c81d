import Foundation

/// The numeric literals of a behavior's source: the numbers its decisions
/// turn on, read by a small tokenizer that skips comments and strings.
///
/// Lua's compiled constants are not read from the loaded chunk: the public C
/// API does not reach a function's constant table, and `string.dump` is not in
/// the sandbox. Lexing the source finds the same numbers for the literals a
/// script writes (a folded `2 * 370` is seen as 2 and 370, not 740).
/// A minus sign is not part of a literal; the search tries both signs anyway.
public enum ScriptNumbers {
  /// The most numbers kept, the first ones in the source: enough for any pager written by hand.
  public static let limit = 128
  /// Numbers larger than this (in magnitude) are left out: no length or speed is that large.
  public static let largest = 1e7

  /// The distinct finite numbers written in Lua `source`, in order of first appearance.
  public static func lua(_ source: Data) -> [Double] {
    numbers(Array(source), language: .lua)
  }

  /// The distinct finite numbers written in Swift `source`, in order of first appearance.
  public static func swift(_ source: Data) -> [Double] {
    numbers(Array(source), language: .swift)
  }

  enum Language { case lua, swift }

  static func numbers(_ text: [UInt8], language: Language) -> [Double] {
    var found: [Double] = []
    var seen: Set<Double> = []
    var index = 0
    func add(_ value: Double?) {
      guard let value, value.isFinite, abs(value) <= largest, found.count < limit, seen.insert(value).inserted
      else { return }
      found.append(value)
    }
    while index < text.count {
      let byte = text[index]
      switch language {
      case .lua:
        if byte == UInt8(ascii: "-"), at(text, index + 1) == UInt8(ascii: "-") {
          index = skipLuaComment(text, from: index + 2)
          continue
        }
        if byte == UInt8(ascii: "["), let end = skipLuaLongBracket(text, from: index) {
          index = end
          continue
        }
      case .swift:
        if byte == UInt8(ascii: "/"), at(text, index + 1) == UInt8(ascii: "/") {
          index = skipLine(text, from: index)
          continue
        }
        if byte == UInt8(ascii: "/"), at(text, index + 1) == UInt8(ascii: "*") {
          index = skipSwiftBlockComment(text, from: index)
          continue
        }
        if byte == UInt8(ascii: "#"),
          at(text, index + 1) == UInt8(ascii: "\"") || at(text, index + 1) == UInt8(ascii: "#")
        {
          index = skipRawString(text, from: index)
          continue
        }
      }
      if byte == UInt8(ascii: "\"") || (language == .lua && byte == UInt8(ascii: "'")) {
        index = skipQuoted(text, from: index, language: language)
        continue
      }
      if isIdentifierStart(byte) {
        while index < text.count, isIdentifierStart(text[index]) || isDigit(text[index]) { index += 1 }
        continue
      }
      let startsNumber =
        isDigit(byte)
        || (language == .lua && byte == UInt8(ascii: ".") && at(text, index + 1).map(isDigit) == true
          && at(text, index - 1) != UInt8(ascii: "."))
      if startsNumber {
        let (value, end) = number(text, from: index, language: language)
        add(value)
        index = end
        continue
      }
      index += 1
    }
    return found
  }

  /// The literal from `start` and where it ends: decimal with fraction and
  /// exponent, or hexadecimal (`0x`), with Swift's `0b`, `0o` and `_` separators.
  static func number(_ text: [UInt8], from start: Int, language: Language) -> (Double?, Int) {
    var index = start
    var radix = 10
    if text[index] == UInt8(ascii: "0"), let mark = at(text, index + 1) {
      switch mark | 0x20 {
      case UInt8(ascii: "x"): radix = 16
      case UInt8(ascii: "b") where language == .swift: radix = 2
      case UInt8(ascii: "o") where language == .swift: radix = 8
      default: break
      }
      if radix != 10 { index += 2 }
    }
    var digits = ""
    func take(_ allowed: (UInt8) -> Bool) {
      while index < text.count, allowed(text[index]) || (language == .swift && text[index] == UInt8(ascii: "_")) {
        if text[index] != UInt8(ascii: "_") { digits.append(Character(UnicodeScalar(text[index]))) }
        index += 1
      }
    }
    if radix != 10 {
      take { radix == 16 ? isHexDigit($0) : isDigit($0) && Int($0 - 48) < radix }
      // A hexadecimal fraction or exponent (0x1.8p3) is rare in a pager: the integer part is kept.
      while index < text.count,
        isIdentifierStart(text[index]) || isDigit(text[index]) || text[index] == UInt8(ascii: ".")
      {
        index += 1
      }
      return (UInt64(digits, radix: radix).map { Double($0) }, index)
    }
    take(isDigit)
    // A fraction: a dot followed by a digit (Lua also allows `5.`; Swift's `x.0` after a number is not a fraction).
    if at(text, index) == UInt8(ascii: "."), let next = at(text, index + 1), isDigit(next) || language == .lua,
      next != UInt8(ascii: ".")
    {
      digits.append(".")
      index += 1
      take(isDigit)
    }
    if let mark = at(text, index), mark | 0x20 == UInt8(ascii: "e") {
      var end = index + 1
      var exponent = "e"
      if let sign = at(text, end), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        exponent.append(Character(UnicodeScalar(sign)))
        end += 1
      }
      if let first = at(text, end), isDigit(first) {
        index = end
        digits += exponent
        take(isDigit)
      }
    }
    return (Double(digits), index)
  }

  private static func at(_ text: [UInt8], _ index: Int) -> UInt8? {
    index >= 0 && index < text.count ? text[index] : nil
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
  private static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || (byte | 0x20 >= 97 && byte | 0x20 <= 102) }
  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= 97 && byte | 0x20 <= 122) || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  private static func skipLine(_ text: [UInt8], from start: Int) -> Int {
    var index = start
    while index < text.count, text[index] != UInt8(ascii: "\n") { index += 1 }
    return index
  }

  /// After `--`: a long comment `--[==[ … ]==]`, or the rest of the line.
  private static func skipLuaComment(_ text: [UInt8], from start: Int) -> Int {
    if at(text, start) == UInt8(ascii: "["), let end = skipLuaLongBracket(text, from: start) { return end }
    return skipLine(text, from: start)
  }

  /// A long bracket `[==[ … ]==]` at `start`, and where it ends; nil when `start` opens none.
  private static func skipLuaLongBracket(_ text: [UInt8], from start: Int) -> Int? {
    var index = start + 1
    var level = 0
    while at(text, index) == UInt8(ascii: "=") {
      level += 1
      index += 1
    }
    guard at(text, index) == UInt8(ascii: "[") else { return nil }
    index += 1
    while index < text.count {
      if text[index] == UInt8(ascii: "]") {
        var close = index + 1
        var equals = 0
        while at(text, close) == UInt8(ascii: "=") {
          equals += 1
          close += 1
        }
        if equals == level, at(text, close) == UInt8(ascii: "]") { return close + 1 }
      }
      index += 1
    }
    return text.count
  }

  /// A quoted string at `start` (Lua's `'` or `"`, Swift's `"` or `"""`), with its escapes.
  private static func skipQuoted(_ text: [UInt8], from start: Int, language: Language) -> Int {
    let quote = text[start]
    if language == .swift, at(text, start + 1) == quote, at(text, start + 2) == quote {
      var index = start + 3
      while index < text.count {
        if text[index] == UInt8(ascii: "\\") {
          index += 2
          continue
        }
        if text[index] == quote, at(text, index + 1) == quote, at(text, index + 2) == quote { return index + 3 }
        index += 1
      }
      return text.count
    }
    var index = start + 1
    while index < text.count {
      let byte = text[index]
      if byte == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if byte == quote { return index + 1 }
      if byte == UInt8(ascii: "\n") { return index }
      index += 1
    }
    return text.count
  }

  /// A Swift block comment at `start`, nested ones included.
  private static func skipSwiftBlockComment(_ text: [UInt8], from start: Int) -> Int {
    var depth = 0
    var index = start
    while index < text.count {
      if text[index] == UInt8(ascii: "/"), at(text, index + 1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if text[index] == UInt8(ascii: "*"), at(text, index + 1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return text.count
  }

  /// A Swift raw string `#"…"#` (any number of `#`) at `start`.
  private static func skipRawString(_ text: [UInt8], from start: Int) -> Int {
    var index = start
    var hashes = 0
    while at(text, index) == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    guard at(text, index) == UInt8(ascii: "\"") else { return index }
    index += 1
    while index < text.count {
      if text[index] == UInt8(ascii: "\"") {
        var close = index + 1
        var count = 0
        while count < hashes, at(text, close) == UInt8(ascii: "#") {
          count += 1
          close += 1
        }
        if count == hashes { return close }
      }
      index += 1
    }
    return text.count
  }
}
