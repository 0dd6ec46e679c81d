import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// A rule every result of a behavior must satisfy, checked without a twin.
///
/// A property judges what it can see at three levels, each optional:
/// - ``judge(_:)-(PropertyCall)``: one `updateTarget` call and where it left
///   the view, from a generated gesture or from a step of a scenario;
/// - ``probe(_:run:)``: one generated gesture, with further calls of its own
///   (the same case again, its mirror image, a faster fling);
/// - ``judge(_:)-(ScenarioRun)``: a whole scenario once it has settled.
///
/// Each returns `nil` when the property holds or does not apply, else the
/// ``Violation``: what went wrong in one line, and what was measured. A
/// property is written in `-- expect:` lines by its ``name``;
/// docs/properties.md lists them all.
public protocol BehaviorProperty: Sendable {
  /// The property as it is written: `landsOn(pages)`, `atMost(1, children)`.
  var name: String { get }
  /// The rule in words.
  var rule: String { get }
  /// What is wrong with one call, if anything.
  func judge(_ call: PropertyCall) -> Violation?
  /// What is wrong with a generated gesture, found with further calls through `run`.
  func probe(_ call: PropertyCall, run: PropertyRunner) throws(BehaviorFailure) -> Violation?
  /// What is wrong with a whole scenario, if anything.
  func judge(_ run: ScenarioRun) -> Violation?
}

extension BehaviorProperty {
  public func judge(_ call: PropertyCall) -> Violation? { nil }
  public func probe(_ call: PropertyCall, run: PropertyRunner) throws(BehaviorFailure) -> Violation? { nil }
  public func judge(_ run: ScenarioRun) -> Violation? { nil }
}

/// Runs the behavior under test on a case: what probes call.
public typealias PropertyRunner = (TargetCase) throws(BehaviorFailure) -> PropertyCall

/// One `updateTarget` call and where it left the view.
public struct PropertyCall: Sendable {
  public var testCase: TargetCase
  /// The target's resting offset as the behavior left it.
  public var result: CGPoint
  /// Where the view rests: `result` clamped to the content on each scrolling axis.
  public var landed: CGPoint
  /// Why the behavior was asked.
  public var cause: TargetUpdate.Cause
  /// Whether the call is a step of a scenario rather than a generated gesture.
  public var inScenario: Bool
  /// What the script's own `expect` said of the call when it did not hold
  /// (see ``ScriptExpectation``); `nil` when it held or was not asked.
  public var scriptVerdict: String?

  public init(
    testCase: TargetCase, result: ScrollTarget, cause: TargetUpdate.Cause = .gesture, inScenario: Bool = false
  ) {
    self.testCase = testCase
    let context = testCase.context
    self.result = result.restingOffset(containerSize: context.containerSize)
    landed = OffsetRange.clamp(
      self.result, content: context.contentSize, container: context.containerSize, axes: context.axes)
    self.cause = cause
    self.inScenario = inScenario
  }

  var context: ScrollTargetBehaviorContext { testCase.context }
  /// The original target's offset.
  var start: CGPoint { context.originalTarget.rect.origin }
}

/// A scenario, what it produced, and each of its calls.
public struct ScenarioRun: Sendable {
  public var scenario: Scenario
  public var timeline: Timeline
  /// Every `updateTarget` call of the timeline that returned a target, in order.
  public var calls: [PropertyCall]
  /// The scroll view's geometry when it came to rest: the last layout.
  public var finalLayout: Timeline.Layout
  /// The first call that failed (`updateTarget`, or the script's `expect`), if any.
  public var failure: BehaviorFailure?
  /// Whether the run stopped before its last step: after a failed call, or at the check's deadline.
  public var cutShort = false
}
