import Foundation

/// Where the repository's files are, for tests that read its examples,
/// behaviors and docs, or run the tool in its root.
public enum Repository {
  /// The repository's root folder: two up from this file (Tests/TestSupport/).
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// `path` inside the repository.
  public static func file(_ path: String) -> URL {
    root.appendingPathComponent(path)
  }
}
