import Foundation
import ScrollTargets

/// What a simulation produced: the events in order, the sampled frames and
/// where the view came to rest. Encodes as the README's ("Scenarios")
/// `{"events":[…],"frames":[{"t":…,"x":…,"y":…}],"final":{"x":…,"y":…}}`.
public struct Timeline: Sendable, Encodable {
  public var events: [TimelineEvent] = []
  public var frames: [Frame] = []
  /// The resting offset once every step has run and the last animation settled.
  public var final: JSONPoint = JSONPoint(.zero)
  /// The scroll view's geometry from the start and after each resize, for plots.
  public var layouts: [Layout] = []
  /// The axis pages are counted along.
  public var primaryAxis: Axis = .horizontal

  /// The geometry in force from time `t` on.
  public struct Layout: Hashable, Sendable {
    public var t: Double
    public var containerSize: CGSize
    public var contentSize: CGSize
    /// The layout children's frames, sorted along the primary axis.
    public var targets: [CGRect]
  }

  private enum CodingKeys: String, CodingKey { case events, frames, final }

  public init() {}

  /// The `updateTarget` calls, in order.
  public var updates: [TargetUpdate] {
    events.compactMap { if case .updateTarget(let update) = $0.kind { update } else { nil } }
  }
}

/// The offset at one sampled instant.
public struct Frame: Hashable, Sendable, Encodable {
  /// Seconds since the scenario began.
  public var t: Double
  public var x: Double
  public var y: Double
}

/// One `updateTarget` call and what came of it.
public struct TargetUpdate: Hashable, Sendable {
  /// Why the behavior was asked.
  public enum Cause: String, Hashable, Sendable, Encodable {
    /// A gesture ended.
    case gesture
    /// The container changed size.
    case resize
  }

  public var cause: Cause
  /// The offset when the gesture began (in flight if it interrupted an animation).
  public var original: CGPoint
  /// The natural resting place the scroll view proposed.
  public var proposed: CGPoint
  /// The release velocity (pt/s).
  public var velocity: CGVector
  /// The target's resting offset as the behavior left it.
  public var result: CGPoint
  /// Where the view actually settles: `result` clamped to the content.
  public var landed: CGPoint
  /// Why the behavior failed, when it did; the view then settles on the proposal.
  public var failure: BehaviorFailure?
}

/// Something observable that happened at a moment of the timeline.
public struct TimelineEvent: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// A finger touched down; `interrupted` when it caught the view in flight.
    case gestureBegan(at: CGPoint, interrupted: Bool)
    case updateTarget(TargetUpdate)
    /// The page nearest the offset changed (page = offset / container length, rounded).
    case pageChanged(from: Int, to: Int)
    /// The layout child nearest the leading edge changed.
    case childChanged(from: Int, to: Int)
    /// The offset came within the `nearEnd` distance of the end; `remaining` pt are left.
    case nearEnd(remaining: Double)
    /// An event a behavior put on the timeline (`emit(name, value)` in Lua).
    case emitted(name: String, value: String)
  }

  /// Seconds since the scenario began.
  public var t: Double
  public var kind: Kind

  public init(t: Double, kind: Kind) {
    self.t = t
    self.kind = kind
  }
}

extension TimelineEvent: Encodable {
  private enum Keys: String, CodingKey {
    case t, kind, at, interrupted, cause, original, proposed, velocity, result, landed, error, from, to, remaining,
      name, value
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
    case .nearEnd(let remaining):
      try container.encode("nearEnd", forKey: .kind)
      try container.encode(remaining, forKey: .remaining)
    case .emitted(let name, let value):
      try container.encode("emit", forKey: .kind)
      try container.encode(name, forKey: .name)
      try container.encode(value, forKey: .value)
    }
  }
}

/// `{"kind": …, "message": …, "location": …}`, as result lines carry failures.
public struct JSONFailure: Codable, Hashable, Sendable {
  public var kind: BehaviorFailure.Kind
  public var message: String
  public var location: String?

  public init(_ failure: BehaviorFailure) {
    kind = failure.kind
    message = failure.message
    location = failure.location
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(message, forKey: .message)
    try container.encode(location, forKey: .location)  // null when unknown, never absent
  }
}
