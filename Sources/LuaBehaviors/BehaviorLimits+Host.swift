import CLuaBridge
import ScrollTargets

extension BehaviorLimits {
  /// The limits as the C host takes them (non-positive values become its defaults, `slb_default_limits`).
  var cLimits: slb_limits {
    slb_limits(
      memoryBytes: max(0, memoryBytes), loadInstructions: Int64(loadInstructions), loadSeconds: loadSeconds,
      callInstructions: Int64(callInstructions), callSeconds: callSeconds,
      hookInterval: Int32(clamping: hookInterval), sourceBytes: max(0, sourceBytes))
  }
}
