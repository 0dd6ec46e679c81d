import Foundation
import SwiftBehaviors
import TestSupport

/// Files and the built binary the REPL tests use.
enum Fixtures {
  /// The repository's root (the tests' `behaviors/` lives there).
  static let root = Repository.root

  /// A pager with a tuning global: `PAGES` pages per fling (1, like its twin `paging`).
  static let tunablePager = """
    -- reference: paging
    PAGES = 1

    function updateTarget(target, context)
      local page = context.containerSize.width
      local maxOffset = math.max(0, context.contentSize.width - page)
      local k = math.floor(context.originalTarget.rect.minX / page + 0.5)
      local v = context.velocity.dx
      if v > 0 then
        k = k + PAGES
      elseif v < 0 then
        k = k - PAGES
      else
        k = math.floor(target.rect.minX / page + 0.5)
      end
      target.rect.origin.x = math.min(math.max(k * page, 0), maxOffset)
    end
    """

  /// The cache of Swift builds for this test run, shared with the `--watch` tests
  /// (one process runs every test target): the model compiles once, and so does
  /// the grid example, which both build unchanged.
  static let swiftCache = SharedCache.root

  static let swiftBuild = try! SwiftBehaviorBuild(cache: SwiftBehaviorCache(root: swiftCache))

  /// Runs `body` holding a lock on ``swiftCache``. The REPL's and the
  /// `--watch` tests run at once; each takes the lock around its first build,
  /// so the model compiles once and the other finds it in the cache.
  static func holdingCacheLock<T>(_ body: () throws -> T) rethrows -> T {
    try? FileManager.default.createDirectory(at: swiftCache, withIntermediateDirectories: true)
    let lock = open(swiftCache.appendingPathComponent("tests.lock").path, O_CREAT | O_RDWR, 0o600)
    defer { if lock >= 0 { close(lock) } }  // closing releases the lock
    if lock >= 0 { flock(lock, LOCK_EX) }
    return try body()
  }

  /// `examples/swift/BasicGrid.swift`, Apple's grid example: the offset rounds
  /// to a step of a tenth of the container's width (39 pt on an iPhone).
  static let basicGridText = try! String(
    contentsOf: root.appendingPathComponent("examples/swift/BasicGrid.swift"), encoding: .utf8)

  /// The grid example as edited: a step of `1/divisor` of the width (`10` is
  /// the file unchanged; `2` gives 195 pt on an iPhone); `nil` puts a type
  /// error on line 7, column 53 (a String where a CGSize goes).
  static func gridText(_ divisor: Int?) -> String {
    guard let divisor else {
      return basicGridText.replacingOccurrences(
        of: "gridStep(for: context.containerSize)", with: #"gridStep(for: "wide")"#)
    }
    return basicGridText.replacingOccurrences(of: "/ 10.0", with: "/ \(divisor).0")
  }

  /// A fresh file in the temporary directory holding `contents`.
  static func temporaryFile(_ name: String, _ contents: String = "") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
    try contents.write(to: url, atomically: true, encoding: .utf8)
    return url
  }
}
