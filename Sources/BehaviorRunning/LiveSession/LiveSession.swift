import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// The core of a live session, the REPL's and the playground's: a scene and
/// where it starts, the steps taken on it so far (within the recording's
/// limits), the screen they leave in force, and the simulators that step
/// through them, read back as ``LiveRecord``s.
///
/// Steps reach it in one of two ways. A session that steps as input comes
/// (the playground) has a ``LiveRun`` per behavior: ``perform(_:)``,
/// ``touchDown()``, ``touch(at:travel:)``, ``lift()`` and ``advance(frames:)``
/// drive every run alike and record the step, and ``takeRecords()`` says what
/// came of it. Once the recording is full the runs go on and nothing more is
/// recorded. A session that replays (the REPL) has no runs: it runs the steps
/// on a fresh simulator with ``replay(_:behavior:prepare:)``, reads the
/// timeline with ``records(in:)``, and records each step once its replay went well.
///
/// Either way ``scenario`` replays in `simulate` to the same frames: the
/// session and the replay run the same code on the same numbers.
public final class LiveSession {
  /// How much one recording keeps.
  public struct Limits: Sendable {
    /// The most steps.
    public var steps: Int
    /// The most touch samples over all the paths: about half an hour of dragging at 120 Hz.
    public var samples: Int
    /// The most samples one path holds: a finger held longer lifts there.
    public var pathSamples: Int

    public init(
      steps: Int = Scenario.maximumSteps, samples: Int = 200_000, pathSamples: Int = Scenario.maximumPathSamples
    ) {
      self.steps = steps
      self.samples = samples
      self.pathSamples = pathSamples
    }
  }

  public let limits: Limits
  /// Whether the runs keep what their behaviors print, on their records.
  public let keepsPrints: Bool
  /// The steps since the scene was set.
  public private(set) var steps: [Scenario.Step] = []
  /// Whether the recording stopped growing at its limits.
  public private(set) var isFull = false
  /// The scroll view's bounds and insets after the steps taken so far (recorded or not).
  public private(set) var currentScreen: Screen
  /// The simulations stepped as the session goes, one per behavior.
  public private(set) var runs: [LiveRun] = []

  /// The scene, its start, frame rate and near-end distance, without steps.
  private var origin: Scenario
  private var recordedSamples = 0
  /// The samples of the finger that is down; `nil` when none is.
  private var path: [Scenario.TouchSample]?

  /// A session on `scenario`'s scene (its steps are not taken) with a run for each of `behaviors`.
  public init(
    _ scenario: Scenario, behaviors: [any ScrollTargetBehavior] = [], limits: Limits = Limits(),
    keepsPrints: Bool = false
  ) {
    self.limits = limits
    self.keepsPrints = keepsPrints
    origin = scenario
    origin.steps = []
    currentScreen = scenario.scene.screen
    restart(behaviors: behaviors)
  }

  /// The scene at the start, before any step.
  public var scene: Scene { origin.scene }
  /// The offset the first step starts from (pt).
  public var start: CGPoint { origin.start }
  public var frameRate: Double { origin.frameRate }
  /// The scene as it stands now, after any resize and rotation.
  public var currentScene: Scene { scene.moved(to: currentScreen) }

  /// The scene with the steps recorded so far, as a scenario file holds them.
  public var scenario: Scenario { scenario(steps: steps) }

  /// The scene with `steps`.
  public func scenario(steps: [Scenario.Step]) -> Scenario {
    var scenario = origin
    scenario.steps = steps
    return scenario
  }

  /// Adds the layouts of the scene's view on more screens, which the steps
  /// to come take when they turn or resize to one of them (``Scene/moved(to:content:)``).
  public func addViewScreens(_ screens: [Scene.ViewScreen]) {
    origin.scene.viewScreens += screens
  }

  /// Checks the scene with `steps` as a scenario file's are checked (docs/formats.md, "Scenario files").
  public func validate(_ steps: [Scenario.Step]) throws(InputError) {
    try scenario(steps: steps).validate()
  }

