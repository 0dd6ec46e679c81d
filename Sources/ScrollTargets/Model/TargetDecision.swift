import Foundation

/// Where a built-in behavior put the target, and which part of its rule decided.
public struct TargetDecision: Hashable, Sendable {
  /// The new origin of the target's rect.
  public var origin: CGPoint
  /// The part of the rule that decided, in words: `"under the threshold: back to the page grid"`.
  public var rule: String

  public init(origin: CGPoint, rule: String) {
    self.origin = origin
    self.rule = rule
  }
}

/// A behavior that can say which part of its rule decided a target: beyond
/// SwiftUI. Every built-in is one; reports use it to name the rule behind a
/// result or a disagreement.
public protocol ExplainedScrollTargetBehavior: ScrollTargetBehavior {
  /// The decision for `target` in `context`; `updateTarget` applies its origin.
  func decide(_ target: ScrollTarget, context: TargetContext) -> TargetDecision
}

extension ExplainedScrollTargetBehavior {
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    target.rect.origin = decide(target, context: context).origin
  }
}
