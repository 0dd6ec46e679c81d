import Foundation
import ScrollPhysics
import ScrollTargets

/// Runs a ``Scenario`` against a behavior and records what a person would see.
///
/// Time advances in frames of `1 / frameRate` s. A drag moves the content with
/// the finger (rubber-banding past the ends); its release proposes the natural
/// resting place (release offset plus the coast, clamped to the content), the
/// behavior moves it, and the offset animates there. A gesture that begins
/// while an animation runs stops the view where it is, so the behavior sees
/// that in-flight offset as `originalTarget`. A resize asks the behavior again
/// with the offset scaled to the new content length, and the view jumps there;
/// a rotation is a resize to the screen turned a quarter. The behavior's
/// context carries the screen's bounds as `boundsSize`.
///
/// A behavior that fails (a script error) is recorded on its event and the view
/// settles on the proposed target, so one failure never ends the simulation by
/// itself; a ``stopCondition`` may end it before a step (after too many calls
/// over the budget, say), and ``Timeline/stopped`` says why.
///
/// With ``keepsPrints``, what the behavior prints (``PrintingScrollTargetBehavior``)
/// goes on the log of the event that records the call; a run
/// keeps at most ``maximumPrintedLines`` lines and ``maximumPrintedBytes`` of
/// them, and counts the rest as dropped on their events.
///
/// The view's ``ScrollPhase`` goes on the timeline as `phaseChanged` events,
/// each at the instant of the change: a gesture's touch is `tracking`; the
/// first sample at which the finger is off where it touched down (on an axis
/// that scrolls) makes it `interacting`, so a touch that never moves (a tap,
/// a fling step) goes from `tracking` straight to its release. At the release
/// the behavior is asked first; then the view is `decelerating` when motion
/// is left, or `idle` at once when it already rests on the target the
/// behavior chose (within ``Tolerance/settle``), whatever its velocity: a
/// flick whose finger stops on its page never decelerates. A resize asks the behavior, and the
/// view, moved to its new target within the frame, is `animating` for that
/// frame (unless a finger is down, which keeps its phase). Any motion that
/// ends makes it `idle`, recorded on the frame on which it rests (at the end
/// of the run for a resize's frame that is the last). A write of the scroll
/// position (``Scenario/Step/scrollTo(_:animated:)``) asks nothing of the
/// behavior: animated, the view is `animating` until it rests; not, it jumps.
public final class Simulator {
  /// The most printed lines one run keeps.
  public static let maximumPrintedLines = 10_000
  /// The most bytes of printed lines (locations and text) one run keeps: 4 MiB.
  public static let maximumPrintedBytes = 4 << 20

  public let scenario: Scenario
  /// The behavior asked at each release and resize; a live session may swap
  /// in an edited version between gestures.
  public var behavior: any ScrollTargetBehavior {
    didSet { watchPrints() }
  }
  /// Whether each event keeps what its call printed (``TimelineEvent/log``):
  /// the behavior's printing is on from the start (and for a behavior swapped
  /// in) until ``finish()``, which puts it back as it was.
  public let keepsPrints: Bool
  /// Observers called after each change of geometry; by default pages,
  /// children, and the near-end distance when the scenario sets one.
  public var observers: [any ScrollObserver]
  /// The motions after each release; by default UIKit's, at the scenario's deceleration rate.
  public var physics: any SettlingPhysics
  /// Asked before each step, each call of the behavior and each frame's
  /// observers: a reason it returns becomes ``Timeline/stopped`` and ends the
  /// run. From then on neither the behavior nor the observers are called (a
  /// release coasts, a resize keeps the proposal), ``run()`` performs no
  /// further step, and the last animation settles. `nil` (the default) runs every step.
  public var stopCondition: ((Simulator) -> String?)?
  /// The calls of the behavior that failed so far, and those of them that
  /// went over the budget (``BehaviorFailure/wentOverBudget``).
  public private(set) var failedCalls = 0
  public private(set) var budgetFailures = 0
  /// The steps ``run()`` has performed so far.
  public private(set) var stepsRun = 0
  /// The scroll view's phase now; `idle` at the start.
  public private(set) var phase = ScrollPhase.idle

