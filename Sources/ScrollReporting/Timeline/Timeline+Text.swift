import ScrollSimulation
import ScrollTargets

extension Timeline {
  /// The timeline as a person reads it: one line per event, then where it came to rest.
  ///
  /// ```
  ///   0.000s  gesture began at 0
  ///   0.250s  updateTarget (gesture): original 0, proposed 519.2, velocity 800 pt/s -> 390
  ///   0.592s  page 0 -> 1
  /// rest at 390 after 1.017s (122 frames)
  /// ```
  public func text(axis: Axis) -> String {
    var lines = events.map { event in
      "\(NumberText.fixed(event.t, decimals: 3, width: 7))s  \(event.kind.text(axis: axis))"
    }
    let end = frames.last?.t ?? 0
    let rest = NumberText.trimmed(axis == .horizontal ? final.x : final.y)
    lines.append("rest at \(rest) after \(NumberText.fixed(end, decimals: 3))s (\(frames.count) frames)")
    return lines.joined(separator: "\n")
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
    case .nearEnd(let remaining):
      return "near the end: \(NumberText.trimmed(remaining)) pt left"
    case .emitted(let name, let value):
      return "emit \(name) \(value)"
    case .printed:
      return "printed"
    }
  }
}
