import Foundation
import ScrollTargets

/// One `updateTarget` call: the proposed target and its context.
///
/// Its JSON form is one line of a `--cases` file (docs/formats.md, "Case lines"):
/// ```json
/// {"target":{"rect":{"x":600,"y":0,"width":390,"height":844},"anchor":null},
///  "originalTarget":{"rect":{"x":780,"y":0,"width":390,"height":844}},
///  "velocity":{"dx":-800,"dy":0},"contentSize":{"width":3900,"height":844},
///  "containerSize":{"width":390,"height":844},"axes":["horizontal"]}
/// ```
/// `targets` (children's frames) and `environment` are optional.
public struct TargetCase: Sendable {
  public var target: ScrollTarget
  public var context: ScrollTargetBehaviorContext

  public init(target: ScrollTarget, context: ScrollTargetBehaviorContext) {
    self.target = target
    self.context = context
  }

  /// A call as a scene makes it (``Scene/Layout/call(original:releasedAt:velocity:proposed:)``).
  public init(_ call: (target: ScrollTarget, context: ScrollTargetBehaviorContext)) {
    self.init(target: call.target, context: call.context)
  }

  /// The part of `behavior`'s rule that decides this case, when the behavior can say.
  public func rule(of behavior: (any ScrollTargetBehavior)?) -> String? {
    (behavior as? any ExplainedScrollTargetBehavior)?.decide(target, context: context).rule
  }

  /// Runs `behavior` on a copy of the target and returns the result.
  public func run(_ behavior: any ScrollTargetBehavior) throws(BehaviorFailure) -> ScrollTarget {
    var result = target
    try behavior.resolveTarget(&result, context: context)
    return result
  }
}