  private var tick = 0
  private var offset: CGPoint
  /// The scene now: the scenario's, after any resizes and rotations.
  private var scene: Scene
  /// The scene laid out on its screen now: its container, content and children.
  private var layout: Scene.Layout
  /// The last distinct scenes laid out, the latest last, with their layouts:
  /// a resize back to one of them takes its layout again, so the timeline's
  /// layouts share its children's frames instead of holding a copy per resize
  /// (a million children are 32 MB a copy).
  private var recentLayouts: [(scene: Scene, layout: Scene.Layout)]
  /// How many distinct layouts ``recentLayouts`` keeps: enough for rotations
  /// and resizes that go back and forth among a few sizes, and a bound on what
  /// a live session, which hands its timeline over as it goes, holds on to.
  static let recentLayoutCount = 4
  private var container: CGSize { layout.containerSize }
  private var motion: Motion?
  private var touch: Touch?
  private var timeline = Timeline()
  private var lastGeometry: ScrollGeometry?
  private var printing: (any PrintingScrollTargetBehavior)?
  /// Whether the behavior kept its prints before this run turned them on.
  private var printingBefore = false
  /// What the run has kept of the printed lines so far.
  private var printBudget = PrintBudget()

  public init(
    scenario: Scenario, behavior: any ScrollTargetBehavior, observers: [any ScrollObserver]? = nil,
    physics: (any SettlingPhysics)? = nil, keepsPrints: Bool = false
  ) {
    self.scenario = scenario
    self.physics = physics ?? DecelerationPhysics(rate: scenario.decelerationRate)
    self.behavior = behavior
    self.keepsPrints = keepsPrints
    scene = scenario.scene
    layout = scenario.scene.layout
    recentLayouts = [(scenario.scene, layout)]
    offset = scenario.start
    var standard: [any ScrollObserver] = [PageObserver(), ChildObserver()]
    if let distance = scenario.nearEnd { standard.append(NearEndObserver(distance: distance)) }
    self.observers = observers ?? standard
    watchPrints()
  }

  /// Takes the prints of the behavior now in use, turning them on when the run keeps them.
  private func watchPrints() {
    printing?.keepsPrintLog = printingBefore
    printing = behavior as? any PrintingScrollTargetBehavior
    printingBefore = printing?.keepsPrintLog ?? false
    if keepsPrints { printing?.keepsPrintLog = true }
  }

  /// Runs every step, lets the last animation settle, and returns the timeline.
  public func run() -> Timeline {
    begin()
    for step in scenario.steps {
      if isStopped { break }
      perform(step)
      stepsRun += 1
    }
    return finish()
  }

  // MARK: - Step by step

  // A live session (the playground) drives the same simulation one input at a
  // time: `begin()`, then steps and touches as they happen, then `finish()`.
  // `run()` is that sequence over the scenario's steps, so a session recorded
  // as steps replays to the same frames.

  /// Records the first layout and frame.
  public func begin() {
    timeline.primaryAxis = scenario.primaryAxis
    recordLayout()
    record()
  }

  /// Performs one step of a scenario.
  public func perform(_ step: Scenario.Step) {
    switch step {
    case .drag(let by, let duration, let velocity):
      drag(by: by, duration: duration, velocity: velocity)
    case .wait(let seconds):
      advance(frames: frameCount(seconds))
    case .fling(let velocity):
      let original = beginGesture()
      release(original: original, velocity: velocity)
    case .resize(_, let newContent):
      if let next = Scenario.screen(after: step, from: scene.screen, adding: scene.addedInsets) {
        resize(to: next, content: newContent)
      }
    case .rotate:
      // A rotation the screen cannot make (insets given outright) is refused by validation.
      if let next = Scenario.screen(after: step, from: scene.screen, adding: scene.addedInsets) {
        resize(to: next, content: nil)
      }
    case .path(let samples):
      touchDown()
      for sample in samples { touch(sample) }
      lift()
    case .scrollTo(let target, let animated):
      scroll(to: target, animated: animated)
    }
  }

  /// Lets the last animation settle, records where the view rests, and returns the timeline.
  public func finish() -> Timeline {
    while motion != nil { advance(frames: 1) }
    if touch == nil { enter(.idle) }
    timeline.final = offset
    printing?.keepsPrintLog = printingBefore
    return timeline
  }

