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
/// break it alone is tried again as the same case repeated, up to
/// ``repeats``'s largest count, and printed as those lines piped to
/// `run --cases -`, which judges them in order on one behavior. What does
/// not reproduce either way gets no command: a command that exits 0 would
/// say the property holds.
public enum VerifiedReplay {
  /// How many times a gesture is repeated, in turn, to find a run of calls that breaks the property again.
  public static let repeats = [2, 3, 4, 6, 8, 16]

  /// What replaying found.
  public enum Outcome: Sendable, Equatable {
    /// A command that reproduces the violation.
    case reproduces(String)
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
      guard let read = try? TargetCase(json: Data(testCase.json.utf8)) else { return .doesNotReproduce }
      if breaks(property, on: read, times: 1, factory: factory) {
        return .reproduces(Reproduction.command(for: testCase, behavior: path, scene: scene) + expect)
      }
      for times in repeats where breaks(property, on: read, times: times, factory: factory) {
        return .reproduces(
          "yes \(Reproduction.shellQuoted(testCase.json)) | head -n \(times) | scrollscript run \(Reproduction.shellQuoted(path)) --cases -"
            + expect)
      }
      return .doesNotReproduce
    case .scenario(let scenario):
      // A view's scenario carries its layouts; any other is read back from its JSON.
      let read = scenario.scene.viewScreens.isEmpty ? try? Scenario(json: scenario.json) : scenario
      guard let read, let behavior = try? factory() else { return .doesNotReproduce }
      let replay = Replay.scenario(read, property: property, behavior: behavior, deadline: deadline)
      guard !replay.holds else { return .doesNotReproduce }
      return .reproduces(
        PropertyReport.reproduction(of: counterexample, behavior: path, property: property.name))
    }
  }

  /// Whether `times` calls on `testCase`, in a row on one fresh behavior, break `property` at least once.
  private static func breaks(
    _ property: any BehaviorProperty, on testCase: TargetCase, times: Int, factory: BehaviorFactory
  ) -> Bool {
    guard let behavior = try? factory() else { return false }
    return (0..<times).contains { _ in !Replay.gesture(testCase, property: property, behavior: behavior).holds }
  }
}
