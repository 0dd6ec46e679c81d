import Foundation
import LuaBehaviors
import ScrollTargets

/// Turns a BEHAVIOR argument into a behavior: a built-in name with options
/// (`viewAligned:alwaysByOne`), or a path ending in `.lua`.
public enum BehaviorSpec {
  /// Whether `spec` names a script rather than a built-in.
  public static func isScript(_ spec: String) -> Bool {
    spec.hasSuffix(".lua")
  }

  /// The behavior `spec` names; scripts are loaded with `limits`.
  ///
  /// - Throws: ``BuiltInLookupError`` for an unknown name or option, and the
  ///   script's ``BehaviorFailure`` when it does not load.
  public static func resolve(_ spec: String, limits: LuaLimits = .default) throws -> any ScrollTargetBehavior {
    if isScript(spec) { return try LuaScrollTargetBehavior(path: spec, limits: limits) }
    return try BuiltInBehaviors.behavior(named: spec)
  }

  /// A factory for `spec`, for comparisons that need one behavior per worker.
  public static func factory(_ spec: String, limits: LuaLimits = .default) -> BehaviorFactory {
    { try resolve(spec, limits: limits) }
  }
}
