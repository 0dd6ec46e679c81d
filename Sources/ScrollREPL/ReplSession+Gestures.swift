import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

extension ReplSession {
  /// Appends `step` (after a settling wait unless the last step was a wait),
  /// runs the scenario again and describes what the step did, then the strip.
  func gesture(_ step: Scenario.Step) -> String {
    guard let before = simulate(steps, keepPrints: false) else { return interrupted }
    let settle = settlingWait(before)
    let added = [settle, step].compactMap { $0 }
    let previous = restingOffset
    if let failure = layOutView(for: live.scenario(steps: steps + added)) { return failure }
    if let refusal = refusal(steps + added) { return refusal }
    guard let after = simulate(steps + added) else { return interrupted }
    record(settle, step)
    timeline = after
    var lines = [describe(step, events: Self.events(ofLastStep: timeline), in: live.records(in: timeline))]
    let replayed = before.final[scene.axis]
    if abs(replayed - previous) > 0.005 {
      // Every gesture replays the session with the script as it is now: a
      // changed global can move where the earlier gestures left the view.
      lines.insert(
        "(the earlier gestures, replayed with the \(loaded?.noun ?? "behavior") as it is now, end at \(position(replayed)), "
          + "not \(NumberText.trimmed(previous)))",
        at: 0)
    }
    lines.append(strip)
    return lines.joined(separator: "\n")
  }

  /// What a command says when Ctrl-C stopped its replay; the session stays as it was.
  var interrupted: String {
    "interrupted (Ctrl-C): the replay stopped; the session is as it was before this command"
  }

  /// The events of `timeline`'s last gesture, resize or scroll: from its
  /// touch (its resize call, its write of the scroll position) on. A gesture that catches the view in flight cuts the
  /// earlier animation short, so the events before it are not those of the
  /// timeline without it: they are found by kind, not counted.
  static func events(ofLastStep timeline: Timeline) -> ArraySlice<TimelineEvent> {
    let start = timeline.events.lastIndex { event in
      switch event.kind {
      case .gestureBegan, .scrolledTo: true
      case .updateTarget(let update): update.cause == .resize
      default: false
      }
    }
    return timeline.events[(start ?? timeline.events.endIndex)...]
  }

  /// The screens `scenario` visits that its view, when its scene is one, was
  /// not laid out on.
  static func screensToLayOut(_ scenario: Scenario) -> [Screen] {
    let laidOut = scenario.scene.viewScreens.map(\.screen)
    guard !laidOut.isEmpty else { return [] }
    var missing: [Screen] = []
    for screen in scenario.screens where !laidOut.contains(screen) && !missing.contains(screen) {
      missing.append(screen)
    }
    return missing
  }

  /// Lays the view out on the screens `scenario` visits that it was not laid
  /// out on (``layOutView``) and hands those layouts to `keep` (by default,
  /// the live session's scene); the error, in the REPL's words, when that fails.
  func layOutView(for scenario: Scenario, keep: (([Scene.ViewScreen]) -> Void)? = nil) -> String? {
    let missing = Self.screensToLayOut(scenario)
    guard let layOutView, !missing.isEmpty else { return nil }
    do {
      let screens = try layOutView(missing)
      if let keep { keep(screens) } else { live.addViewScreens(screens) }
      return nil
    } catch {
      return "error: \(error)"
    }
  }

  /// Why the scene with `steps` cannot run, in the REPL's words; `nil` when it
  /// can. The checks and limits are a scenario file's (docs/formats.md, "Scenario files").
  func refusal(_ steps: [Scenario.Step], scene: ReplScene? = nil) -> String? {
    do {
      if let scene { try scene.scenario(steps: steps).validate() } else { try live.validate(steps) }
    } catch {
      return "error: \(error)"
    }
    // A view file's scene is laid out on the screens it was started with: any other would keep a stale layout.
    let scenario = scene?.scenario(steps: steps) ?? live.scenario(steps: steps)
    if let screen = Self.screensToLayOut(scenario).first {
      let container = scenario.scene.insets(on: screen).inset(screen.bounds)
      let size = "\(NumberText.trimmed(Double(container.width)))x\(NumberText.trimmed(Double(container.height)))"
      return
        "error: the view was laid out when the REPL started, not in a \(size) container: start it again with --scene and that --container (or --device)"
    }
    return nil
  }

