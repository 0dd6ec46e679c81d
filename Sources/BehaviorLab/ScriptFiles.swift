import Foundation

/// Finds behavior scripts.
public enum ScriptFiles {
  /// The `.lua` files among `paths`, each folder replaced by the scripts
  /// directly inside it (sorted); files are kept as given. Paths that do not
  /// exist are kept, so that checking them reports them.
  public static func expand(_ paths: [String]) -> [String] {
    paths.flatMap { path -> [String] in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
        return [path]
      }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      return names.filter { $0.hasSuffix(".lua") }.sorted().map { (path as NSString).appendingPathComponent($0) }
    }
  }
}
