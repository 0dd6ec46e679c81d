import Foundation
import ScrollSimulation
import ScrollTargets

// The JSON of a timeline (`simulate --json`; docs/formats.md, "Timelines"):
// `{"events":[…],"frames":[{"t":…,"x":…,"y":…}],"final":{"x":…,"y":…}}`, and
// `"stopped":"…"` when the run ended before its last step.

extension Timeline: Encodable {
  private enum Keys: String, CodingKey { case events, frames, final, stopped }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(events, forKey: .events)
    try container.encode(frames, forKey: .frames)
    try container.encode(JSONPoint(final), forKey: .final)
    try container.encodeIfPresent(stopped, forKey: .stopped)
  }
}

extension Frame: Encodable {
  private enum Keys: String, CodingKey { case t, x, y }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(t, forKey: .t)
    try container.encode(x, forKey: .x)
    try container.encode(y, forKey: .y)
  }
}

extension TargetUpdate.Cause: Codable {}
extension ScrollPhase: Codable {}

/// An event reads back from the JSON it writes: the same kind, time and
/// members. A `log` line reads back as its text whole (`path:line: text`,
/// with an empty location), so it writes again as it was read.
extension TimelineEvent: Codable {
  private enum Keys: String, CodingKey {
    case t, kind, at, interrupted, cause, original, proposed, velocity, result, landed, error, from, to, remaining,
      name, value, animated, log, logDropped
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(t, forKey: .t)
    switch kind {
    case .gestureBegan(let at, let interrupted):
      try container.encode("gestureBegan", forKey: .kind)
      try container.encode(JSONPoint(at), forKey: .at)
      try container.encode(interrupted, forKey: .interrupted)
    case .updateTarget(let update):
      try container.encode("updateTarget", forKey: .kind)
      try container.encode(update.cause, forKey: .cause)
      try container.encode(JSONPoint(update.original), forKey: .original)
      try container.encode(JSONPoint(update.proposed), forKey: .proposed)
      try container.encode(JSONVector(update.velocity), forKey: .velocity)
      try container.encode(JSONPoint(update.result), forKey: .result)
      try container.encode(JSONPoint(update.landed), forKey: .landed)
      if let failure = update.failure { try container.encode(JSONFailure(failure), forKey: .error) }
    case .pageChanged(let from, let to):
      try container.encode("pageChange", forKey: .kind)
      try container.encode(from, forKey: .from)
      try container.encode(to, forKey: .to)
    case .childChanged(let from, let to):
      try container.encode("childChange", forKey: .kind)
      try container.encode(from, forKey: .from)
      try container.encode(to, forKey: .to)
    case .phaseChanged(let from, let to):
      try container.encode("phaseChange", forKey: .kind)
      try container.encode(from, forKey: .from)
      try container.encode(to, forKey: .to)
    case .nearEnd(let remaining):
      try container.encode("nearEnd", forKey: .kind)
      try container.encode(remaining, forKey: .remaining)
    case .scrolledTo(let to, let animated):
      try container.encode("scrollTo", forKey: .kind)
      try container.encode(JSONPoint(to), forKey: .to)
      try container.encode(animated, forKey: .animated)
    case .emitted(let name, let value):
      try container.encode("emit", forKey: .kind)
      try container.encode(name, forKey: .name)
      try container.encode(value, forKey: .value)
    case .printed:
      try container.encode("print", forKey: .kind)
    }
    // Absent when nothing was printed, so timelines of quiet behaviors stay as they were.
    if !log.lines.isEmpty { try container.encode(log.lines.map(\.description), forKey: .log) }
    if log.dropped > 0 { try container.encode(log.dropped, forKey: .logDropped) }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    let t = try container.decode(Double.self, forKey: .t)
    func point(_ key: Keys) throws -> CGPoint { try container.decode(JSONPoint.self, forKey: key).cgPoint }
    let kind: Kind
    switch try container.decode(String.self, forKey: .kind) {
    case "gestureBegan":
      kind = .gestureBegan(at: try point(.at), interrupted: try container.decode(Bool.self, forKey: .interrupted))
    case "updateTarget":
      let failure = try container.decodeIfPresent(JSONFailure.self, forKey: .error).map { error in
        BehaviorFailure(BehaviorFailure.Kind(rawValue: error.kind) ?? .runtime, error.message, location: error.location)
      }
      kind = .updateTarget(
        TargetUpdate(
          cause: try container.decode(TargetUpdate.Cause.self, forKey: .cause), original: try point(.original),
          proposed: try point(.proposed), velocity: try container.decode(JSONVector.self, forKey: .velocity).cgVector,
          result: try point(.result), landed: try point(.landed), failure: failure))
    case "pageChange":
      kind = .pageChanged(
        from: try container.decode(Int.self, forKey: .from), to: try container.decode(Int.self, forKey: .to))
    case "childChange":
      kind = .childChanged(
        from: try container.decode(Int.self, forKey: .from), to: try container.decode(Int.self, forKey: .to))
    case "phaseChange":
      kind = .phaseChanged(
        from: try container.decode(ScrollPhase.self, forKey: .from),
        to: try container.decode(ScrollPhase.self, forKey: .to))
    case "nearEnd":
      kind = .nearEnd(remaining: try container.decode(Double.self, forKey: .remaining))
    case "scrollTo":
      kind = .scrolledTo(try point(.to), animated: try container.decode(Bool.self, forKey: .animated))
    case "emit":
      kind = .emitted(
        name: try container.decode(String.self, forKey: .name), value: try container.decode(String.self, forKey: .value)
      )
    case "print":
      kind = .printed
    case let other:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "unknown timeline event kind \"\(other)\"")
    }
    let lines = try container.decodeIfPresent([String].self, forKey: .log) ?? []
    let dropped = try container.decodeIfPresent(Int.self, forKey: .logDropped) ?? 0
    self.init(
      t: t, kind: kind, log: PrintLog(lines: lines.map { PrintLog.Line(location: "", text: $0) }, dropped: dropped))
  }
}
