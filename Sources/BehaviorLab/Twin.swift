import Foundation
import LuaBehaviors
import ScrollTargets

/// Finds the Swift reference a script is compared with.
public enum Twin {
  /// The reference for the script at `path`: `explicit` when given, else the
  /// script's `-- reference:` header, else its file name in camel case
  /// (`horizontal_paging.lua` is `horizontalPaging`) when that names a built-in.
  public static func reference(forScript path: String, header: String?, explicit: String? = nil) -> String? {
    if let explicit { return explicit }
    if let header { return header }
    let name = (path as NSString).lastPathComponent.replacingOccurrences(of: ".lua", with: "")
    let words = name.split(separator: "_")
    guard let first = words.first else { return nil }
    let camel = String(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return BuiltInBehaviors.names.contains(camel) ? camel : nil
  }
}
