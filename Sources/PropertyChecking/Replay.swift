import BehaviorLoading
import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// One counterexample run again and judged by one property, as `check` judged
/// it: what `run --expect PROPERTY` and `simulate --expect PROPERTY` do with
/// the commands `check` prints (docs/properties.md, "Replaying a counterexample").
///
/// A gesture is called once, judged, then probed: a property of two calls
/// (`settles`, `deterministic`, `monotone`, `mirrors`) makes its further calls
/// here exactly as it makes them in `check`, so the one printed command shows
/// both. A scenario is run through the ``Simulator`` and judged call by call,
/// then as a whole. A script that defines `expect` has it called after every
/// call, as `check` does, so its failure is a failure here too.
public enum Replay {
  /// What replaying a gesture did: every call, in order, and the verdict.
  public struct Gesture: Sendable {
    /// Each `updateTarget` call made: the gesture first, then the probe's own.
    public var calls: [PropertyCall] = []
    /// What the property found wrong, or the failure that broke ``Runs``.
    public var violation: Violation?
    /// The call that failed, when one did: its case and the failure.
    public var failure: (testCase: TargetCase, failure: BehaviorFailure)?

    /// Whether the property held.
    public var holds: Bool { violation == nil }
  }

  /// What replaying a scenario did: the run, as `check` judges it, and the verdict.
  public struct ScenarioReplay: Sendable {
    public var run: ScenarioRun
    /// What the property found wrong, or the failure that broke ``Runs``.
    public var violation: Violation?

    public var holds: Bool { violation == nil }
  }

  /// The property `name` names: one property of an `expect:` line
  /// (docs/properties.md), or `runs` or `expect`, the two `check` adds itself.
  ///
  /// - Throws: ``PropertySyntaxError`` for a word that is no property, or for a list of more than one.
  public static func property(named name: String) throws(PropertySyntaxError) -> any BehaviorProperty {
    switch name.trimmingCharacters(in: .whitespaces) {
    case Runs().name: return Runs()
    case ScriptExpectation().name: return ScriptExpectation()
    default:
      let properties = try PropertyList.parse(name)
      guard properties.count == 1 else {
        throw PropertySyntaxError(column: 1, message: "name one property, not \(properties.count)")
      }
      return properties[0]
    }
  }

  /// Calls `behavior` on `testCase`, judges the call by `property` and lets it probe with calls of its own.
  public static func gesture(
    _ testCase: TargetCase, property: any BehaviorProperty, behavior: any ScrollTargetBehavior
  ) -> Gesture {
    let calls = CallLog(behavior: behavior)
    var replay = Gesture()
    do throws(BehaviorFailure) {
      var first = try calls.call(testCase)
      // As in `check`, the script's `expect` judges the gesture's own call, not the probe's.
      if let expecting = expectation(of: behavior) {
        first.scriptVerdict = try expecting.expectation(
          testCase.target, context: testCase.context, result: first.result)
      }
      if !(property is Runs) {
        replay.violation = try Trials.violation(of: property, on: first, run: calls.call)
      }
    } catch {
      replay.failure = (calls.current ?? testCase, error)
      replay.violation = Violation(error.summary)
    }
    replay.calls = calls.made
    return replay
  }

  /// Runs `scenario` on `behavior` as `check` runs it, stopping at the first
  /// failed call or at `deadline`, and judges it by `property`.
  public static func scenario(
    _ scenario: Scenario, property: any BehaviorProperty, behavior: any ScrollTargetBehavior,
    deadline: ContinuousClock.Instant? = nil
  ) -> ScenarioReplay {
    let properties: [any BehaviorProperty] =
      expectation(of: behavior) != nil ? [Runs(), property, ScriptExpectation()] : [Runs(), property]
    let run = Trials(behavior: behavior, properties: properties, deadline: deadline).run(scenario)
    if let failure = run.failure { return ScenarioReplay(run: run, violation: Violation(failure.summary)) }
    if property is Runs { return ScenarioReplay(run: run, violation: nil) }
    return ScenarioReplay(run: run, violation: Trials.violation(of: property, in: run))
  }

  /// The behavior whose own property `check` judges after every call: one that states it.
  private static func expectation(of behavior: any ScrollTargetBehavior) -> (any SelfJudgingBehavior)? {
    Trials.judge(of: behavior)
  }

  /// Calls a behavior and keeps each call made, and the case of the last one.
  private final class CallLog {
    let behavior: any ScrollTargetBehavior
    var made: [PropertyCall] = []
    var current: TargetCase?

    init(behavior: any ScrollTargetBehavior) {
      self.behavior = behavior
    }

    func call(_ testCase: TargetCase) throws(BehaviorFailure) -> PropertyCall {
      current = testCase
      var target = testCase.target
      try behavior.resolveTarget(&target, context: testCase.context)
      let call = PropertyCall(testCase: testCase, result: target)
      made.append(call)
      return call
    }
  }
}
