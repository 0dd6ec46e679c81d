import Foundation

/// Why a file could not be written, in words that name what is missing.
public enum OutputFile {
  /// The reason writing `path` failed with `error`: the missing folder by
  /// name when the file's folder does not exist (`the folder x does not
  /// exist: create it first (mkdir -p x/y)`, naming the first missing folder
  /// on the way), a path part that is a file when one is, else the system's
  /// own message.
  public static func reason(writing path: String, error: any Error) -> String {
    let folder = parent(of: path)
    guard !folder.isEmpty else { return error.localizedDescription }
    var isFolder: ObjCBool = false
    if !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
      var missing = folder
      var above = parent(of: missing)
      while !above.isEmpty, above != missing, !FileManager.default.fileExists(atPath: above) {
        missing = above
        above = parent(of: missing)
      }
      // A part of the way that is a file, not a folder.
      var isAboveFolder: ObjCBool = true
      if !above.isEmpty, FileManager.default.fileExists(atPath: above, isDirectory: &isAboveFolder),
        !isAboveFolder.boolValue
      {
        return "\(above) is a file, not a folder"
      }
      return "the folder \(missing) does not exist: create it first (mkdir -p \(folder))"
    }
    if !isFolder.boolValue { return "\(folder) is a file, not a folder" }
    return error.localizedDescription
  }

  /// The folder part of `path`: `x/y` for `x/y/z`, `/` for `/x`, "" for `x`.
  static func parent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    if slash == trimmed.startIndex { return "/" }
    return String(trimmed[..<slash])
  }
}
