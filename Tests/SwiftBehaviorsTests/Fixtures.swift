import Foundation
import SwiftBehaviors
import TestSupport

/// The files and the cache the tests share: compiling is slow (seconds), so
/// one cache serves every test of a run and each fixture is built once.
enum Fixtures {
  /// The test run's cache (``SharedCache``).
  static let cache = SwiftBehaviorCache(root: SharedCache.root)

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

  /// Where the hostile behavior's forked child writes its process id.
  static let childPIDFile = folder.appending(path: "child.pid").path

  /// One hostile behavior for every test of the helper's bounds (one build
  /// serves them all); what it does is chosen by the velocity's `dx`:
  /// - 777: traps (an index out of range);
  /// - 555: loops for ever;
  /// - 333: starts a thread that allocates 1 MiB after 1 MiB for ever, and returns;
  /// - 444: starts a shell that writes its id to ``childPIDFile`` and sleeps 300 s, and returns;
  /// - 223: prints 2000 lines of 5000 bytes, and returns;
  /// - 222: prints for ever;
  /// - 111: writes a frame of three bytes to the helper's socket, then returns;
  /// - 112: writes a frame header of 2 GiB to the helper's socket, then sleeps 30 s;
  /// otherwise it keeps the target.
  static let hostile = file(
    "Hostile.swift",
    """
    import Foundation
    import SwiftUI

    struct Hostile: ScrollTargetBehavior {
      func updateTarget(_ target: inout Target, context: TargetContext) {
        switch context.velocity.dx {
        case 777:
          let empty: [CGFloat] = []
          target.rect.x = empty[Int(context.velocity.dy)]
        case 555:
          while true { usleep(1000) }
        case 333:
          Thread.detachNewThread {
            var hoard: [[UInt8]] = []
            while true {
              hoard.append([UInt8](repeating: 1, count: 1 << 20))
              usleep(100)
            }
          }
        case 444:
          let shell = Process()
          shell.executableURL = URL(fileURLWithPath: "/bin/sh")
          shell.arguments = ["-c", "echo $$ > \(childPIDFile); exec sleep 300 > /dev/null 2>&1"]
          try? shell.run()
          while (try? String(contentsOfFile: "\(childPIDFile)", encoding: .utf8))?.hasSuffix("\\n") != true {
            usleep(1000)
          }
        case 223:
          let line = String(repeating: "x", count: 5000)
          for _ in 0..<2000 { print(line) }
        case 222:
          while true { print("flood flood flood flood flood flood flood flood flood flood") }
        case 111:
          let frame: [UInt8] = [3, 0, 0, 0, 1, 2, 3]
          _ = frame.withUnsafeBytes { write(0, $0.baseAddress, $0.count) }
        case 112:
          let header: [UInt8] = [0, 0, 0, 0x80]
          _ = header.withUnsafeBytes { write(0, $0.baseAddress, $0.count) }
          sleep(30)
        default:
          break
        }
      }
    }
    """)
}
