import LuaBehaviors
import ScrollTargets
import SwiftBehaviors

/// The behavior a REPL session runs, as it was loaded: what it can do beyond
/// gestures depends on it (only a script has a Lua state to evaluate input).
enum LoadedBehavior {
  /// A Lua script, read from `path`; its state evaluates the REPL's Lua input.
  case script(LuaScrollTargetBehavior, path: String)
  /// A `.swift` file compiled into a helper process (``SwiftFileBehavior``).
  case swiftFile(SwiftFileBehavior)
  /// A built-in behavior.
  case builtIn(any ScrollTargetBehavior)

  var behavior: any ScrollTargetBehavior {
    switch self {
    case .script(let script, _): script
    case .swiftFile(let file): file
    case .builtIn(let builtIn): builtIn
    }
  }

  /// How messages name the behavior's code: `script` for Lua, else `behavior`.
  var noun: String {
    if case .script = self { "script" } else { "behavior" }
  }
}
