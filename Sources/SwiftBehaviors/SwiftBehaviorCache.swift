import Foundation

/// Where compiled behavior files are kept: `$XDG_CACHE_HOME/scrollscript`,
/// else `~/.cache/scrollscript`; `SCROLLSCRIPT_CACHE` overrides both.
///
/// Layout, every KEY a ``CacheKey`` name (the entry's `key` file holds what it was built from):
/// - `model/KEY/`: the model (`ScrollTargets`) and the `SwiftUI` module that
///   re-exports it, compiled once per compiler and tool version;
/// - `behaviors/KEY/helper`: one helper executable per behavior file content,
///   chosen type, compiler and tool version;
/// - `compilers/KEY`: a compiler's `--version`, by its path, size and time;
/// - `tmp/`: builds in progress, renamed into place when they succeed, so a
///   failed or concurrent build never leaves a half-written entry.
///
/// Deleting the folder is always safe; the next run rebuilds what it needs.
public struct SwiftBehaviorCache: Sendable {
  /// The cache's folder.
  public var root: URL

  public init(root: URL) {
    self.root = root
  }

  /// The cache the tool uses, from the environment.
  public static var standard: SwiftBehaviorCache {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["SCROLLSCRIPT_CACHE"], !explicit.isEmpty {
      return SwiftBehaviorCache(root: URL(fileURLWithPath: explicit))
    }
    let base =
      environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appending(path: ".cache")
    return SwiftBehaviorCache(root: base.appending(path: "scrollscript"))
  }

  func modelFolder(key: String) -> URL { root.appending(path: "model/\(key)") }
  func behaviorFolder(key: String) -> URL { root.appending(path: "behaviors/\(key)") }

  func compilerFile(key: String) -> URL { root.appending(path: "compilers/\(key)") }

  /// Writes `data` to `file` whole or not at all (through `tmp/`); a cache
  /// that cannot be written is only slower, so failures are ignored.
  func write(_ data: Data, to file: URL) {
    guard let scratch = try? scratchFolder() else { return }
    defer { try? FileManager.default.removeItem(at: scratch) }
    let written = scratch.appending(path: "entry")
    try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    guard (try? data.write(to: written)) != nil else { return }
    _ = rename(written.path, file.path)
  }

  /// A fresh folder under `tmp/` for one build.
  func scratchFolder() throws -> URL {
    let folder = root.appending(path: "tmp/\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Moves a finished build from `scratch` to `destination`; when another
  /// build of the same key got there first, keeps theirs (same content). An
  /// entry of another key under the same name is replaced.
  func install(_ scratch: URL, at destination: URL) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
    let theirs = try? Data(contentsOf: destination.appending(path: "key"))
    if let theirs, theirs != (try Data(contentsOf: scratch.appending(path: "key"))) {
      try manager.removeItem(at: destination)
    }
    if rename(scratch.path, destination.path) != 0 {
      try? manager.removeItem(at: scratch)
      guard manager.fileExists(atPath: destination.path) else {
        throw SwiftBehaviorError(location: nil, "cannot write the cache at \(destination.path)")
      }
    }
  }

  /// What the cache holds: built models, built behaviors, and their bytes on disk.
  public struct Contents: Hashable, Sendable {
    public var models = 0
    public var behaviors = 0
    public var bytes = 0
  }

  /// What the cache holds now (empty when it does not exist).
  public var contents: Contents {
    let manager = FileManager.default
    var contents = Contents()
    contents.models = (try? manager.contentsOfDirectory(atPath: root.appending(path: "model").path))?.count ?? 0
    contents.behaviors = (try? manager.contentsOfDirectory(atPath: root.appending(path: "behaviors").path))?.count ?? 0
    let files = manager.enumerator(at: root, includingPropertiesForKeys: [.totalFileAllocatedSizeKey])
    while let file = files?.nextObject() as? URL {
      contents.bytes += (try? file.resourceValues(forKeys: [.totalFileAllocatedSizeKey]))?.totalFileAllocatedSize ?? 0
    }
    return contents
  }

  /// Deletes the cache; the next run rebuilds what it needs.
  ///
  /// - Throws: when the folder exists and cannot be removed.
  public func clear() throws {
    guard FileManager.default.fileExists(atPath: root.path) else { return }
    try FileManager.default.removeItem(at: root)
  }
}
