import Foundation
import LuaBehaviors
import ScrollFormats
import ScrollTargets
import SwiftBehaviors

/// Keeps the last good version of a behavior while its file is being edited.
///
/// A built-in never changes. A script is read into memory when it loads; a
/// later ``reload()`` replaces that copy only when the edited file loads too,
/// so a broken edit reports its error and everything goes on with the last
/// version that worked. Every read goes through the bounded reader
/// (`LuaScrollTargetBehavior.readScript`): at most `limits.sourceBytes` and a byte.
/// A `.swift` file is compiled (the cache compiles only a content it has not
/// seen); an edit that does not compile leaves the last build in use.
public final class ScriptWatch: @unchecked Sendable {
  public let spec: String
  public let limits: BehaviorLimits
  /// The file an edit of the behavior changes: the script, or the Swift file
  /// (`Pager.swift` for `Pager.swift:Type`); `nil` for a built-in.
  public let file: String?
  /// The bytes of the last version that loaded (any encoding Lua reads); `nil` for a built-in or a Swift file.
  public private(set) var source: Data?
  /// The modules the last version of a script required: edits of them change it too.
  public private(set) var modules: [String] = []

  /// The files whose edits change the behavior: its own file and the modules
  /// it requires; none for a built-in. What `--watch` and the playground watch.
  public var watchedFiles: [String] { (file.map { [$0] } ?? []) + modules }
  /// The last build of a Swift file that compiled; its helper process lives on between runs.
  private var swiftBehavior: (any ScrollTargetBehavior)?
  /// When that version was loaded.
  public private(set) var loadedAt = Date()

  /// Loads `spec`; the first version must load.
  public init(spec: String, limits: BehaviorLimits = .default) throws {
    self.spec = spec
    self.limits = limits
    if BehaviorSpec.isScript(spec) {
      file = spec
      let text = try LuaScrollTargetBehavior.readScript(spec, limits: limits)
      modules = try LuaScrollTargetBehavior(source: text, path: spec, limits: limits).modulePaths
      source = text
    } else if BehaviorSpec.isSwiftFile(spec) {
      file = SwiftBehaviorBuild.split(spec).path
      swiftBehavior = try BehaviorSpec.resolve(spec, limits: limits)
    } else {
      file = nil
      _ = try BehaviorSpec.resolve(spec, limits: limits)
    }
  }

  /// Whether the behavior is a `.swift` file, which a reload compiles (seconds).
  public var isSwiftFile: Bool { swiftBehavior != nil }

  /// Reads the script (or builds the Swift file) again. Returns `nil` when the
  /// new version loaded (and is now the one in use), or why it did not (the
  /// last good version stays).
  public func reload() -> (any Diagnostic)? {
    if isSwiftFile {
      do {
        swiftBehavior = try BehaviorSpec.resolve(spec, limits: limits)
      } catch let diagnostic as any Diagnostic {
        return diagnostic
      } catch {
        return InputError(spec, "\(error)")
      }
      loadedAt = Date()
      return nil
    }
    guard source != nil else { return nil }
    let text: Data
    do {
      text = try LuaScrollTargetBehavior.readScript(spec, limits: limits)
    } catch {
      return error
    }
    do {
      modules = try LuaScrollTargetBehavior(source: text, path: spec, limits: limits).modulePaths
    } catch {
      return error
    }
    source = text
    loadedAt = Date()
    return nil
  }

  /// The version in use as an instance no other caller shares, for work
  /// beside the runs (a map drawn on a thread of its own): a fresh instance
  /// of a script or a built-in, or the Swift file's build in a helper of its own.
  public func separateBehavior() throws -> any ScrollTargetBehavior {
    guard isSwiftFile else { return try behavior() }
    return try BehaviorSpec.resolve(spec, limits: limits)
  }

  /// The version in use: a fresh instance of a script or a built-in; the
  /// Swift file's last good build (one instance, used by one run at a time).
  public func behavior() throws -> any ScrollTargetBehavior {
    if let swiftBehavior { return swiftBehavior }
    guard let source else { return try BehaviorSpec.resolve(spec, limits: limits) }
    return try LuaScrollTargetBehavior(source: source, path: spec, limits: limits)
  }
}
