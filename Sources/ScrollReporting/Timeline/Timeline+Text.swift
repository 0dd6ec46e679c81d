import BehaviorRunning
import ScrollFormats
import ScrollSimulation
import ScrollTargets

extension Timeline {
  /// The timeline as a person reads it: one line per event, then where it came to rest.
  ///
  /// ```
  ///   0.000s  gesture began at 0
  ///   0.250s  updateTarget (gesture): original 0, proposed 519.2, velocity 800 pt/s -> 390
  ///   0.592s  page 0 -> 1
  /// rest at 390 on stop 1 of 10 (page 1) after 1.017s (122 frames)
  /// ```
  ///
  /// With layout children, a target off every child's stop also says where it
  /// lies among them, as `check` says it: `-> 852 (between stops 1 and 2 of
  /// 6 (children; stop 1 + 118 pt))`. The rest says where it lies among the
  /// stops: `rest at 390 on stop 1 of 10 (page 1)`.
  public func text(axis: Axis) -> String {
    var lines = events.map { event in
      var line = "\(NumberText.fixed(event.t, decimals: 3, width: 7))s  \(event.kind.text(axis: axis))"
      if case .updateTarget(let update) = event.kind { line += offChild(update.landed[axis], at: event.t, axis: axis) }
      return line
    }
    let end = frames.last?.t ?? 0
    let rest = axis == .horizontal ? final.x : final.y
    lines.append(
      "rest at \(NumberText.trimmed(rest))\(stopWords(rest, axis: axis)) after \(NumberText.fixed(end, decimals: 3))s (\(frames.count) frames)"
    )
    return lines.joined(separator: "\n")
  }

  /// ` on stop 5 of 10 (page 5)`: where `offset` lies among the stops of the
  /// last layout (``Stops/words(for:in:)``), as `run` and `check` number them.
  func stopWords(_ offset: Double, axis: Axis) -> String {
    guard let last = layouts.last else { return "" }
    return " " + Stops.words(for: offset, in: last.context(axis: axis))
  }

  /// ` (between stops 1 and 2 of 6 (children; stop 1 + 118 pt))` when the
  /// layout at `t` has children and `offset` is on none of their stops: in
  /// the words `check` gives the same place (``Stops/words(for:in:)``); else empty.
  func offChild(_ offset: Double, at t: Double, axis: Axis) -> String {
    guard let layout = layouts.last(where: { $0.t <= t }) ?? layouts.first, !layout.targets.isEmpty else { return "" }
    let context = layout.context(axis: axis)
    let line = Stops.children(nil).line(in: context)
    guard !line.contains(offset) else { return "" }
    return " (\(Stops.words(for: offset, in: context)))"
  }

  /// The frames as CSV: `t,x,y`, one row per frame; times to 6 decimals, offsets to 4.
  public var csv: String {
    var text = "t,x,y\n"
    for frame in frames {
      text +=
        "\(NumberText.trimmed(frame.t, decimals: 6)),\(NumberText.trimmed(frame.x, decimals: 4)),\(NumberText.trimmed(frame.y, decimals: 4))\n"
    }
    return text
  }
}

extension Timeline.Layout {
  /// The layout as a call scrolling along `axis` alone sees it, at rest at
  /// offset 0: the geometry its stops (``Stops/line(in:)``) are found in.
  func context(axis: Axis) -> ScrollTargetBehaviorContext {
    Scene.Layout(
      boundsSize: boundsSize, containerSize: containerSize, contentSize: contentSize, targets: targets,
      axes: axis == .horizontal ? .horizontal : .vertical, environment: EnvironmentValues(), decelerationRate: .normal
    ).context(original: .zero, velocity: .zero)
  }
}

extension TimelineEvent.Kind {
  /// The event in words, its offsets along `axis`: `page 0 -> 1`, `near the end: 120 pt left`.
  func text(axis: Axis) -> String {
    func point(_ point: CGPoint) -> String { NumberText.trimmed(point[axis]) }
    switch self {
    case .gestureBegan(let at, let interrupted):
      return "gesture began at \(point(at))" + (interrupted ? " (caught the view in flight)" : "")
    case .updateTarget(let update):
      var text =
        "updateTarget (\(update.cause.rawValue)): original \(point(update.original)), proposed \(point(update.proposed)), velocity \(NumberText.trimmed(update.velocity[axis])) pt/s -> \(point(update.result))"
      if abs(update.result[axis] - update.landed[axis]) > 0.005 { text += ", clamped to \(point(update.landed))" }
      if let failure = update.failure { text += "; failed: \(failure)" }
      return text
    case .pageChanged(let from, let to):
      return "page \(from) -> \(to)"
    case .childChanged(let from, let to):
      return "child \(from) -> \(to)"
    case .phaseChanged(let from, let to):
      return "phase \(from) -> \(to)"
    case .nearEnd(let remaining):
      return "near the end: \(NumberText.trimmed(remaining)) pt left"
    case .scrolledTo(let to, let animated):
      return "scrollTo \(point(to))" + (animated ? ", animated" : ", at once") + " (the behavior is not asked)"
    case .emitted(let name, let value):
      return "emit \(ScriptText.escaped(name)) \(ScriptText.escaped(value))"
    case .printed:
      return "printed"
    }
  }
}
