import Foundation

/// What a built helper was when it was installed: its size and the time it
/// was last written, in the `stamp` file beside it, written after the helper.
/// A helper that no longer matches (cut short by a full disk, emptied,
/// overwritten) is not run: the tool builds it again, rather than report
/// every call as the user's crash. Two values from one `stat`, so a cached
/// start stays cheap.
struct HelperStamp: Equatable {
  var size: Int
  /// The modification time, in nanoseconds since 1970.
  var modified: Int64

  /// The stamp of the file at `url`, or `nil` when it cannot be read.
  init?(of url: URL) {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      let size = attributes[.size] as? Int, let date = attributes[.modificationDate] as? Date
    else { return nil }
    self.size = size
    modified = Int64((date.timeIntervalSince1970 * 1e9).rounded())
  }

  init?(text: String) {
    let parts = text.split(separator: " ")
    guard parts.count == 2, let size = Int(parts[0]), let modified = Int64(parts[1]) else { return nil }
    self.size = size
    self.modified = modified
  }

  var text: String { "\(size) \(modified)" }

  static let fileName = "stamp"

  /// Writes the stamp of `helper` beside it, in the build's scratch folder, before the folder is installed
  /// (a rename keeps the helper's size and time).
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
