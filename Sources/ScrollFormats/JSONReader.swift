import Foundation
import ScrollSimulation
import ScrollTargets

/// A strict reader of one JSON document (RFC 8259) that decodes as it goes,
/// with no tree in between: the format's reading code asks for the value it
/// expects next, and the reader checks the syntax on the way.
///
/// Errors say where: a syntax error gives the line and column
/// (`invalid JSON at line 3, column 14: expected ',' or '}', got ']'`), any
/// other the path of the value (`steps[2].drag.duration: expected a number,
/// got a string`). Numbers are read to the nearest double (`Double(String)`);
/// one too large for a double reads as an infinity, which the validator
/// refuses by name. `null` where a value is optional stands for its absence.
struct JSONReader {
  private let bytes: UnsafeRawBufferPointer
  private var index = 0
  /// Where the value being read is: object keys and array indices.
  private var path: [PathPart] = []

  private enum PathPart {
    case key(String)
    case index(Int)
  }

  private init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
    path.reserveCapacity(8)
  }

  /// Reads the one value of `bytes` with `body`, then checks that only
  /// whitespace follows it.
  static func read<T>(
    _ bytes: UnsafeRawBufferPointer, _ body: (inout JSONReader) throws(InputError) -> T
  ) throws(InputError) -> T {
    var reader = JSONReader(bytes)
    let value = try body(&reader)
    reader.skipWhitespace()
    if reader.index < bytes.count { throw reader.syntaxError("expected the end of the document") }
    return value
  }

  /// Reads `data`'s one value with `body`, as ``read(_:_:)-(UnsafeRawBufferPointer,_)`` does.
  static func read<T>(_ data: Data, _ body: (inout JSONReader) throws(InputError) -> T) throws(InputError) -> T {
    let result: Result<T, InputError> = data.withUnsafeBytes { bytes in
      Result { () throws(InputError) -> T in try read(bytes, body) }
    }
    return try result.get()
  }

  // MARK: Values

  /// Reads an object whose members are named by `Key`, handing each member's
  /// key to `member`, which must read its value.
  ///
  /// - Throws: ``InputError`` for a syntax error, a value that is not an
  ///   object, an unknown key (with the nearest known one) or a key given twice.
  mutating func object<Key: JSONKey>(
    _: Key.Type, _ member: (Key, inout JSONReader) throws(InputError) -> Void
  ) throws(InputError) {
    try expect(UInt8(ascii: "{"), "an object")
    var seen: UInt64 = 0
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      index += 1
      return
    }
    let names = Key.names
    let keys = names.cases
    while true {
      skipWhitespace()
      guard peek() == UInt8(ascii: "\"") else { throw syntaxError("expected a key in double quotes") }
      let position = try keyPosition(names)
      let key = keys[position]
      path.append(.key(key.rawValue))
      let bit: UInt64 = 1 << UInt64(position & 63)
      guard seen & bit == 0 else { throw error("the key \"\(key.rawValue)\" is given twice") }
      seen |= bit
      skipWhitespace()
      guard peek() == UInt8(ascii: ":") else { throw syntaxError("expected ':' after the key") }
      index += 1
      try member(key, &self)
      path.removeLast()
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return
      default: throw syntaxError("expected ',' or '}' after a member")
      }
    }
  }

  /// Reads an array, handing each element's index to `element`, which must read it.
  mutating func array(_ element: (Int, inout JSONReader) throws(InputError) -> Void) throws(InputError) {
    try expect(UInt8(ascii: "["), "an array")
    skipWhitespace()
    if peek() == UInt8(ascii: "]") {
      index += 1
      return
    }
    var count = 0
    while true {
      path.append(.index(count))
      try element(count, &self)
      path.removeLast()
      count += 1
      skipWhitespace()
      switch peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return
      default: throw syntaxError("expected ',' or ']' after an element")
      }
    }
  }

  /// Reads an object of numbers, one for each of `Key`'s cases (at most
  /// four), all required: the numbers in the order of the cases.
  mutating func numbers<Key: JSONKey>(_: Key.Type) throws(InputError) -> SIMD4<Double> {
    let keys = Key.names.cases
    precondition(keys.count <= 4, "numbers(_:) reads at most four members")
    var values = SIMD4<Double>()
    var given = 0
    try object(Key.self) { key, reader throws(InputError) in
      let position = keys.firstIndex(of: key)!
      values[position] = try reader.double()
      given |= 1 << position
    }
    for (position, key) in keys.enumerated() where given & (1 << position) == 0 { throw missing(key) }
    return values
  }

  /// Whether a number comes next.
  mutating func numberIsNext() -> Bool {
    skipWhitespace()
    guard let first = peek() else { return false }
    return first == UInt8(ascii: "-") || Self.isDigit(first)
  }

  /// Reads a number to the nearest double.
  ///
  /// While it checks the grammar, it gathers the digits from the first that
  /// is not zero as one integer, up to 19 of them, and the power of ten they
  /// need. When the integer is at most 2^53 and the power within ±22, each is
  /// a double exactly, and one multiplication or division of the two rounds
  /// correctly (Clinger's fast path, "How to Read Floating Point Numbers
  /// Accurately", 1990). Any other number is read by `Double(String)`.
  mutating func double() throws(InputError) -> Double {
    skipWhitespace()
    guard let first = peek(), first == UInt8(ascii: "-") || Self.isDigit(first) else {
      throw mismatch("a number")
    }
    let start = index
    let negative = first == UInt8(ascii: "-")
    if negative { index += 1 }
    var digits: UInt64 = 0
    var significant = 0
    var scale = 0
    if peek() == UInt8(ascii: "0") {
      index += 1
    } else {
      guard let byte = peek(), Self.isDigit(byte) else { throw syntaxError("expected a digit") }
      while let byte = peek(), Self.isDigit(byte) {
        if significant < 19 {
          digits = digits * 10 + UInt64(byte &- UInt8(ascii: "0"))
          significant += 1
        } else {
          scale += 1
          significant += 1
        }
        index += 1
      }
    }
    if peek() == UInt8(ascii: ".") {
      index += 1
      guard let byte = peek(), Self.isDigit(byte) else {
        throw syntaxError("expected a digit after the decimal point")
      }
      while let byte = peek(), Self.isDigit(byte) {
        if significant < 19 {
          if digits > 0 || byte != UInt8(ascii: "0") {
            digits = digits * 10 + UInt64(byte &- UInt8(ascii: "0"))
            significant += 1
          }
          scale -= 1
        } else {
          significant += 1
        }
        index += 1
      }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      index += 1
      let sign = peek() == UInt8(ascii: "-") ? -1 : 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
      guard let byte = peek(), Self.isDigit(byte) else { throw syntaxError("expected a digit in the exponent") }
      var exponent = 0
      while let byte = peek(), Self.isDigit(byte) {
        if exponent < 100_000 { exponent = exponent * 10 + Int(byte &- UInt8(ascii: "0")) }
        index += 1
      }
      scale += sign * exponent
    }
    if digits == 0 { return negative ? -0.0 : 0 }
    if significant <= 19, digits <= 1 << 53, (-22...22).contains(scale) {
      let magnitude = scale < 0 ? Double(digits) / Self.powersOfTen[-scale] : Double(digits) * Self.powersOfTen[scale]
      return negative ? -magnitude : magnitude
    }
    // The grammar above is a subset of what Double(String) reads, which rounds correctly.
    return Double(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))!
  }

  /// 10^0 … 10^22: each a double exactly.
  private static let powersOfTen: [Double] = (0...22).map { exponent in
    (0..<exponent).reduce(1.0) { power, _ in power * 10 }
  }

  /// Reads a number that must be whole; one beyond `Int`'s range reads as
  /// `Int.max` or `Int.min`, for the validator to refuse.
  mutating func integer() throws(InputError) -> Int {
    let value = try double()
    guard value.isFinite, value == value.rounded() else {
      throw error("expected a whole number, got \(value.formatted)")
    }
    return Int(exactly: value) ?? (value < 0 ? .min : .max)
  }

  /// Reads a string.
  mutating func string() throws(InputError) -> String {
    skipWhitespace()
    guard peek() == UInt8(ascii: "\"") else { throw mismatch("a string") }
    return try stringLiteral()
  }

  /// Reads `true` or `false`.
  mutating func boolean() throws(InputError) -> Bool {
    skipWhitespace()
    switch peek() {
    case UInt8(ascii: "t"):
      try literal("true")
      return true
    case UInt8(ascii: "f"):
      try literal("false")
      return false
    default:
      throw mismatch("true or false")
    }
  }

  /// Reads a string or a number, the number as its text (`0.995`).
  mutating func stringOrNumber() throws(InputError) -> String {
    skipWhitespace()
    if peek() == UInt8(ascii: "\"") { return try stringLiteral() }
    guard let first = peek(), first == UInt8(ascii: "-") || Self.isDigit(first) else {
      throw mismatch("a string or a number")
    }
    return "\(try double())"
  }

  /// Reads `null` when it comes next, and says whether it did: an optional
  /// value that is `null` is absent.
  mutating func null() throws(InputError) -> Bool {
    skipWhitespace()
    guard peek() == UInt8(ascii: "n") else { return false }
    try literal("null")
    return true
  }

  /// The value read by `body`, or `nil` for `null`.
  mutating func optional<T>(_ body: (inout JSONReader) throws(InputError) -> T) throws(InputError) -> T? {
    try null() ? nil : try body(&self)
  }

  // MARK: Errors

  /// An error at the value being read (its path), saying `message`.
  func error(_ message: String) -> InputError {
    InputError(pathText, message)
  }

  /// The error for a member the format requires and the object lacks.
  func missing(_ key: some JSONKey) -> InputError {
    InputError(pathText.isEmpty ? key.rawValue : pathText + "." + key.rawValue, "missing")
  }

  /// `steps[2].drag.duration`: keys joined by dots, indices in brackets.
  private var pathText: String {
    var text = ""
    for part in path {
      switch part {
      case .key(let name): text += text.isEmpty ? name : "." + name
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }

  private func unknownKey(_ name: String, _ known: [String]) -> InputError {
    if let nearest = Suggestion.nearest(to: name, in: known) {
      return error("unknown key; did you mean \"\(nearest)\"?")
    }
    return error("unknown key; expected " + Self.list(known))
  }

  /// `"a"`, `"a" or "b"`, `one of "a", "b", "c"`.
  static func list(_ names: [String]) -> String {
    let quoted = names.map { "\"\($0)\"" }
    switch quoted.count {
    case 1: return quoted[0]
    case 2: return "\(quoted[0]) or \(quoted[1])"
    default: return "one of " + quoted.joined(separator: ", ")
    }
  }

  /// A value of the wrong type, or a syntax error where no value starts.
  private func mismatch(_ expected: String) -> InputError {
    let found: String
    switch peek() {
    case UInt8(ascii: "{"): found = "an object"
    case UInt8(ascii: "["): found = "an array"
    case UInt8(ascii: "\""): found = "a string"
    case UInt8(ascii: "t") where follows("true"), UInt8(ascii: "f") where follows("false"): found = "true or false"
    case UInt8(ascii: "n") where follows("null"): found = "null"
    case let byte? where byte == UInt8(ascii: "-") || Self.isDigit(byte): found = "a number"
    default: return syntaxError("expected \(expected)")
    }
    return error("expected \(expected), got \(found)")
  }

  /// Whether `word` is at the reading position.
  private func follows(_ word: StaticString) -> Bool {
    let text = UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    return bytes.count - index >= text.count && zip(bytes[index...], text).allSatisfy { $0 == $1 }
  }

  /// An error in the JSON itself, located by line and column (both from 1;
  /// the column counts characters).
  private func syntaxError(_ message: String) -> InputError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(index, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return InputError("", "invalid JSON at line \(line), column \(column): \(message), got \(describeNext())")
  }

  /// The character at the reading position, for error messages.
  private func describeNext() -> String {
    guard index < bytes.count else { return "the end of the input" }
    let byte = bytes[index]
    if byte < 0x20 || byte == 0x7F { return String(format: "the control character 0x%02X", byte) }
    var end = index + 1
    while end < bytes.count, end - index < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return "'" + String(decoding: UnsafeRawBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self) + "'"
  }

  // MARK: Scanning

  private func peek() -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// Consumes `byte` after whitespace, or throws: a type mismatch when another
  /// value starts there, a syntax error otherwise.
  private mutating func expect(_ byte: UInt8, _ expected: String) throws(InputError) {
    skipWhitespace()
    guard peek() == byte else { throw mismatch(expected) }
    index += 1
  }

  private mutating func literal(_ word: StaticString) throws(InputError) {
    let text = UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    for byte in text {
      guard peek() == byte else { throw syntaxError("expected '\(word)'") }
      index += 1
    }
  }

  /// Reads the key at the reading position (its opening quote): its position
  /// among the cases of `names`. A key without escapes is compared as bytes;
  /// one with escapes, or none of the names, is read as a string, for the error.
  private mutating func keyPosition<Key: JSONKey>(_ names: JSONKeyNames<Key>) throws(InputError) -> Int {
    let start = index + 1
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      let name = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
      if let position = names.position(of: name) {
        index = end + 1
        return position
      }
    }
    let name = try stringLiteral()
    guard let position = names.cases.firstIndex(where: { $0.rawValue == name }) else {
      path.append(.key(name))
      throw unknownKey(name, names.cases.map(\.rawValue))
    }
    return position
  }

  /// Reads a string literal at the reading position (its opening quote).
  private mutating func stringLiteral() throws(InputError) -> String {
    index += 1
    let start = index
    // The common case: no escapes, so the bytes are the string.
    var ascii = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
        if ascii {  // valid as it is: decoding repairs nothing
          index += 1
          return String(decoding: raw.assumingMemoryBound(to: UInt8.self), as: UTF8.self)
        }
        guard let text = String(validating: raw, as: UTF8.self) else {
          index = start
          throw syntaxError("expected a string of valid UTF-8")
        }
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      guard byte >= 0x20 else {
        throw syntaxError("expected a character of the string (control characters are escaped)")
      }
      ascii = ascii && byte < 0x80
      index += 1
    }
    var utf8 = Array(bytes[start..<index])
    while true {
      guard index < bytes.count else { throw syntaxError("expected the string's closing quote") }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let text = String(validating: utf8, as: UTF8.self) else {
          index = start
          throw syntaxError("expected a string of valid UTF-8")
        }
        return text
      case UInt8(ascii: "\\"):
        index += 1
        try escape(into: &utf8)
      case ..<0x20:
        throw syntaxError("expected a character of the string (control characters are escaped)")
      default:
        utf8.append(byte)
        index += 1
      }
    }
  }

  /// Reads the escape after a backslash into `utf8`.
  private mutating func escape(into utf8: inout [UInt8]) throws(InputError) {
    guard let byte = peek() else { throw syntaxError("expected an escape") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try hex4()
      if (0xD800..<0xDC00).contains(scalar) {
        // A high surrogate must be followed by an escaped low one.
        guard peek() == UInt8(ascii: "\\") else { throw syntaxError("expected the low half of a surrogate pair") }
        index += 1
        guard peek() == UInt8(ascii: "u") else { throw syntaxError("expected the low half of a surrogate pair") }
        index += 1
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else {
          index -= 6
          throw syntaxError("expected the low half of a surrogate pair")
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(scalar) {
        index -= 6
        throw syntaxError("expected a character, not the low half of a surrogate pair alone")
      }
      utf8.append(contentsOf: String(Unicode.Scalar(scalar)!).utf8)
    default:
      index -= 1
      throw syntaxError("expected an escape: \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX")
    }
  }

  /// Four hexadecimal digits.
  private mutating func hex4() throws(InputError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = Self.hexValue(byte) else {
        throw syntaxError("expected four hexadecimal digits after \\u")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
