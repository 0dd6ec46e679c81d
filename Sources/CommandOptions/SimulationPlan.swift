import BehaviorLoading
import BehaviorRunning
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// What `simulate` plays, before anything runs: the scenario as its file
/// gives it with the scene options applied, its view (`--scene`, else the
/// scenario's `"view"`) laid out as the scene on every screen it visits, and
/// the behavior to play it on (for `view`, the view's own).
public struct SimulationPlan {
  /// The scenario file, `-` for standard input.
  public var source: String
  public var scenario: Scenario
  public var view: ViewScene?
  /// The behavior: as given, or the view's own `.scrollTargetBehavior` for `view`.
  public var behavior: String
  /// The view file that a violation of the view's own built-in behavior is reported in.
  public var reportedIn: String?

  /// The most bytes a scenario may have.
  public static let scenarioLimit = 64 << 20

  /// Plans the run of the scenario at `source` (a file, or `-` for standard input) on `behavior`.
  /// - Throws: ``InputError`` for a scenario that cannot be read or is not one (naming the field at
  ///   fault), for scene options that do not apply, or for a view that does not lay out.
  public init(behavior given: String, scenario source: String, scene: SceneOptions, memoryBytes: Int) throws {
    let data = try Self.read(source)
    var scenario: Scenario
    do {
      scenario = try Scenario(json: data, sceneGiven: scene.isGiven)
    } catch {
      throw InputError(source + (error.path.isEmpty ? "" : ": " + error.path), error.message)
    }
    if scene.isGiven {
      try scene.apply(to: &scenario.scene)
      scenario.placeAxisNumbers()
      // A view's children (a step's `scrollTo` may name one) are known once it is laid out, which checks them.
      if scene.viewFile == nil { try scenario.validate() }
    }
    let view =
      try scene.viewFile.map {
        try SceneOptions.layOut($0, pick: scene.viewPick, in: scenario, memoryBytes: memoryBytes)
      } ?? SceneOptions.layOutView(of: scenario, scenarioPath: source, memoryBytes: memoryBytes)
    // A motion written as a number lies along the scene's axis, as the options or the view give it.
    var laidOut = view?.scenario ?? scenario
    laidOut.placeAxisNumbers()
    self.source = source
    self.scenario = laidOut
    self.view = view
    behavior = try SceneOptions.behavior(given, view: view)
    reportedIn = given == SceneOptions.viewBehavior ? view?.path : nil
  }

  /// What a run gives: the timeline, and with a property, its replay on a fresh behavior.
  public struct Outcome {
    public var timeline: Timeline
    public var replay: Replay.ScenarioReplay?
  }

  /// Plays the scenario on `behavior`, keeping what each call printed. With
  /// `property`, plays it again on a behavior `fresh` makes, as `check` does,
  /// and judges every call and the settled scenario by it.
  public func run(
    _ behavior: any ScrollTargetBehavior, expect property: (any BehaviorProperty)?,
    fresh: () throws -> any ScrollTargetBehavior
  ) rethrows -> Outcome {
    let timeline = SimulationRun.timeline(scenario, behavior: behavior, keepsPrints: true)
    let replay = try property.map { Replay.scenario(scenario, property: $0, behavior: try fresh()) }
    return Outcome(timeline: timeline, replay: replay)
  }

  /// Where a violation of `property` is reported: where `check` reports it.
  public func location(of property: any BehaviorProperty) -> Replay.Location {
    Replay.Location(behavior: behavior, property: property, view: reportedIn)
  }

  /// The scenario's bytes: from standard input for `-`, else from the file; at most ``scenarioLimit``.
  static func read(_ source: String) throws -> Data {
    let data =
      source == "-"
      ? try FileHandle.standardInput.read(upToCount: scenarioLimit + 1) ?? Data()
      : try InputFile.read(source, limit: scenarioLimit)
    guard data.count <= scenarioLimit else { throw InputError(source, "the scenario is over 64 MiB") }
    return data
  }
}
