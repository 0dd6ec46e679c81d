import Foundation

/// Reads a fuzzer's bytes as the values of a case. The first byte picks the
/// kind of input: moderate numbers only (cases a case file accepts, on which
/// the twins must agree), or numbers that are often extreme (NaN, infinities,
/// zero, negative, huge, tiny), which must not crash anything.
struct FuzzInput {
  private let bytes: [UInt8]
  private var position = 0
  /// Whether every number is moderate.
  let moderate: Bool

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    moderate = bytes.first.map { $0 % 2 == 0 } ?? true
    position = 1
  }

  /// The next byte; 0 once the input is used up.
  mutating func byte() -> UInt8 {
    defer { position += 1 }
    return position < bytes.count ? bytes[position] : 0
  }

  /// A number from a few bytes (see the type's comment).
  mutating func number() -> Double {
    switch moderate ? 15 : byte() % 16 {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    case 3: return 0
    case 4: return -1e300
    case 5: return 1e300
    case 6: return .leastNonzeroMagnitude
    case 7: return Double(bitPattern: (0..<8).reduce(UInt64(0)) { bits, _ in bits << 8 | UInt64(byte()) })
    case 8: return 1e9
    default:
      let raw = Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte()))
      return Double(raw) * [0.5, 1, 3, 10, 100, 1000][Int(byte() % 6)]
    }
  }

  /// A non-negative number, as sizes mostly are (the extremes above still come
  /// through); a moderate size is at least 1 pt.
  mutating func size() -> Double {
    let value = number()
    return value.isNaN ? value : moderate ? max(1, abs(value)) : abs(value)
  }
}
