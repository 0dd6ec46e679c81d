import ArgumentParser
import Foundation
import SwiftBehaviors

extension ScrollScript {
  struct Cache: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Show, warm or clear the cache of compiled .swift behaviors and view files.",
      discussion: """
        The cache is $SCROLLSCRIPT_CACHE, else $XDG_CACHE_HOME/scrollscript, else ~/.cache/scrollscript \
        (~/Library/Caches/scrollscript on macOS). \
        Clearing it is always safe: the next run rebuilds what it needs (docs/swift-files.md). It deletes \
        only what the cache made, and refuses a folder holding other files without the cache's CACHEDIR.TAG. \
        --warm compiles the model ahead, once per compiler and tool version (scripts/install runs it), so that \
        the first .swift file or scrollscript scene takes seconds rather than half a minute.
        """)

    @Flag(help: "Delete the cache.")
    var clear = false

    @Flag(
      help: "Compile the model into the cache now, unless it is there already; say what it did and how long it took.")
    var warm = false

    func validate() throws {
      if clear && warm { throw ValidationError("--clear and --warm cannot go together") }
    }

    func run() throws {
      let cache = SwiftBehaviorCache.standard
      let before = cache.contents
      if warm {
        let build = try SwiftBehaviorBuild(cache: cache)
        let warmed = try build.warmModel()
        let time = String(format: "%.1f s", warmed.seconds)
        print(
          warmed.compiled
            ? "compiled the model in \(time): \(warmed.folder.path)"
            : "the model is compiled already (checked in \(time)): \(warmed.folder.path)")
        print("\(cache.root.path): \(Self.describe(cache.contents))")
      } else if clear {
        do {
          try cache.clear()
        } catch let refused as SwiftBehaviorCache.NotACache {
          throw ValidationError("\(refused)")
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