  /// Starts again from `scenario`'s scene (the current one when `nil`), with
  /// no steps, and a fresh run for each of `behaviors` (the runs' own when `nil`).
  public func restart(_ scenario: Scenario? = nil, behaviors: [any ScrollTargetBehavior]? = nil) {
    let behaviors = behaviors ?? runs.map(\.simulator.behavior)
    if let scenario {
      origin = scenario
      origin.steps = []
    }
    currentScreen = origin.scene.screen
    steps = []
    isFull = false
    recordedSamples = 0
    path = nil
    runs = behaviors.map { LiveRun(scenario: origin, behavior: $0, keepsPrints: keepsPrints) }
  }

  // MARK: - Recording

  /// Notes that `step` was taken (with `samples` touch samples): the screen
  /// follows it, and it is recorded unless that would pass the limits, which
  /// fills the recording. Returns whether it was recorded.
  @discardableResult
  public func record(_ step: Scenario.Step, samples: Int = 0) -> Bool {
    currentScreen = Scenario.screen(after: step, from: currentScreen, adding: scene.addedInsets) ?? currentScreen
    guard !isFull else { return false }
    guard steps.count < limits.steps, recordedSamples + samples <= limits.samples else {
      isFull = true
      return false
    }
    steps.append(step)
    recordedSamples += samples
    return true
  }

  // MARK: - Stepping the runs

  /// The simulation's clock (s).
  public var time: Double { runs.first?.simulator.time ?? 0 }
  /// Whether any run's view is animating.
  public var isMoving: Bool { runs.contains { $0.simulator.isMoving } }
  /// Whether a finger is down.
  public var isTouching: Bool { path != nil }

  /// Takes `step` on every run, and records it.
  public func perform(_ step: Scenario.Step) {
    for run in runs { run.simulator.perform(step) }
    record(step)
  }

  /// Moves time on by `frames` on every run, and records it as a wait.
  public func advance(frames: Int) {
    guard frames > 0 else { return }
    for run in runs { run.simulator.advance(frames: frames) }
    record(.wait(Double(frames) / frameRate))
  }

  /// A finger touches down (lifting the last one, if it is still down): every view stops where it is.
  public func touchDown() {
    if path != nil { lift() }
    for run in runs { run.simulator.touchDown() }
    path = []
  }

  /// The finger is `t` s after touching down and has moved the content by
  /// `travel`; its times never go back. False when no finger is down or its
  /// path is full: it should lift.
  @discardableResult
  public func touch(at t: Double, travel: CGPoint) -> Bool {
    guard var path, path.count < limits.pathSamples else { return false }
    let sample = Scenario.TouchSample(t: min(max(t, path.last?.t ?? 0), Scenario.maximumDuration), travel: travel)
    path.append(sample)
    self.path = path
    for run in runs { run.simulator.touch(sample) }
    return true
  }

  /// The finger lifts where it last was: every behavior is asked, and the path is recorded.
  public func lift() {
    guard let path else { return }
    self.path = nil
    for run in runs { run.simulator.lift() }
    record(.path(path), samples: path.count)
  }

  /// What each run did since the last take, as records, in the runs' order.
  public func takeRecords() -> [[LiveRecord]] {
    runs.map { $0.takeRecords() }
  }

  /// Puts `behavior` in use in run `index` from its next call on.
  public func replace(_ behavior: any ScrollTargetBehavior, inRun index: Int) {
    guard runs.indices.contains(index) else { return }
    runs[index].replace(behavior)
  }

  // MARK: - Replaying

  /// Runs the scene with `steps` on a fresh simulator of `behavior` (its
  /// geometry hook watching), changed by `prepare` before it starts, until it
  /// rests. The session is left as it was.
  public func replay(
    _ steps: [Scenario.Step], behavior: any ScrollTargetBehavior, prepare: (Simulator) -> Void = { _ in }
  ) -> Timeline {
    let simulator = SimulationRun.simulator(scenario(steps: steps), behavior: behavior)
    prepare(simulator)
    return simulator.run()
  }

  /// The records of a whole replay's timeline.
  public func records(in timeline: Timeline) -> [LiveRecord] {
    var reader = LiveReader(scene: scene)
    return reader.read(timeline)
  }
}
