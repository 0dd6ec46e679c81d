import CPlatform
import Foundation
import ScrollFormats

/// Notices when files change, by polling their modification times and sizes.
///
/// A change is reported once the file has held still for one poll: its size
/// and time the same at two polls in a row. An editor that saves in place
/// writes the file in pieces, and a poll between two pieces would reload half
/// a file; the next poll sees the size or the time move again, and waits.
/// Both `--watch` (``WatchLoop``) and the playground's reloads poll this way.
public struct FileWatcher: Sendable {
  public let paths: [String]
  /// What each path was when last reported (or when watching began).
  private var reported: [String: Stamp]
  /// What each path was at the last poll.
  private var polled: [String: Stamp]

  /// A file's size and modification time in nanoseconds (a missing file has none).
  struct Stamp: Hashable, Sendable {
    var size: Int64
    var modified: Int64
  }

  public init(paths: [String]) {
    self.paths = paths
    reported = Self.stamps(paths)
    polled = reported
  }

  /// The watcher of `paths` instead: a path watched before keeps what was
  /// seen of it, so that a change still settling is reported all the same.
  public func watching(_ paths: [String]) -> FileWatcher {
    var next = FileWatcher(paths: paths)
    for path in paths where self.paths.contains(path) {
      next.reported[path] = reported[path]
      next.polled[path] = polled[path]
    }
    return next
  }

  /// The paths that changed (or appeared, or vanished) since they were last
  /// reported, and have held still since the last call.
  public mutating func changes() -> [String] {
    let now = Self.stamps(paths)
    defer { polled = now }
    let settled = paths.filter { now[$0] != reported[$0] && now[$0] == polled[$0] }
    for path in settled { reported[path] = now[path] }
    return settled
  }

  private static func stamps(_ paths: [String]) -> [String: Stamp] {
    var result: [String: Stamp] = [:]
    for path in paths {
      guard var status = RawNames.status(path) else { continue }
      result[path] = Stamp(size: Int64(status.st_size), modified: scp_modified_ns(&status))
    }
    return result
  }
}
