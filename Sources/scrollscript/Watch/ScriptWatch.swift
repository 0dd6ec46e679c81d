import BehaviorLab
import Foundation
import LuaBehaviors
import ScrollTargets

/// Keeps the last good version of a behavior while its script is being edited.
///
/// A built-in never changes. A script is read into memory when it loads; a
/// later ``reload()`` replaces that copy only when the edited file loads too,
/// so a broken edit reports its error and everything goes on with the last
/// version that worked. Every read goes through the bounded reader
/// (`LuaScrollTargetBehavior.readScript`): at most `limits.sourceBytes` and a byte.
final class ScriptWatch: @unchecked Sendable {
  let spec: String
  let limits: LuaLimits
  /// The bytes of the last version that loaded (any encoding Lua reads); `nil` for a built-in or a Swift file.
  private(set) var source: Data?
  /// When that version was loaded.
  private(set) var loadedAt = Date()

  /// Loads `spec`; the first version must load.
  init(spec: String, limits: LuaLimits = .default) throws {
    self.spec = spec
    self.limits = limits
    if BehaviorSpec.isScript(spec) {
      let text = try LuaScrollTargetBehavior.readScript(spec, limits: limits)
      _ = try LuaScrollTargetBehavior(source: text, path: spec, limits: limits)
      source = text
    } else {
      _ = try BehaviorSpec.resolve(spec, limits: limits)
    }
  }

  /// Reads the script again. Returns `nil` when the new version loaded (and is
  /// now the one in use), or why it did not (the last good version stays).
  func reload() -> (any Diagnostic)? {
    guard source != nil else { return nil }
    let text: Data
    do {
      text = try LuaScrollTargetBehavior.readScript(spec, limits: limits)
    } catch {
      return error
    }
    do {
      _ = try LuaScrollTargetBehavior(source: text, path: spec, limits: limits)
    } catch {
      return error
    }
    source = text
    loadedAt = Date()
    return nil
  }

  /// A fresh instance of the version in use.
  func behavior() throws -> any ScrollTargetBehavior {
    guard let source else { return try BehaviorSpec.resolve(spec, limits: limits) }
    return try LuaScrollTargetBehavior(source: source, path: spec, limits: limits)
  }

  /// Fresh instances of the version in use, one per worker.
  var factory: BehaviorFactory {
    let (spec, source, limits) = (spec, source, limits)
    return {
      guard let source else { return try BehaviorSpec.resolve(spec, limits: limits) }
      return try LuaScrollTargetBehavior(source: source, path: spec, limits: limits)
    }
  }
}
