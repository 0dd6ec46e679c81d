import Foundation

/// What a built helper was when it was installed: its size and a checksum of
/// its bytes, in the `stamp` file beside it. A helper that no longer matches
/// (cut short by a full disk, emptied, overwritten) is not run: the tool builds
/// it again, rather than report every call as the user's crash.
struct HelperStamp: Equatable {
  var size: Int
  var checksum: UInt64

  /// The stamp of the file at `url`, or `nil` when it cannot be read.
  init?(of url: URL) {
    guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else { return nil }
    size = data.count
    // Enough to notice a damaged file, which is all it is for.
    checksum = data.withUnsafeBytes { FNV1a.hash($0) }
  }

  init?(text: String) {
    let parts = text.split(separator: " ")
    guard parts.count == 2, let size = Int(parts[0]), let checksum = UInt64(parts[1], radix: 16) else { return nil }
    self.size = size
    self.checksum = checksum
  }

  var text: String { "\(size) \(String(checksum, radix: 16))" }

  static let fileName = "stamp"

  /// Writes the stamp of `helper` beside it, in the build's scratch folder, before the folder is installed.
  static func record(_ helper: URL) throws {
    guard let stamp = HelperStamp(of: helper) else {
      throw SwiftBehaviorError(location: nil, "cannot read the helper just built at \(helper.path)")
    }
    try Data(stamp.text.utf8).write(to: helper.deletingLastPathComponent().appending(path: fileName))
  }

  /// Whether `helper` is what its stamp says it was when installed.
  static func holds(_ helper: URL) -> Bool {
    let file = helper.deletingLastPathComponent().appending(path: fileName)
    guard let text = try? String(contentsOf: file, encoding: .utf8), let recorded = HelperStamp(text: text) else {
      return false
    }
    return HelperStamp(of: helper) == recorded
  }
}
