import Foundation

/// What decides a cache entry's content, and a short name for its folder.
///
/// The name is FNV-1a (64 bits) of the material, in hexadecimal. A name is not
/// proof, so an entry keeps its material in a file `key`, and a lookup takes
/// the entry only when that file holds the same bytes: two materials that
/// share a name are never taken for each other; the later build replaces the
/// earlier one.
struct CacheKey {
  private(set) var material: [UInt8] = []

  /// Adds `text` as UTF-8, then a zero byte, so that consecutive fields cannot run together.
  mutating func update(field text: String) {
    material += text.utf8
    material.append(0)
  }

  /// Adds `bytes` as they are.
  mutating func update(_ bytes: some Sequence<UInt8>) {
    material += bytes
  }

  /// FNV-1a of the material, 16 hexadecimal digits.
  var name: String {
    let hash = material.withUnsafeBytes { FNV1a.hash($0) }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Whether the entry in `folder` was built from this material.
  func matches(entryAt folder: URL) -> Bool {
    (try? Data(contentsOf: folder.appending(path: "key"))) == Data(material)
  }

  /// Writes the material into a build's scratch folder, to be installed with it.
  func record(in scratch: URL) throws {
    try Data(material).write(to: scratch.appending(path: "key"))
  }
}

/// FNV-1a, 64 bits: the cache's names.
enum FNV1a {
  static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