  /// Whether the run has stopped (``stopCondition``), asking the condition when it has not yet.
  private var isStopped: Bool {
    if timeline.stopped != nil { return true }
    guard let reason = stopCondition?(self) else { return false }
    timeline.stopped = reason
    return true
  }

  /// The simulation's clock (s): frames so far over the frame rate.
  public var time: Double { Double(tick) / scenario.frameRate }
  /// Where the view is now.
  public var currentOffset: CGPoint { offset }
  /// The scroll view's bounds and insets now.
  public var currentScreen: Screen { scene.screen }
  /// Whether the view is animating after a release.
  public var isMoving: Bool { motion != nil }

  /// Moves time on by `frames` frames, animating the view and recording each frame.
  public func advance(frames: Int) {
    for _ in 0..<frames {
      tick += 1
      if let motion {
        offset = motion.position(from: offset, at: time)
        if motion.isDone(at: time) { self.motion = nil }
      }
      record()
      if motion == nil, touch == nil, phase == .decelerating || phase == .animating { enter(.idle) }
    }
  }

  /// The frames the running animation will show from the next one until it
  /// rests (at most `limit`), computed as ``advance(frames:)`` will compute
  /// them, without moving time on.
  public func upcomingFrames(limit: Int = 60 * 120) -> [Frame] {
    motion?.frames(from: offset, after: tick, frameRate: scenario.frameRate, limit: limit) ?? []
  }

  /// The finger touches down: any animation stops where it is (a ``Step/path(_:)`` begins).
  public func touchDown() {
    if touch != nil { lift() }
    let original = beginGesture()
    var trackers = [Axis: VelocityTracker]()
    for axis in axes { trackers[axis, default: VelocityTracker()].add(time: time, position: original[axis]) }
    touch = Touch(original: original, startTick: tick, trackers: trackers)
  }

  /// The finger is at `sample`. The frames before `sample.t` still show it
  /// where it was; the view follows it, rubber-banding past the ends. Ignored
  /// when no finger is down.
  public func touch(_ sample: Scenario.TouchSample) {
    guard var touch else { return }
    while Double(tick - touch.startTick + 1) < sample.t * scenario.frameRate { advance(frames: 1) }
    let sampleTime = Double(touch.startTick) / scenario.frameRate + sample.t
    for axis in axes {
      let finger = touch.original[axis] + sample.travel[axis]
      touch.trackers[axis]?.add(time: sampleTime, position: finger)
      offset[axis] = RubberBand.offset(finger, maxOffset: maxOffset(axis), dimension: container[axis])
    }
    self.touch = touch
    if axes.contains(where: { sample.travel[$0] != 0 }) { enter(.interacting) }
  }

  /// The finger lifts at the next frame, at the velocity its samples give;
  /// the behavior is asked where to rest. Ignored when no finger is down.
  public func lift() {
    guard let touch else { return }
    self.touch = nil
    advance(frames: 1)
    var velocity = CGVector.zero
    for axis in axes { velocity[axis] = touch.trackers[axis]?.velocity ?? 0 }
    release(original: touch.original, velocity: velocity)
  }

  /// Hands over what has been recorded since the last call (or the start)
  /// and keeps nothing of it: a live session stays bounded however long it runs.
  public func takeTimeline() -> Timeline {
    defer {
      timeline.frames.removeAll()
      timeline.events.removeAll()
      timeline.layouts.removeAll()
    }
    timeline.final = offset
    return timeline
  }

  // MARK: - Steps

  private var axes: LazyFilterSequence<[Axis]> { scenario.axes.members }

  private func frameCount(_ seconds: Double) -> Int {
    Int(saturating: (seconds * scenario.frameRate).rounded())
  }

  /// Stops any animation where it is and returns that offset.
  private func beginGesture() -> CGPoint {
    timeline.events.append(TimelineEvent(t: time, kind: .gestureBegan(at: offset, interrupted: motion != nil)))
    motion = nil
    enter(.tracking)
    return offset
  }

