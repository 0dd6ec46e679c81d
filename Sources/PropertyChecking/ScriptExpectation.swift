import Foundation
import ScrollTargets

/// `expect`: the script's own property, `expect(target, context, result)` in Lua.
///
/// A script may state a rule no built-in property names:
/// ```lua
/// -- Never rest on the first page after a forward fling.
/// function expect(target, context, result)
///   if context.velocity.dx > 0 and result.x == 0 then return "a forward fling rests on page 0" end
///   return true
/// end
/// ```
/// It is called after every call of a generated gesture and of a scenario,
/// with the target as proposed, its context, and `result` (`{x, y}`, where
/// the behavior left the target); it returns `true` or `nil` when the rule
/// holds, `false` or a message when it does not. It runs in the same sandbox
/// and under the same limits as `updateTarget`; a failure inside it breaks
/// this property. `check` adds it whenever a script defines `expect`.
public struct ScriptExpectation: BehaviorProperty {
  public init() {}

  public var name: String { "expect" }
  public var rule: String { "the script's own expect(target, context, result) returns true or nil" }

  public func judge(_ call: PropertyCall) -> Violation? { call.scriptVerdict.map { Violation($0) } }
}
