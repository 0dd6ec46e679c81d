import Foundation

/// A behavior that answers many calls at once, for one that pays a fixed
/// price per exchange (a behavior in another process): beyond SwiftUI.
public protocol BatchScrollTargetBehavior: ScrollTargetBehavior {
  /// ``ScrollTargetBehavior/tryUpdateTarget(_:context:)`` of every call, in order;
  /// one call's failure is its own result only.
  func tryUpdateTargets(_ calls: [(target: ScrollTarget, context: TargetContext)]) -> [Result<
    ScrollTarget, BehaviorFailure
  >]
}

extension ScrollTargetBehavior {
  /// ``resolveTarget(_:context:)`` of every call, in order: in one batch when
  /// the behavior takes batches (``BatchScrollTargetBehavior``), else one by one.
  public func resolveTargets(_ calls: [(target: ScrollTarget, context: TargetContext)]) -> [Result<
    ScrollTarget, BehaviorFailure
  >] {
    guard let batch = self as? any BatchScrollTargetBehavior else {
      return calls.map { call in
        var target = call.target
        return Result { () throws(BehaviorFailure) in
          try resolveTarget(&target, context: call.context)
          return target
        }
      }
    }
    return zip(batch.tryUpdateTargets(calls), calls).map { result, call in
      result.flatMap { target in
        Result { () throws(BehaviorFailure) in
          try target.checkResult(containerSize: call.context.containerSize)
          return target
        }
      }
    }
  }
}
