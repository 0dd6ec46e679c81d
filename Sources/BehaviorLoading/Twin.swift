import Foundation
import ScrollSimulation
import ScrollTargets
import SwiftBehaviors

/// Finds the reference a behavior file is compared with: a built-in, or
/// another behavior file (a Swift port of a Lua prototype, say).
public enum Twin {
  /// The reference for the behavior file at `path`: `explicit` when given,
  /// else the file's `reference:` header (a path in it is taken from the
  /// file's folder), else its file name when that names a built-in
  /// (`horizontal_paging.lua` and `HorizontalPaging.swift` are `horizontalPaging`).
  public static func reference(forScript path: String, header: String?, explicit: String? = nil) -> String? {
    if let explicit { return explicit }
    if let header { return resolve(header, besides: path) }
    let file = BehaviorSpec.isSwiftFile(path) ? SwiftBehaviorBuild.split(path).path : path
    let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    let words = name.split(separator: "_")
    guard let first = words.first else { return nil }
    let camel =
      first.prefix(1).lowercased() + first.dropFirst()
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return BuiltInBehaviors.names.contains(camel) ? camel : nil
  }

  /// ``reference(forScript:header:explicit:)`` with the header read from
  /// `source`, or from the file at `path` when no source is given. A built-in
  /// name has no file and no reference of its own.
  public static func reference(forFile path: String, source: Data? = nil, explicit: String? = nil) -> String? {
    if let explicit { return explicit }
    guard BehaviorSpec.isScript(path) || BehaviorSpec.isSwiftFile(path) else { return nil }
    let header = BehaviorHeader(file: path, source: source).reference?.name
    return reference(forScript: path, header: header.flatMap { $0.isEmpty ? nil : $0 })
  }

  /// What is wrong with `resolved`, a header's reference as ``resolve(_:besides:)`` gives it: a file
  /// that cannot be read, or a name no built-in has; `nil` when it names one. Said after
  /// `unknown reference: ` at the header's line.
  public static func problem(with resolved: String) -> String? {
    if BehaviorSpec.isScript(resolved) || BehaviorSpec.isSwiftFile(resolved) {
      let target = BehaviorSpec.file(resolved)
      return FileManager.default.isReadableFile(atPath: target) ? nil : "no readable file \(target)"
    }
    do {
      _ = try BuiltInBehaviors.behavior(named: resolved)
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// A header's reference as a BEHAVIOR: a built-in name as it is, a relative
  /// file path taken from the folder of the file at `path`.
  public static func resolve(_ name: String, besides path: String) -> String {
    guard BehaviorSpec.isScript(name) || BehaviorSpec.isSwiftFile(name), !name.hasPrefix("/") else { return name }
    let folder = (SwiftBehaviorBuild.split(path).path as NSString).deletingLastPathComponent
    return folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
  }
}
