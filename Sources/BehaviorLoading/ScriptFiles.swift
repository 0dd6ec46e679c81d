import Foundation
import ScrollFormats

/// Finds behavior files: Lua scripts and Swift files.
public enum ScriptFiles {
  /// `paths`, each folder replaced by the `.lua` and `.swift` files directly
  /// inside it (sorted); files are kept as given. Paths that do not
  /// exist are kept, so that checking them reports them.
  public static func expand(_ paths: [String]) -> [String] {
    paths.flatMap { path -> [String] in
      guard RawNames.isFolder(path) else { return [path] }
      // Read as the system gives them: a name that is not UTF-8 still opens (RawNames).
      let names = RawNames.entries(ofFolder: path)
      return names.filter { $0.hasSuffix(".lua") || $0.hasSuffix(".swift") }.sorted().map {
        (path as NSString).appendingPathComponent($0)
      }
    }
  }

  /// The folder commands use when given no behaviors: `behaviors`, as in this repository.
  public static let defaultFolderName = "behaviors"

  /// The behavior files in ``defaultFolderName``.
  ///
  /// - Throws: ``InputError`` saying what to do when there is no such folder
  ///   here, as outside the repository.
  public static func defaultFolder() throws(InputError) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: defaultFolderName, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      throw InputError(
        defaultFolderName,
        "no such folder here (\(FileManager.default.currentDirectoryPath)): name the behaviors (files, folders or "
          + "built-in names), run from the folder that holds behaviors/, or start one with `scrollscript new NAME`")
    }
    return expand([defaultFolderName])
  }
}
