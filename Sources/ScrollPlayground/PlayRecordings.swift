import Foundation

/// Where the playground saves its recordings (`play-N.json`): a folder the
/// person named (`--record-to`), or by default ``defaultFolder`` under the
/// folder `play` started in, which git ignores wherever it is.
///
/// The default folder is made at the first recording, not before, so a run
/// that records nothing leaves nothing behind. Made, it holds a `.gitignore`
/// of `*` one level up (in `.scrollscript/`), as build caches do, so that
/// recordings in a repository's root never show up as untracked files.
public struct PlayRecordings: Sendable {
  /// The default, relative to the current folder.
  public static let defaultFolder = ".scrollscript/recordings"

  /// The folder the recordings go to.
  public let folder: URL
  /// Whether it is the default, which this makes (with its `.gitignore`) when missing.
  public let isDefault: Bool

  /// Recordings saved in `folder`, an existing folder the person named.
  public init(folder: URL) {
    self.folder = folder
    isDefault = false
  }

  /// Recordings saved in ``defaultFolder`` under `directory`.
  public init(defaultIn directory: URL) {
    folder = directory.appendingPathComponent(Self.defaultFolder)
    isDefault = true
  }

  /// Makes the default folder and its `.gitignore` when they are missing; a
  /// named folder is left as it is.
  ///
  /// - Throws: Foundation's error when the folder cannot be made.
  public func prepare() throws {
    guard isDefault else { return }
    let manager = FileManager.default
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    let ignore = folder.deletingLastPathComponent().appendingPathComponent(".gitignore")
    if !manager.fileExists(atPath: ignore.path) {
      try Data("# Made by scrollscript play: git ignores this folder.\n*\n".utf8).write(to: ignore)
    }
  }

  /// The first free `play-N.json` in the folder (N from 1).
  public func nextFile() -> URL {
    var number = 1
    while FileManager.default.fileExists(atPath: file(number).path) { number += 1 }
    return file(number)
  }

  private func file(_ number: Int) -> URL {
    folder.appendingPathComponent("play-\(number).json")
  }
}
