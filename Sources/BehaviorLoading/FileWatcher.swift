import Foundation

/// Notices when files change, by polling their modification times and sizes.
public struct FileWatcher: Sendable {
  public let paths: [String]
  private var stamps: [String: String]

  public init(paths: [String]) {
    self.paths = paths
    stamps = Self.stamps(paths)
  }

  /// The paths that changed (or appeared, or vanished) since the last call.
  public mutating func changes() -> [String] {
    let now = Self.stamps(paths)
    defer { stamps = now }
    return paths.filter { now[$0] != stamps[$0] }
  }

  private static func stamps(_ paths: [String]) -> [String: String] {
    var result: [String: String] = [:]
    for path in paths {
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
      let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
      result[path] = "\(date)/\(size)"
    }
    return result
  }
}
