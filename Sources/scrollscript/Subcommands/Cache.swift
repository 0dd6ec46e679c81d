import ArgumentParser
import Foundation
import SwiftBehaviors

extension ScrollScript {
  struct Cache: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Show or clear the cache of compiled .swift behaviors.",
      discussion: """
        The cache is $SCROLLSCRIPT_CACHE, else $XDG_CACHE_HOME/scrollscript, else ~/.cache/scrollscript. \
        Clearing it is always safe: the next run rebuilds what it needs (docs/swift-files.md).
        """)

    @Flag(help: "Delete the cache.")
    var clear = false

    func run() throws {
      let cache = SwiftBehaviorCache.standard
      let before = cache.contents
      if clear {
        do {
          try cache.clear()
        } catch {
          throw ValidationError("cannot clear \(cache.root.path): \(error.localizedDescription)")
        }
        print("cleared \(cache.root.path) (\(Self.describe(before)))")
      } else {
        print("\(cache.root.path): \(Self.describe(before))")
      }
    }

    static func describe(_ contents: SwiftBehaviorCache.Contents) -> String {
      let mebibytes = Double(contents.bytes) / 1_048_576
      return "\(contents.models) model build\(contents.models == 1 ? "" : "s"), "
        + "\(contents.behaviors) behavior\(contents.behaviors == 1 ? "" : "s"), "
        + String(format: "%.1f MiB", mebibytes)
    }
  }
}
