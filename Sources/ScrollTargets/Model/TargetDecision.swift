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

/// The words for the part of a rule that decided a target, built only when
/// someone will read them: a report asks for them, the scroll view does not.
public struct Why: Sendable {
  /// Whether the words are wanted; when not, ``callAsFunction(_:)`` builds nothing.
  public let isWanted: Bool
  /// The words given last (empty until a rule gives some).
  public var words = ""

  public init(isWanted: Bool) {
    self.isWanted = isWanted
  }

  /// Records `words`, evaluating them only when they are wanted.
  public mutating func callAsFunction(_ words: @autoclosure () -> String) {
    if isWanted { self.words = words() }
  }
}

/// A behavior that can say which part of its rule decided a target: the
/// tool's own API, beyond SwiftUI. Every built-in is one; reports use it to name the rule behind a
/// result or a disagreement.
public protocol ExplainedScrollTargetBehavior: ScrollTargetBehavior {
  /// The new origin of the target's rect for `target` in `context`; the part
  /// of the rule that decided goes to `why`.
  func decide(_ target: ScrollTarget, context: TargetContext, why: inout Why) -> CGPoint
}

extension ExplainedScrollTargetBehavior {
  /// Moves the target by ``decide(_:context:why:)``, asking for no words.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    var why = Why(isWanted: false)
    target.rect.origin = decide(target, context: context, why: &why)
  }

  /// The decision for `target` in `context`, with its words.
  public func decide(_ target: ScrollTarget, context: TargetContext) -> TargetDecision {
    var why = Why(isWanted: true)
    let origin = decide(target, context: context, why: &why)
    return TargetDecision(origin: origin, rule: why.words)
  }
}
