import ArgumentParser
import Foundation
import ScrollTargets

extension CompletionKind {
  /// A BEHAVIOR: the built-in names, then the `.lua` and `.swift` files and
  /// the folders that start with the word typed so far.
  static var behavior: CompletionKind {
    .custom { _, _, prefix in
      BuiltInBehaviors.names.filter { $0.hasPrefix(prefix) } + behaviorFiles(startingWith: prefix)
    }
  }

  /// The behavior files and folders whose path starts with `prefix`.
  static func behaviorFiles(startingWith prefix: String) -> [String] {
    let slash = prefix.lastIndex(of: "/")
    let folder = slash.map { String(prefix[...$0]) } ?? ""
    let manager = FileManager.default
    let names = (try? manager.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
    return names.sorted().compactMap { name in
      let path = folder + name
      guard path.hasPrefix(prefix), !name.hasPrefix(".") || prefix.hasSuffix(".") else { return nil }
      var isFolder: ObjCBool = false
      _ = manager.fileExists(atPath: path, isDirectory: &isFolder)
      if isFolder.boolValue { return path + "/" }
      return name.hasSuffix(".lua") || name.hasSuffix(".swift") ? path : nil
    }
  }
}
