/// Numbers and strings as JSON text, byte for byte as Foundation's
/// JSONEncoder writes them, appended to a buffer with no allocation in the
/// common case.
enum JSONText {
  /// Appends `value` as the shortest text that reads back to the same double
  /// (Swift's `description`), without its trailing `.0`: `390`, `0.5`,
  /// `392.72727272727275`, `9.007199254740994e+15`, `-0`. Returns `false`, appending
  /// nothing, when the value is not finite.
  @discardableResult
  static func append(_ value: Double, to bytes: inout [UInt8]) -> Bool {
    guard value.isFinite else { return false }
    if value == value.rounded(.towardZero), abs(value) <= 0x1p53 {
      // Whole numbers up to 2^53 are where `description` writes all digits and `.0`.
      if value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
      appendDigits(UInt64(abs(value)), to: &bytes)
      return true
    }
    bytes.append(contentsOf: value.description.utf8)
    return true
  }

  /// Appends the decimal digits of `number`.
  private static func appendDigits(_ number: UInt64, to bytes: inout [UInt8]) {
    // At most 20 digits, written from the end of a scratch buffer.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { scratch in
      var number = number
      var start = 20
      repeat {
        start -= 1
        scratch[start] = UInt8(ascii: "0") + UInt8(number % 10)
        number /= 10
      } while number > 0
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[start..<20]))
    }
  }

  /// Appends the bytes of `text`.
  static func append(raw text: StaticString, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends `text` in double quotes, escaped as JSONEncoder does with
  /// `.withoutEscapingSlashes`: `"` and `\` with a backslash; backspace, form
  /// feed, newline, return and tab by their letters; other control
  /// characters as `\u00XX` (lowercase hex); everything else as it is.
  static func append(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
      case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
      case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
      case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
      case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
      case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
      case ..<0x20:
        bytes.append(contentsOf: #"\u00"#.utf8)
        bytes.append(hexDigit(byte >> 4))
        bytes.append(hexDigit(byte & 0xF))
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
