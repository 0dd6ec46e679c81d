import Foundation
import SwiftBehaviors

/// The files and the cache the tests share: compiling is slow (seconds), so
/// one cache serves every test of a run and each fixture is built once.
enum Fixtures {
  /// A fresh cache for this test run.
  static let cache = SwiftBehaviorCache(
    root: FileManager.default.temporaryDirectory.appending(path: "scrollscript-tests-\(UUID().uuidString)"))

  static let build = try! SwiftBehaviorBuild(cache: cache)

  /// The folder of fixture files written by the tests.
  static let folder: URL = {
    let folder = cache.root.appending(path: "fixtures")
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }()

  /// `examples/swift/BasicGrid.swift`, Apple's grid example as an app writes it.
  static let basicGrid = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appending(path: "../../examples/swift/BasicGrid.swift").standardizedFileURL.path

  /// Writes `text` to a fixture file named `name`; its path.
  static func file(_ name: String, _ text: String) -> String {
    let url = folder.appending(path: name)
    try! text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// A behavior that traps when the velocity's `dx` is 777 and loops for
  /// ever when it is 555; otherwise it keeps the target.
  static let hostile = file(
    "Hostile.swift",
    """
    import SwiftUI

    struct Hostile: ScrollTargetBehavior {
      func updateTarget(_ target: inout Target, context: TargetContext) {
        if context.velocity.dx == 777 {
          let empty: [CGFloat] = []
          target.rect.x = empty[Int(context.velocity.dy)]
        }
        while context.velocity.dx == 555 { usleep(1000) }
      }
    }
    """)
}
