import ScrollTargets

/// Turns a BEHAVIOR argument into a behavior: a built-in name with options
/// (`viewAligned:alwaysByOne`), or a `.lua` path.
public enum BehaviorSpec {
  /// The behavior `spec` names.
  ///
  /// - Throws: ``BuiltInLookupError`` for an unknown name or option.
  public static func resolve(_ spec: String) throws -> any ScrollTargetBehavior {
    try BuiltInBehaviors.behavior(named: spec)
  }
}
