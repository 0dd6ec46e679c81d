import BehaviorLoading
import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// The command `check` prints for a counterexample, once it has been run
/// again in-process, on a fresh behavior, as the command would run it, and
/// shown to break the property again (docs/properties.md, "Replaying a
/// counterexample").
///
/// A behavior that keeps state between calls (a counter, a last velocity)
/// may break a property only after earlier calls. A gesture that does not
/// break it alone is called again and again on the same fresh behavior, up
/// to ``maximumRepeats`` times, and printed as that many copies of its case
/// line piped to `run --cases -`, which judges them in order on one behavior.
/// What does not reproduce either way gets no command of its own: a command
/// that exits 0 would say the property holds.
public enum VerifiedReplay {
  /// The most calls in a row a gesture's replay may make to break the property again.
  public static let maximumRepeats = 256

  /// What replaying found.
  public enum Outcome: Sendable, Equatable {
    /// A command that reproduces the violation, and the violation as it
    /// shows it (for a behavior with state, its numbers are the replay's).
    case reproduces(String, Violation)
    /// None of the replays tried broke the property on a fresh behavior.
    case doesNotReproduce
  }

  /// The command for `counterexample`, verified on behaviors `factory` makes.
  public static func command(
    for counterexample: PropertyReport.Counterexample, property: any BehaviorProperty, behavior path: String,
    scene: GivenScene?, factory: BehaviorFactory, deadline: ContinuousClock.Instant? = nil
  ) -> Outcome {
    let expect = " --expect \(Reproduction.shellQuoted(property.name))"
    switch counterexample {
    case .gesture(let testCase):
      // The case as the command gives it back: its JSON read again (the single-call form rebuilds the same JSON).
      guard let read = try? TargetCase(json: Data(testCase.json.utf8)),
        let (calls, violation) = breaking(property, on: read, factory: factory, deadline: deadline)
      else { return .doesNotReproduce }
      if calls == 1 {
        return .reproduces(Reproduction.command(for: testCase, behavior: path, scene: scene) + expect, violation)
      }
      return .reproduces(
        "yes \(Reproduction.shellQuoted(testCase.json)) | head -n \(calls) | scrollscript run \(Reproduction.shellQuoted(path)) --cases -"
          + expect, violation)
    case .scenario(let scenario):
      // Read back as the command gives it: its steps on the given scene, else its whole JSON
      // (a view's scenario, which carries its layouts, as it is).
      let read: Scenario?
      if let scene, let steps = scene.steps(of: scenario) {
        read = try? scene.scenario(steps: steps)
      } else {
        read = scenario.scene.viewScreens.isEmpty ? try? Scenario(json: scenario.json) : scenario
      }
      guard let read, let behavior = try? factory() else { return .doesNotReproduce }
      let replay = Replay.scenario(read, property: property, behavior: behavior, deadline: deadline)
      guard let violation = replay.violation else { return .doesNotReproduce }
      return .reproduces(
        PropertyReport.reproduction(of: counterexample, behavior: path, property: property.name, scene: scene),
        violation)
    }
  }

  /// How many times `testCase` is judged in a row on one fresh behavior
  /// before `property` breaks (1 when the gesture alone breaks it), and the
  /// violation; `nil` when it holds for ``maximumRepeats`` calls or until `deadline`.
  private static func breaking(
    _ property: any BehaviorProperty, on testCase: TargetCase, factory: BehaviorFactory,
    deadline: ContinuousClock.Instant?
  ) -> (calls: Int, violation: Violation)? {
    guard let behavior = try? factory() else { return nil }
    for count in 1...maximumRepeats {
      if let violation = Replay.gesture(testCase, property: property, behavior: behavior).violation {
        return (count, violation)
      }
      if let deadline, ContinuousClock.now >= deadline { return nil }
    }
    return nil
  }
}
