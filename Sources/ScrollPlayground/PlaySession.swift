import BehaviorRunning
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// One person's gestures on the playground's phones, driven through the
/// ``Simulator``: the one source of truth for where each view is.
///
/// The page sends what the pointer does, stamped with its own clock (s); the
/// session turns it into the simulator's steps and touches, and answers with
/// what to draw: the offset under the finger while it is down, the frames of
/// the animation after it lifts, and a log of each `updateTarget` call. Every
/// side (the behavior, and the one given with `--with`) gets the same input.
///
/// Everything it does is also recorded as scenario steps (`wait`, `path`,
/// `resize`), so ``recordedScenario()`` replays in `simulate` to the same
/// frames: the live session and the replay run the same code on the same
/// numbers. Time the views spend at rest is not recorded: nothing moves then.
///
/// The scene, the recording and the simulators are a ``LiveSession``'s, with a
/// run for each side; this class turns the page's pointer and clock into its
/// steps, and its records into what the page draws and logs.
///
/// Nothing here touches the network or a clock; ``PlayServer`` does.
public final class PlaySession {
  /// A behavior on one phone, and the properties each of its calls is judged by.
  public struct Side {
    public var name: String
    public var behavior: any ScrollTargetBehavior
    public var properties: [any BehaviorProperty]

    public init(name: String, behavior: any ScrollTargetBehavior, properties: [any BehaviorProperty] = []) {
      self.name = name
      self.behavior = behavior
      self.properties = properties
    }
  }

  /// The most touch samples one recording keeps: about half an hour of dragging at 120 Hz.
  public static let maximumRecordedSamples = LiveSession.Limits().samples

  public private(set) var scene: PlayScene
  public private(set) var sides: [Side]
  /// The steps since the scene was set.
  public var recording: [Scenario.Step] { live.steps }
  /// Whether the recording stopped growing at its limit; the views go on.
  public var recordingIsFull: Bool { live.isFull }

  /// The scene, the recording, and a run of the simulator for each side.
  private let live: LiveSession
  /// The page's time at the simulator's time 0 (s).
  private var origin: Double?
  /// Where and when (the page's clock) the finger that is down touched down.
  private var finger: (downTime: Double, downPoint: CGPoint)?

  /// A session on `scene` with a phone for each of `sides`, recording within `limits`.
  ///
  /// - Throws: ``InputError`` when the scene is out of range.
  public init(scene: PlayScene, sides: [Side], limits: LiveSession.Limits = LiveSession.Limits()) throws(InputError) {
    self.scene = scene
    self.sides = sides
    live = LiveSession(try scene.scenario(), behaviors: sides.map(\.behavior), limits: limits, keepsPrints: true)
  }

  // MARK: - Input

  /// Handles one message from the page and returns what to send back;
  /// nothing for `record` and `map`, which the server answers.
  public func handle(_ input: PlayInput) -> [PlayOutput] {
    switch input {
    case .down(let t, let point): down(at: t, point)
    case .move(let t, let point, let sequence): move(at: t, point, sequence: sequence)
    case .up(let t, let point): up(at: t, point)
    case .rotate(let t): rotate(at: t)
    case .scene(let scene): change(to: scene)
    case .record, .map: []
    }
  }

  private func down(at t: Double, _ point: CGPoint) -> [PlayOutput] {
    var output = finger != nil ? lift() : []
    output += catchUp(to: t)
    live.touchDown()
    finger = (t, point)
    output += drain()
    output.append(.frame(FrameMessage(sequence: nil, offsets: offsets, phases: phases)))
    return output
  }

  private func move(at t: Double, _ point: CGPoint, sequence: Int?) -> [PlayOutput] {
    guard finger != nil else { return [] }
    // A path holds at most so many samples (ten minutes of them): the finger lifts there.
    guard sample(at: t, point) else { return lift() }
    return drain() + [.frame(FrameMessage(sequence: sequence, offsets: offsets, phases: phases))]
  }

