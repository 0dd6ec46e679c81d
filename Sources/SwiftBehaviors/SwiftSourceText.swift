/// A `.swift` file's bytes beside a copy in which comments and the insides
/// of string literals are spaces: what the light reading of a file
/// (``SwiftBehaviorSource``) searches, so that a brace, a quote or a name
/// inside a comment or a string is never taken for code.
///
/// The copy has the file's bytes, one for one, line breaks kept: an offset,
/// a line and a column mean the same place in both. Columns count bytes from
/// 1, as the compiler's do.
///
/// What is blanked: `//` and nested `/* */` comments; string literals of
/// every form (`"…"`, `"""…"""`, raw `#"…"#` with any number of `#`, and
/// their interpolations, which may hold strings of their own); and the
/// extended regular expression literal `#/…/#`. The quotes and `#` marks of
/// a literal stay, so the code around it still reads. A bare `/…/` regular
/// expression is read as code: the slash is a division as often.
struct SwiftSourceText {
  /// The file, as UTF-8.
  let bytes: [UInt8]
  /// The same bytes with comments and literal contents as spaces.
  let code: [UInt8]
  /// The offset of each line's first byte; line `n` starts at `lineStarts[n - 1]`.
  let lineStarts: [Int]

  init(_ text: String) {
    bytes = Array(text.utf8)
    var blanker = Blanker(bytes: bytes)
    blanker.run()
    code = blanker.code
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
    lineStarts = starts
  }

  /// The copy as a string (the file's own text where it is code).
  var codeText: String { String(decoding: code, as: UTF8.self) }

  /// The 1-based line of `offset`.
  func line(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The 1-based column (in bytes) of `offset`.
  func column(of offset: Int) -> Int { offset - lineStarts[line(of: offset) - 1] + 1 }

  /// The offset of `line` and `column` (both from 1), `nil` when the file has no such place.
  func offset(line: Int, column: Int) -> Int? {
    guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
    let offset = lineStarts[line - 1] + column - 1
    let end = line < lineStarts.count ? lineStarts[line] : bytes.count
    return offset <= end ? offset : nil
  }

  /// The original text between two offsets.
  func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

  /// The offset just past the bracket that closes the one at `open`
  /// (`(`, `[` or `{`), counting every kind of bracket in the code; `nil`
  /// when the file ends first.
  func closing(from open: Int) -> Int? {
    var depth = 0
    var index = open
    while index < code.count {
      switch code[index] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return index + 1 }
      default: break
      }
      index += 1
    }
    return nil
  }

  /// The first offset from `start` whose byte is not a space, a tab or a line break (in the code).
  func skippingSpace(from start: Int) -> Int {
    var index = start
    while index < code.count, Self.isSpace(code[index]) { index += 1 }
    return index
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }

  /// Whether `byte` may be part of an identifier (ASCII letters, digits,
  /// `_`, and every byte of a non-ASCII character).
  static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  /// Whether the code of `range` holds `word` as a whole identifier.
  func contains(word: String, in range: Range<Int>) -> Bool {
    let needle = Array(word.utf8)
    guard !needle.isEmpty, range.count >= needle.count else { return false }
    var index = range.lowerBound
    while index + needle.count <= range.upperBound {
      if code[index] == needle[0], code[index..<(index + needle.count)].elementsEqual(needle),
        index == 0 || !Self.isIdentifier(code[index - 1]),
        index + needle.count >= code.count || !Self.isIdentifier(code[index + needle.count])
      {
        return true
      }
      index += 1
    }
    return false
  }

  /// The identifier that starts at `offset` in the code, or `nil`.
  func identifier(at offset: Int) -> String? {
    var end = offset
    while end < code.count, Self.isIdentifier(code[end]) { end += 1 }
    return end > offset ? String(decoding: code[offset..<end], as: UTF8.self) : nil
  }
}