  /// The hidden wait that lets the view settle before the next step: the
  /// frames from the end of the steps so far to the rest of `before`, their
  /// replay (a resize's move takes a frame of its own; the view is idle from the
  /// next one). `nil` when the last step was a wait, or nothing is left to settle.
  func settlingWait(_ before: Timeline) -> Scenario.Step? {
    guard let last = steps.last, !Self.isWait(last) else { return nil }
    let frames = max(ticks(before) - ticks(of: steps), Self.isResize(last) ? 1 : 0)
    return frames > 0 ? .wait(Double(frames) / live.frameRate) : nil
  }

  /// Records `step`, after the settling wait `settle` when there is one,
  /// which ``stepCount`` leaves out.
  func record(_ settle: Scenario.Step?, _ step: Scenario.Step) {
    if let settle, live.record(settle) { settlingWaits += 1 }
    live.record(step)
  }

  /// Lets `seconds` pass and says where the view is then. The time counts from
  /// now, the view at rest (after a settling wait), or, `inFlight`, from the end
  /// of the last step, the last gesture's release, so that the next gesture may
  /// catch the view in flight.
  func wait(_ seconds: Double, inFlight: Bool = false) -> String {
    var settle: Scenario.Step?
    if !inFlight {
      guard let before = simulate(steps, keepPrints: false) else { return interrupted }
      settle = settlingWait(before)
    }
    let added = [settle, .wait(seconds)].compactMap { $0 }
    let start = ticks(of: steps + [settle].compactMap { $0 })
    if let failure = layOutView(for: live.scenario(steps: steps + added)) { return failure }
    if let refusal = refusal(steps + added) { return refusal }
    guard let after = simulate(steps + added) else { return interrupted }
    record(settle, .wait(seconds))
    timeline = after
    let frameRate = live.frameRate
    let end = start + Int(saturating: (seconds * frameRate).rounded())
    let frame = timeline.frames.last { Int(saturating: ($0.t * frameRate).rounded()) <= end } ?? timeline.frames.last
    let offset = frame.map { CGPoint(x: $0.x, y: $0.y)[scene.axis] } ?? restingOffset
    return "wait \(NumberText.trimmed(seconds)) s: at \(position(offset)), resting at \(position(restingOffset))\n"
      + strip
  }

  /// One line for a step: what the behavior was asked and what it chose
  /// (the first call among `records` from the step's `events` on), then
  /// what the step's events say.
  ///
  /// `fling 2400 pt/s: proposed 1198 (page 3.07) -> chosen 390 (page 1), +390 pt`
  func describe(_ step: Scenario.Step, events: ArraySlice<TimelineEvent>, in records: [LiveRecord]) -> String {
    let axis = scene.axis
    let noun = loaded?.noun ?? "behavior"
    let update = records.first { $0.index >= events.startIndex && $0.call != nil }?.call?.update
    var label: String
    switch step {
    case .drag(let by, let duration, _):
      let speed = update.map { NumberText.trimmed($0.velocity[axis]) } ?? "?"
      label =
        by[axis] == 0 && duration == 0
        ? "release" : "drag \(Self.signed(by[axis])) pt in \(NumberText.trimmed(duration)) s, release at \(speed) pt/s"
    case .fling(let velocity):
      label = "fling \(NumberText.trimmed(velocity[axis])) pt/s"
    case .resize(let size, _):
      label = "resize to \(size.argument)"
    case .rotate(let orientation):
      label = "rotate" + (orientation.map { " to \($0.rawValue)" } ?? "")
    case .wait(let seconds):
      label = "wait \(NumberText.trimmed(seconds)) s"
    case .scrollTo(let target, let animated):
      label = "scroll to " + Self.words(target) + (animated ? "" : " instantly")
    case .path(let samples):
      let speed = update.map { NumberText.trimmed($0.velocity[axis]) } ?? "?"
      let travel = samples.last?.travel[axis] ?? 0
      label =
        "drag \(Self.signed(travel)) pt in \(NumberText.trimmed(samples.last?.t ?? 0)) s, release at \(speed) pt/s"
    }
    if case .scrollTo = step {
      let end = events.lazy.compactMap { event -> CGPoint? in
        if case .scrolledTo(let to, _) = event.kind { to } else { nil }
      }.first
      var text = label + (end.map { ": to \(position($0[axis])), the \(noun) not asked" } ?? "")
      if let phases = Self.phases(events) { text += "\n  " + phases }
      return text
    }
    guard let update else { return label }
    var text =
      "\(label): proposed \(position(update.proposed[axis])) -> chosen \(position(update.landed[axis])), "
      + "\(Self.signed(update.landed[axis] - update.original[axis])) pt"
    if abs(update.result[axis] - update.landed[axis]) > 0.005 {
      text += " (the \(noun) asked for \(NumberText.trimmed(update.result[axis])), clamped)"
    }
    if let failure = update.failure { text += "\n  \(noun) failed: \(failure)" }
    if let phases = Self.phases(events) { text += "\n  " + phases }
    for event in events {
      if case .emitted(let name, let value) = event.kind {
        text += "\n  emit \(ScriptText.escaped(name)) \(ScriptText.escaped(value))"
      }
      if case .nearEnd(let remaining) = event.kind {
        text += "\n  near the end: \(NumberText.trimmed(remaining)) pt left"
      }
    }
    return text
  }