  private func drag(by distance: CGPoint, duration: Double, velocity: CGVector?) {
    let original = beginGesture()
    var trackers = [Axis: VelocityTracker]()
    for axis in axes { trackers[axis, default: VelocityTracker()].add(time: time, position: original[axis]) }
    let frames = frameCount(duration)
    for frame in stride(from: 1, through: frames, by: 1) {
      tick += 1
      let fraction = Double(frame) / Double(frames)
      for axis in axes {
        let finger = original[axis] + distance[axis] * fraction
        trackers[axis]?.add(time: time, position: finger)
        offset[axis] = RubberBand.offset(finger, maxOffset: maxOffset(axis), dimension: container[axis])
      }
      if axes.contains(where: { distance[$0] != 0 }) { enter(.interacting) }
      record()
    }
    var estimate = CGVector.zero
    for axis in axes { estimate[axis] = trackers[axis]?.velocity ?? 0 }
    release(original: original, velocity: velocity ?? estimate)
  }

  private func release(original: CGPoint, velocity: CGVector) {
    // The context keeps the velocity of the axes that scroll only.
    let context = layout.context(original: original, velocity: velocity)
    let velocity = context.velocity
    let natural = layout.coastEnd(releasedAt: offset, velocity: velocity)
    var proposed = layout.clamp(natural)
    let landed: CGPoint
    if isStopped {
      // A stopped run asks nothing more: the view settles on the proposal.
      landed = proposed
    } else {
      var failure: BehaviorFailure?
      do {
        if try behavior.resolveProperties(context: context.propertiesContext).limitsScrolls {
          for axis in axes {
            proposed[axis] = min(
              max(proposed[axis], original[axis] - container[axis]), original[axis] + container[axis])
          }
        }
      } catch {
        failure = error
      }
      landed = ask(cause: .gesture, original: original, proposed: proposed, velocity: velocity, failure: failure).landed
    }
    var animations = [Axis: any ScrollMotion]()
    for axis in axes {
      let end = landed[axis]
      animations[axis] =
        abs(end - natural[axis]) < Tolerance.standard.rounding
        ? physics.coast(from: offset[axis], velocity: velocity[axis])
        : physics.settle(from: offset[axis], to: end, velocity: velocity[axis])
    }
    let motion = Motion(startTime: time, animations: animations)
    self.motion = motion
    // The behavior has been asked (above); only then does the view move on, if it has anywhere to go.
    enter(motion.isDone(at: time) ? .idle : .decelerating)
  }

  /// The app writes the scroll position: the view moves to `target` without
  /// asking the behavior, stopping any motion; with `animated`, it settles
  /// there as after a release (``SettlingPhysics/settle(from:to:velocity:)``
  /// from rest) and is `animating` until it rests, else it is there at once.
  /// A finger that is down (a live session's) lifts first.
  private func scroll(to target: Scenario.ScrollTarget, animated: Bool) {
    if touch != nil { lift() }
    let end = layout.offset(for: target, from: offset) ?? offset
    timeline.events.append(TimelineEvent(t: time, kind: .scrolledTo(end, animated: animated)))
    if animated {
      var animations = [Axis: any ScrollMotion]()
      for axis in axes { animations[axis] = physics.settle(from: offset[axis], to: end[axis], velocity: 0) }
      let motion = Motion(startTime: time, animations: animations)
      self.motion = motion
      enter(motion.isDone(at: time) ? .idle : .animating)
    } else {
      motion = nil
      offset = end
      enter(.idle)
      record()
    }
  }

  private func resize(to next: Screen, content newContent: CGSize?) {
    motion = nil
    let original = offset
    let old = layout
    scene = scene.moved(to: next, content: newContent)
    layout = laidOut(scene)
    var proposed = offset
    for axis in axes where old.contentSize[axis] > 0 {
      proposed[axis] = offset[axis] * layout.contentSize[axis] / old.contentSize[axis]
    }
    if isStopped {
      // A stopped run asks nothing more: the view keeps the proposal.
      offset = layout.clamp(proposed)
    } else {
      let update = ask(
        cause: .resize, original: original, proposed: layout.clamp(proposed), velocity: .zero,
        originalSize: old.containerSize)
      offset = update.landed
    }
    if touch == nil { enter(.animating) }
    recordLayout()
    record()
  }

