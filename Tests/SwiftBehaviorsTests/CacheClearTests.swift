import Foundation
import TestSupport
import Testing

@testable import SwiftBehaviors

/// `scrollscript cache --clear` deletes only what the cache made: a folder of
/// the user's files that `SCROLLSCRIPT_CACHE` names by mistake is left whole.
@Suite struct CacheClearTests {
  /// A fresh folder under the system's temporary folder.
  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(path: "scrollscript-cache-clear-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("a folder of the user's files without the cache's mark is refused, every file left as it was")
  func refusesUnmarked() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("precious".utf8).write(to: root.appending(path: "thesis.txt"))
    try FileManager.default.createDirectory(at: root.appending(path: "model"), withIntermediateDirectories: true)
    #expect(throws: SwiftBehaviorCache.NotACache.self) { try SwiftBehaviorCache(root: root).clear() }
    #expect(try String(contentsOf: root.appending(path: "thesis.txt"), encoding: .utf8) == "precious")
    #expect(FileManager.default.fileExists(atPath: root.appending(path: "model").path))
  }

  @Test("a marked cache loses what it made and keeps a file of the user's, and the folder with it")
  func clearsOwnEntries() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = SwiftBehaviorCache(root: root)
    _ = try cache.scratchFolder()  // as every build does: marks the folder
    #expect(FileManager.default.fileExists(atPath: root.appending(path: SwiftBehaviorCache.markName).path))
    cache.write(Data("4.2".utf8), to: cache.compilerFile(key: "k"))
    try Data("mine".utf8).write(to: root.appending(path: "notes.txt"))
    try cache.clear()
    let left = try FileManager.default.contentsOfDirectory(atPath: root.path)
    #expect(left == ["notes.txt"])
  }

  @Test("a cache from before the mark, holding only what the cache makes, is cleared and its folder removed")
  func clearsUnmarkedOwnFolder() throws {
    let root = try folder()
    try FileManager.default.createDirectory(at: root.appending(path: "behaviors/k"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: root.appending(path: "tmp"), withIntermediateDirectories: true)
    try SwiftBehaviorCache(root: root).clear()
    #expect(!FileManager.default.fileExists(atPath: root.path))
  }

  @Test("a cache under a file is said in words, not as the system's error dump")
  func unusableCacheInWords() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appending(path: "afile")
    try Data("x".utf8).write(to: file)
    let cache = SwiftBehaviorCache(root: file.appending(path: "cache"))
    let error = try #require(throws: SwiftBehaviorError.self) { try SwiftBehaviorBuild(cache: cache).warmModel() }
    #expect(error.description.contains("\(file.path) is a file, not a folder"), "\(error)")
    #expect(!error.description.contains("NSCocoaErrorDomain"), "\(error)")
  }

  @Test("a build in a folder of the user's files does not mark it, so --clear still refuses it")
  func userFolderNeverMarked() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("precious".utf8).write(to: root.appending(path: "thesis.txt"))
    let cache = SwiftBehaviorCache(root: root)
    _ = try cache.scratchFolder()
    #expect(!FileManager.default.fileExists(atPath: root.appending(path: SwiftBehaviorCache.markName).path))
    #expect(throws: SwiftBehaviorCache.NotACache.self) { try cache.clear() }
    #expect(FileManager.default.fileExists(atPath: root.appending(path: "thesis.txt").path))
  }
}
