import Foundation

/// Finds behavior files: Lua scripts and Swift files.
public enum ScriptFiles {
  /// `paths`, each folder replaced by the `.lua` and `.swift` files directly
  /// inside it (sorted); files are kept as given. Paths that do not
  /// exist are kept, so that checking them reports them.
  public static func expand(_ paths: [String]) -> [String] {
    paths.flatMap { path -> [String] in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
        return [path]
      }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      return names.filter { $0.hasSuffix(".lua") || $0.hasSuffix(".swift") }.sorted().map {
        (path as NSString).appendingPathComponent($0)
      }
    }
  }
}
