import Foundation
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
      let time = String(format: "%7.3fs", event.t)
      return "\(time)  \(event.kind.text(axis: axis))"
    }
    let end = frames.last?.t ?? 0
    lines.append(
      "rest at \(Self.number(axis == .horizontal ? final.x : final.y)) after \(String(format: "%.3f", end))s (\(frames.count) frames)"
    )
    return lines.joined(separator: "\n")
  }

  /// The frames as CSV: `t,x,y`, one row per frame.
  public var csv: String {
    var text = "t,x,y\n"
    for frame in frames {
      text +=
        "\(Self.number(frame.t, decimals: 6)),\(Self.number(frame.x, decimals: 4)),\(Self.number(frame.y, decimals: 4))\n"
    }
    return text
  }

  static func number(_ value: Double, decimals: Int = 2) -> String {
    let scale = pow(10, Double(decimals))
    let rounded = (value * scale).rounded() / scale
    return rounded == 0 ? "0" : rounded.formatted
  }
}

extension TimelineEvent.Kind {
  func text(axis: Axis) -> String {
    func point(_ point: CGPoint) -> String { Timeline.number(point[axis]) }
    switch self {
    case .gestureBegan(let at, let interrupted):
      return "gesture began at \(point(at))" + (interrupted ? " (caught the view in flight)" : "")
    case .updateTarget(let update):
      var text =
        "updateTarget (\(update.cause.rawValue)): original \(point(update.original)), proposed \(point(update.proposed)), velocity \(Timeline.number(update.velocity[axis])) pt/s -> \(point(update.result))"
      if abs(update.result[axis] - update.landed[axis]) > 0.005 { text += ", clamped to \(point(update.landed))" }
      if let failure = update.failure { text += "; failed: \(failure)" }
      return text
    case .pageChanged(let from, let to):
      return "page \(from) -> \(to)"
    case .childChanged(let from, let to):
      return "child \(from) -> \(to)"
    case .nearEnd(let remaining):
      return "near the end: \(Timeline.number(remaining)) pt left"
    case .emitted(let name, let value):
      return "emit \(name) \(value)"
    }
  }
}
