import Foundation
import LuaBehaviors
import ScrollTargets
import SwiftBehaviors

/// Turns a BEHAVIOR argument into a behavior: a built-in name with options
/// (`viewAligned:alwaysByOne`), a path ending in `.lua`, or a Swift file
/// (`Pager.swift`, or `Pager.swift:VerticalPager` to pick one of its types).
public enum BehaviorSpec {
  /// Whether `spec` names a script rather than a built-in.
  public static func isScript(_ spec: String) -> Bool {
    spec.hasSuffix(".lua")
  }

  /// Whether `spec` names a Swift file: `Pager.swift` or `Pager.swift:Type`.
  public static func isSwiftFile(_ spec: String) -> Bool {
    spec.hasSuffix(".swift") || spec.contains(".swift:")
  }

  /// The behavior `spec` names; scripts are loaded with `limits`, and a
  /// Swift file's calls may take `limits.callSeconds` each.
  ///
  /// - Throws: ``BuiltInLookupError`` for an unknown name or option, the
  ///   script's ``BehaviorFailure`` when it does not load, and
  ///   ``SwiftBehaviorError`` when a Swift file does not build.
  public static func resolve(_ spec: String, limits: BehaviorLimits = .default) throws -> any ScrollTargetBehavior {
    if isScript(spec) { return try LuaScrollTargetBehavior(path: spec, limits: limits) }
    if isSwiftFile(spec) {
      return try SwiftFileBehavior(spec, callSeconds: limits.callSeconds, memoryBytes: limits.memoryBytes)
    }
    return try BuiltInBehaviors.behavior(named: spec)
  }

  /// The file `spec` names: its path, a Swift file's `:Type` left out.
  public static func file(_ spec: String) -> String {
    isSwiftFile(spec) ? SwiftBehaviorBuild.split(spec).path : spec
  }

  /// The most bytes the file `spec` names may hold: a script's limit, else a Swift file's.
  public static func sourceLimit(_ spec: String, limits: BehaviorLimits = .default) -> Int {
    isScript(spec) ? limits.sourceBytes : SwiftBehaviorBuild.maximumSourceBytes
  }

  /// The script whose text is `source`, named `path` in its messages, loaded with `limits`.
  ///
  /// - Throws: the script's ``BehaviorFailure`` when it does not load.
  public static func script(source: Data, path: String, limits: BehaviorLimits = .default) throws(BehaviorFailure)
    -> any ScrollTargetBehavior & SelfJudgingBehavior
  {
    try LuaScrollTargetBehavior(source: source, path: path, limits: limits)
  }

  /// A factory for `spec`, for comparisons that need one behavior per worker.
  public static func factory(_ spec: String, limits: BehaviorLimits = .default) -> BehaviorFactory {
    { try resolve(spec, limits: limits) }
  }
}

/// Makes a fresh behavior: one per worker, since a script's state is not shared across threads.
public typealias BehaviorFactory = @Sendable () throws -> any ScrollTargetBehavior
