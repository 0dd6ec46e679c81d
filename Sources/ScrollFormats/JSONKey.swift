import Foundation

/// The names of an object's members, as a format defines them.
///
/// A key that is not one of them is an error that names it, with the nearest
/// of them as a suggestion; so is a key given twice. Each type keeps its
/// names as bytes, made once: `static let names = JSONKeyNames<Self>()`.
protocol JSONKey: RawRepresentable<String>, CaseIterable, Equatable, Sendable where AllCases == [Self] {
  static var names: JSONKeyNames<Self> { get }
}

/// A key type's cases and their names as bytes, so that a key is found by
/// comparing bytes, with no string made: each name's length and first eight
/// bytes as one word, compared first, then the rest of it.
struct JSONKeyNames<Key: JSONKey>: Sendable {
  let cases: [Key]
  private let lengths: [Int]
  private let heads: [UInt64]
  private let utf8: [[UInt8]]

  init() {
    cases = Key.allCases
    utf8 = cases.map { Array($0.rawValue.utf8) }
    lengths = utf8.map(\.count)
    heads = utf8.map { bytes in bytes.withUnsafeBytes { Self.head($0) } }
  }

  /// The first eight bytes of `bytes` (zeros past its end) as one word, the first byte lowest.
  private static func head(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var word: UInt64 = 0
    for index in 0..<min(8, bytes.count) { word |= UInt64(bytes[index]) << (8 * UInt64(index)) }
    return word
  }

  /// The position of the case named `bytes`, or `nil`.
  func position(of bytes: UnsafeRawBufferPointer) -> Int? {
    let head = Self.head(bytes)
    for position in lengths.indices where lengths[position] == bytes.count && heads[position] == head {
      if bytes.count <= 8 { return position }
      let same = utf8[position].withUnsafeBytes { name in
        memcmp(name.baseAddress! + 8, bytes.baseAddress! + 8, bytes.count - 8) == 0
      }
      if same { return position }
    }
    return nil
  }
}