  private func up(at t: Double, _ point: CGPoint) -> [PlayOutput] {
    guard finger != nil else { return [] }
    _ = sample(at: t, point)
    return lift()
  }

  /// The finger is at `point` at `t`, its times never going back; false when
  /// its path is full.
  private func sample(at t: Double, _ point: CGPoint) -> Bool {
    guard let finger else { return false }
    return live.touch(at: t - finger.downTime, travel: travel(from: finger.downPoint, to: point))
  }

  /// The finger lifts where it last was: the behaviors are asked, and the
  /// page gets the animation to play.
  private func lift() -> [PlayOutput] {
    guard finger != nil else { return [] }
    finger = nil
    live.lift()
    return drain() + [motion()]
  }

  /// Turns the phone: a device takes its other orientation's bounds and
  /// insets, a plain container swaps its width and height; each behavior is asked again.
  private func rotate(at t: Double) -> [PlayOutput] {
    var output = finger != nil ? lift() : []
    output += catchUp(to: t)
    live.perform(.rotate(to: nil))
    output += drain()
    output.append(.scene(sceneMessage))
    output.append(motion())
    return output
  }

  private func change(to scene: PlayScene) -> [PlayOutput] {
    let scenario: Scenario
    do {
      scenario = try scene.scenario()
    } catch {
      return [.problem(ProblemMessage(source: "scene", text: error.description))]
    }
    self.scene = scene
    live.restart(scenario, behaviors: sides.map(\.behavior))
    origin = nil
    finger = nil
    return [.scene(sceneMessage)]
  }

  // MARK: - Behaviors and recording

  /// Puts an edited version of side `index`'s behavior in use from the next call on.
  public func replace(side index: Int, with behavior: any ScrollTargetBehavior) {
    guard sides.indices.contains(index) else { return }
    sides[index].behavior = behavior
    live.replace(behavior, inRun: index)
  }

  /// The session's scene and gestures since it was set, as a scenario file holds them.
  public func recordedScenario() -> Scenario {
    live.scenario
  }

  /// What the page needs to draw the scene: its layout on each side, and where each view is.
  public var sceneMessage: SceneMessage {
    SceneMessage(
      scene: scene, behaviors: sides.map(\.name),
      sides: live.runs.map { run in
        let (layout, simulator) = (run.layout, run.simulator)
        let screen = simulator.currentScreen
        let insets = screen.safeAreaInsets
        let margins = live.scene.addedInsets
        return SceneMessage.Side(
          bounds: [screen.bounds.width, screen.bounds.height],
          insets: [insets.top, insets.leading, insets.bottom, insets.trailing],
          margins: [margins.top, margins.leading, margins.bottom, margins.trailing],
          container: [layout.containerSize.width, layout.containerSize.height],
          content: [layout.contentSize.width, layout.contentSize.height],
          children: layout.targets.map { [$0.minX, $0.minY, $0.width, $0.height] },
          offset: [simulator.currentOffset.x, simulator.currentOffset.y])
      }, recorded: live.steps.count, recordingIsFull: live.isFull, given: scene.given != nil)
  }

  /// The scene as it stands now, after any rotation: what its landing map is drawn on.
  public var mapScene: Scene? {
    live.runs.isEmpty ? nil : live.currentScene
  }

  // MARK: - Time

  private var frameRate: Double { live.frameRate }
  private var simulators: [Simulator] { live.runs.map(\.simulator) }
  private var offsets: [[Double]] { simulators.map { [$0.currentOffset.x, $0.currentOffset.y] } }
  private var phases: [String] { simulators.map(\.phase.rawValue) }