/// The lexer behind ``SwiftSourceText``: walks the bytes once, copying code
/// and writing spaces for what comments and literals hold.
private struct Blanker {
  let bytes: [UInt8]
  var code: [UInt8]
  var index = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
    code = bytes
  }

  private static let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), slash = UInt8(ascii: "/")
  private static let star = UInt8(ascii: "*"), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")

  mutating func run() {
    while index < bytes.count { step(stopAtParenthesis: false) }
  }

  private func at(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

  private mutating func blank(_ offset: Int) {
    if bytes[offset] != Self.newline && bytes[offset] != UInt8(ascii: "\r") { code[offset] = UInt8(ascii: " ") }
  }

  /// Reads one token of code at ``index``: a comment, a literal, or one
  /// byte. In an interpolation (`stopAtParenthesis`), returns `true` at
  /// the `)` that closes it, having counted the brackets inside.
  @discardableResult
  private mutating func step(stopAtParenthesis: Bool, depth: inout Int) -> Bool {
    let byte = bytes[index]
    if byte == Self.slash, at(index + 1) == Self.slash {
      while index < bytes.count, bytes[index] != Self.newline {
        blank(index)
        index += 1
      }
    } else if byte == Self.slash, at(index + 1) == Self.star {
      blockComment()
    } else if byte == Self.quote || byte == Self.hash {
      var hashes = 0
      while at(index + hashes) == Self.hash { hashes += 1 }
      if at(index + hashes) == Self.quote {
        index += hashes
        stringLiteral(hashes: hashes)
      } else if hashes > 0, at(index + hashes) == Self.slash {
        index += hashes
        regexLiteral(hashes: hashes)
      } else {
        index += max(hashes, 1)
      }
    } else {
      if stopAtParenthesis {
        if byte == UInt8(ascii: "(") { depth += 1 }
        if byte == UInt8(ascii: ")") {
          if depth == 0 { return true }
          depth -= 1
        }
      }
      index += 1
    }
    return false
  }

  private mutating func step(stopAtParenthesis: Bool) {
    var depth = 0
    step(stopAtParenthesis: stopAtParenthesis, depth: &depth)
  }

  /// A `/* */` comment at ``index``, nested ones within.
  private mutating func blockComment() {
    var depth = 0
    while index < bytes.count {
      if bytes[index] == Self.slash, at(index + 1) == Self.star {
        depth += 1
        blank(index)
        blank(index + 1)
        index += 2
      } else if bytes[index] == Self.star, at(index + 1) == Self.slash {
        depth -= 1
        blank(index)
        blank(index + 1)
        index += 2
        if depth == 0 { return }
      } else {
        blank(index)
        index += 1
      }
    }
  }

  /// Whether `"` then `hashes` `#` (or `"""` then them, for `multiline`) close the literal at ``index``.
  private func closes(hashes: Int, multiline: Bool) -> Bool {
    let quotes = multiline ? 3 : 1
    for offset in 0..<quotes where at(index + offset) != Self.quote { return false }
    for offset in 0..<hashes where at(index + quotes + offset) != Self.hash { return false }
    return true
  }

  /// A string literal whose opening quote is at ``index``, after `hashes` `#`.
  private mutating func stringLiteral(hashes: Int) {
    let multiline = at(index + 1) == Self.quote && at(index + 2) == Self.quote
    index += multiline ? 3 : 1
    while index < bytes.count {
      if closes(hashes: hashes, multiline: multiline) {
        index += (multiline ? 3 : 1) + hashes
        return
      }
      // A single-line literal ends at the line's end, closed or not: the compiler says so.
      if !multiline && bytes[index] == Self.newline { return }
      if bytes[index] == Self.backslash, (0..<hashes).allSatisfy({ at(index + 1 + $0) == Self.hash }) {
        let after = index + 1 + hashes
        for offset in index..<min(after, bytes.count) { blank(offset) }
        index = after
        guard index < bytes.count else { return }
        if bytes[index] == UInt8(ascii: "(") {
          blank(index)
          index += 1
          interpolation()
        } else {
          // The escaped character (a quote, a backslash, `u{…}` is read on as text).
          blank(index)
          index += 1
        }
        continue
      }
      blank(index)
      index += 1
    }
  }

  /// The code of an interpolation, up to and including its closing `)`:
  /// blanked whole, its own literals and comments read as such.
  private mutating func interpolation() {
    var depth = 0
    let start = index
    while index < bytes.count {
      if step(stopAtParenthesis: true, depth: &depth) {
        index += 1
        break
      }
    }
    for offset in start..<index { blank(offset) }
  }

  /// An extended regular expression literal `#/…/#` whose `/` is at ``index``, after `hashes` `#`.
  private mutating func regexLiteral(hashes: Int) {
    index += 1
    while index < bytes.count {
      if bytes[index] == Self.slash, (0..<hashes).allSatisfy({ at(index + 1 + $0) == Self.hash }) {
        index += 1 + hashes
        return
      }
      if bytes[index] == Self.backslash, index + 1 < bytes.count {
        blank(index)
        index += 1
      }
      blank(index)
      index += 1
    }
  }
}
