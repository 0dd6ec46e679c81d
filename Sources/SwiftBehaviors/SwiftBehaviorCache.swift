import Foundation
import ScrollFormats

/// Where compiled behavior files are kept: `$XDG_CACHE_HOME/scrollscript`,
/// else `scrollscript` in the platform's caches folder (`~/.cache` on Linux,
/// `~/Library/Caches` on macOS); `SCROLLSCRIPT_CACHE` overrides both.
///
/// Layout, every KEY a ``CacheKey`` name (the entry's `key` file holds what it was built from):
/// - `model/KEY/`: the model (`ScrollTargets`) and the `SwiftUI` module that
///   re-exports it, compiled once per compiler and tool version;
/// - `behaviors/KEY/helper`: one helper executable per behavior file content,
///   chosen type, compiler and tool version;
/// - `compilers/KEY`: a compiler's `--version`, by its path, size and time;
/// - `tmp/`: builds in progress, renamed into place when they succeed, so a
///   failed or concurrent build never leaves a half-written entry;
/// - `CACHEDIR.TAG`: the mark that the folder is the cache's. `clear` deletes
///   only these entries, and nothing in a folder without the mark that holds
///   anything else.
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
    // The platform's caches folder: ~/.cache on Linux, ~/Library/Caches on macOS.
    let base =
      environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
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

  /// A fresh folder under `tmp/` for one build; the cache's folder is marked as the cache's on the way.
  func scratchFolder() throws -> URL {
    // Marked only when the folder is new or holds nothing but the cache's entries, judged before the
    // scratch folder is made: a folder of the user's files that SCROLLSCRIPT_CACHE names is never marked.
    let ours = isOnlyOurs
    let folder = root.appending(path: "tmp/\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    if ours { mark() }
    return folder
  }

  /// Whether the folder does not exist yet, or holds only what the cache makes.
  var isOnlyOurs: Bool {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: root.path) else {
      return !FileManager.default.fileExists(atPath: root.path)
    }
    return names.allSatisfy { Self.entries.contains($0) }
  }

  /// The file that marks a folder as this cache: a `CACHEDIR.TAG` of the Cache Directory Tagging
  /// Specification (backup tools skip the folder), its comment naming the tool.
  static let markName = "CACHEDIR.TAG"
  static let markSignature = "Signature: 8a477f597d28d172789f06886806bc55"
  static let markText =
    markSignature + "\n# This folder is the cache of scrollscript: `scrollscript cache --clear` deletes it.\n"
  /// What the cache makes in its folder, and nothing else: all that `clear` deletes.
  static let entries: Set<String> = ["model", "behaviors", "compilers", "tmp", markName]

  /// Writes the mark when it is missing; a cache that cannot be written is only slower.
  func mark() {
    let file = root.appending(path: Self.markName)
    guard !FileManager.default.fileExists(atPath: file.path) else { return }
    try? Data(Self.markText.utf8).write(to: file, options: .atomic)
  }

  /// Whether the folder is this cache: it bears the mark, or holds only what the cache makes (a cache
  /// from before the mark).
  var isMarked: Bool {
    if let text = try? String(contentsOf: root.appending(path: Self.markName), encoding: .utf8),
      text.hasPrefix(Self.markSignature), text.contains("scrollscript")
    {
      return true
    }
    return FileManager.default.fileExists(atPath: root.path) && isOnlyOurs
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

  /// Why the cache could not be written, in words (a part of its path that is a file, a folder that cannot
  /// be made, the system's reason), and what to do.
  func unusable(_ error: any Error) -> String {
    let reason = OutputFile.reason(writing: root.appending(path: "tmp/entry").path, error: error)
    return "the cache at \(root.path) cannot be written: \(reason); set SCROLLSCRIPT_CACHE to a folder you can write"
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

  /// Deletes what the cache made in its folder, and the folder when nothing else is left; the next run
  /// rebuilds what it needs.
  ///
  /// - Throws: ``NotACache`` when the folder exists without the cache's mark and holds what the cache does
  ///   not make (`SCROLLSCRIPT_CACHE` pointed at a folder of the user's files): nothing is deleted. Else
  ///   when an entry cannot be removed.
  public func clear() throws {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: root.path, isDirectory: &isFolder) else { return }
    guard isFolder.boolValue, isMarked else { throw NotACache(root: root) }
    for name in Self.entries {
      let entry = root.appending(path: name)
      if manager.fileExists(atPath: entry.path) { try manager.removeItem(at: entry) }
    }
    // The folder goes only when empty: whatever else is there stays.
    _ = rmdir(root.path)
  }

  /// A folder that is not this cache, which `clear` leaves alone.
  public struct NotACache: Error, CustomStringConvertible {
    public var root: URL
    public var description: String {
      "\(root.path) is not a scrollscript cache (it has no \(SwiftBehaviorCache.markName) of the tool's, and "
        + "holds files the cache does not make): nothing was deleted; check SCROLLSCRIPT_CACHE"
    }
  }
}