  /// Moves the simulators' clock on to the page's time `t`, animating what
  /// moves; time at rest is skipped (the page's clock is matched to the
  /// simulators' again instead), so it is neither recorded nor simulated.
  /// Returns the log of what happened meanwhile.
  private func catchUp(to t: Double) -> [PlayOutput] {
    let now = live.time
    guard let origin, live.isMoving else {
      self.origin = t - now
      return []
    }
    let due = Int(((t - origin) * frameRate).rounded(.down)) - Int((now * frameRate).rounded())
    let left = simulators.map { $0.upcomingFrames().count }.max() ?? 0
    let frames = min(due, left)
    var output: [PlayOutput] = []
    if frames > 0 {
      live.advance(frames: frames)
      output = drain()
    }
    if due > left { self.origin = t - live.time }
    return output
  }

  /// The animation each side now runs, in the page's time, until all rest.
  private func motion() -> PlayOutput {
    let origin = origin ?? 0
    let simulators = simulators
    let runs = simulators.map { $0.upcomingFrames() }
    let count = runs.map(\.count).max() ?? 0
    let start = live.time
    var frames: [[Double]] = []
    frames.reserveCapacity(count)
    for index in 0..<count {
      var row = [origin + start + Double(index + 1) / frameRate]
      for (side, run) in runs.enumerated() {
        let frame = run.indices.contains(index) ? run[index] : run.last
        row += [frame?.x ?? simulators[side].currentOffset.x, frame?.y ?? simulators[side].currentOffset.y]
      }
      frames.append(row)
    }
    // Each side rests on its last frame; a side that is to animate with no
    // frame left (the jump of a resize) rests on the next one, as the simulator has it.
    let rests = zip(simulators, runs).map { simulator, run in
      let frames = simulator.phase == .idle ? 0 : max(run.count, 1)
      return origin + start + Double(frames) / frameRate
    }
    return .motion(MotionMessage(frames: frames, phases: phases, rests: rests))
  }

  /// The finger's travel in content-offset space: dragging towards the start
  /// moves the content on. Right to left, the page mirrors the horizontal axis.
  private func travel(from start: CGPoint, to point: CGPoint) -> CGPoint {
    switch scene.axis {
    case .horizontal: CGPoint(x: (point.x - start.x) * (scene.rightToLeft ? 1 : -1), y: 0)
    case .vertical: CGPoint(x: 0, y: start.y - point.y)
    }
  }

  // MARK: - The log

  /// Takes what each side did since the last take and turns it into log entries.
  private func drain() -> [PlayOutput] {
    var entries: [LogEntry] = []
    for (index, records) in live.takeRecords().enumerated() {
      for record in records {
        entries += record.printedLines.map { LogEntry(side: index, kind: .print, text: $0) }
        if let call = record.call { entries += log(call, side: index, at: record.t) }
      }
    }
    return entries.isEmpty ? [] : [.log(LogMessage(entries: entries))]
  }

  /// A call's entry, and one for each property of the side it breaks.
  private func log(_ call: LiveRecord.Call, side index: Int, at t: Double) -> [LogEntry] {
    let axis = live.scene.primaryAxis
    let side = sides[index]
    let update = call.update
    func number(_ value: Double) -> String { NumberText.trimmed(value, decimals: 1) }
    if let failure = update.failure {
      return [LogEntry(side: index, kind: .failure, text: "\(update.cause.rawValue): \(failure)")]
    }
    var text =
      "\(update.cause.rawValue) at \(number(t)) s: original \(number(update.original[axis])), proposed \(number(update.proposed[axis])), velocity \(number(update.velocity[axis])) pt/s → \(number(update.result[axis]))"
    if update.landed[axis] != update.result[axis] { text += ", rests at \(number(update.landed[axis]))" }
    if let rule = call.testCase.rule(of: side.behavior) { text += " (\(rule))" }
    return [LogEntry(side: index, kind: .call, text: text)]
      + call.violations(of: side.properties).map {
        LogEntry(side: index, kind: .violation, text: "\($0.property): \($0.violation.message)")
      }
  }
}