  /// The phases the view went through during `events`, on one line:
  /// `phases: tracking → interacting → decelerating → idle`; `nil` when it stayed in one.
  static func phases(_ events: ArraySlice<TimelineEvent>) -> String? {
    let phases = events.compactMap { event in
      if case .phaseChanged(_, let to) = event.kind { to.rawValue } else { nil }
    }
    return phases.isEmpty ? nil : "phases: " + phases.joined(separator: " → ")
  }

  /// `1198 between stops 3 and 4 of 10 (pages; stop 3 + 28 pt)`, `390 on stop 1 of 10 (page 1)`:
  /// the offset and where it lies among the stops (``Stops/words(for:in:)``), as `run` words it.
  func position(_ offset: Double) -> String {
    let context = currentLayout.layout(of: scene.scene).context(original: .zero, velocity: .zero)
    return "\(NumberText.trimmed(offset)) \(Stops.words(for: offset, in: context))"
  }

  /// A scroll position in the REPL's words: `child 3 (center)`, `the bottom`, `the trailing end`, `x 780`.
  static func words(_ target: Scenario.ScrollTarget) -> String {
    switch target {
    case .child(let child, let anchor):
      "child \(child)"
        + (anchor.flatMap { anchor in UnitPoint.named.first { $0.point == anchor }?.name }.map { " (\($0))" } ?? "")
    case .edge(let edge): edge == .top || edge == .bottom ? "the \(edge)" : "the \(edge) end"
    case .offset(let x, let y):
      [x.map { "x \(NumberText.trimmed($0))" }, y.map { "y \(NumberText.trimmed($0))" }].compactMap { $0 }.joined(
        separator: ", ")
    }
  }

  /// Frames (ticks) the steps take before the last animation settles.
  func ticks(of steps: [Scenario.Step]) -> Int {
    let frameRate = live.frameRate
    return steps.reduce(0) { total, step in
      switch step {
      case .drag(_, let duration, _): total + Int(saturating: (duration * frameRate).rounded())
      case .wait(let seconds): total + Int(saturating: (seconds * frameRate).rounded())
      case .path(let samples): total + Int(saturating: ((samples.last?.t ?? 0) * frameRate).rounded(.up)) + 1
      case .fling, .resize, .rotate, .scrollTo: total
      }
    }
  }

  /// The tick at which `timeline` came to rest.
  func ticks(_ timeline: Timeline) -> Int {
    Int(saturating: ((timeline.frames.last?.t ?? 0) * live.frameRate).rounded())
  }

  static func isResize(_ step: Scenario.Step) -> Bool {
    switch step {
    case .resize, .rotate: true
    default: false
    }
  }

  static func isWait(_ step: Scenario.Step) -> Bool {
    if case .wait = step { return true }
    return false
  }

  /// `+390`, `-120.5`, `0`.
  static func signed(_ value: Double) -> String {
    let text = NumberText.trimmed(value)
    return value > 0.005 ? "+" + text : text
  }
}