  /// `scene`'s layout: the one kept in ``recentLayouts`` when the scene is
  /// one of those (compared by value; the children's frames of a scene given
  /// them outright are compared by their storage first, which is shared), else
  /// laid out now and kept.
  private func laidOut(_ scene: Scene) -> Scene.Layout {
    if let index = recentLayouts.firstIndex(where: { $0.scene == scene }) {
      let recent = recentLayouts.remove(at: index)
      recentLayouts.append(recent)
      return recent.layout
    }
    let layout = scene.layout
    recentLayouts.append((scene, layout))
    if recentLayouts.count > Self.recentLayoutCount { recentLayouts.removeFirst() }
    return layout
  }

  private func recordLayout() {
    timeline.layouts.append(
      Timeline.Layout(
        t: time, containerSize: layout.containerSize, contentSize: layout.contentSize, targets: layout.targets,
        boundsSize: layout.boundsSize))
  }

  /// Calls the behavior and records the event.
  private func ask(
    cause: TargetUpdate.Cause, original: CGPoint, proposed: CGPoint, velocity: CGVector,
    originalSize: CGSize? = nil, failure: BehaviorFailure? = nil
  ) -> TargetUpdate {
    var failure = failure
    let context = layout.context(original: original, velocity: velocity, originalSize: originalSize)
    var target = layout.target(at: proposed)
    do {
      try behavior.resolveTarget(&target, context: context)
    } catch {
      failure = error
      target = layout.target(at: proposed)
    }
    let result = target.restingOffset(containerSize: container)
    var landed = offset
    for axis in axes { landed[axis] = result[axis] }
    let update = TargetUpdate(
      cause: cause, original: original, proposed: proposed, velocity: velocity, result: result,
      landed: layout.clamp(landed), failure: failure)
    if let failure {
      failedCalls += 1
      if failure.wentOverBudget { budgetFailures += 1 }
    }
    timeline.events.append(TimelineEvent(t: time, kind: .updateTarget(update), log: takePrints()))
    return update
  }

  // MARK: - Time and geometry

  private func maxOffset(_ axis: Axis) -> Double {
    layout.offsetRange(on: axis).upperBound
  }

  /// Samples a frame and tells the observers when the geometry changed.
  private func record() {
    timeline.frames.append(Frame(t: time, x: offset.x, y: offset.y))
    let geometry = ScrollGeometry(
      offset: offset, contentSize: layout.contentSize, containerSize: container, targets: layout.targets,
      primaryAxis: scenario.primaryAxis)
    guard geometry != lastGeometry, !isStopped else { return }
    lastGeometry = geometry
    notifyObservers { $0.observe(geometry, at: time) }
  }

  /// Puts the view in phase `next`: records the change and tells the
  /// observers (unless the run has stopped); nothing when it is in `next` already.
  private func enter(_ next: ScrollPhase) {
    guard next != phase else { return }
    let old = phase
    phase = next
    timeline.events.append(TimelineEvent(t: time, kind: .phaseChanged(from: old, to: next)))
    guard !isStopped else { return }
    notifyObservers { $0.phaseChanged(from: old, to: next, at: time) }
  }

  /// Calls each observer with `call` and puts the events it returns on the
  /// timeline, what the behavior printed meanwhile on the first of them (or on a `printed` event).
  private func notifyObservers(_ call: (any ScrollObserver) -> [TimelineEvent.Kind]) {
    for observer in observers {
      let first = timeline.events.count
      for kind in call(observer) {
        timeline.events.append(TimelineEvent(t: time, kind: kind))
      }
      let log = takePrints()
      guard !log.isEmpty else { continue }
      if timeline.events.count == first { timeline.events.append(TimelineEvent(t: time, kind: .printed)) }
      timeline.events[first].log = log
    }
  }

  /// What the behavior printed since it was last asked, within what is left
  /// of the run's budget; lines beyond it are counted as dropped.
  private func takePrints() -> PrintLog {
    guard let printing else { return PrintLog() }
    let log = printing.takePrintLog()
    return log.isEmpty ? log : printBudget.keep(log)
  }
}
