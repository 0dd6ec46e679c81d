import Foundation
import ScrollTargets

/// What a simulation produced: the events in order, the sampled frames and
/// where the view came to rest. Its JSON form (module ScrollFormats) is
/// described in `docs/formats.md`, "Timelines".
public struct Timeline: Sendable {
  public var events: [TimelineEvent] = []
  public var frames: [Frame] = []
  /// The resting offset once every step has run and the last animation settled.
  public var final: CGPoint = .zero
  /// The scroll view's geometry from the start and after each resize, for plots.
  /// Layouts of the same size share their children's frames (``Simulator``
  /// reuses the layout of a size it returns to): rotating back and forth
  /// keeps two copies of them, however often it turns.
  public var layouts: [Layout] = []
  /// The axis pages are counted along.
  public var primaryAxis: Axis = .horizontal
  /// Why the run ended before its last step (``Simulator/stopCondition``);
  /// `nil` when every step ran.
  public var stopped: String?

  /// The geometry in force from time `t` on.
  public struct Layout: Hashable, Sendable {
    public var t: Double
    public var containerSize: CGSize
    public var contentSize: CGSize
    /// The layout children's frames, sorted along the primary axis.
    public var targets: [CGRect]
    /// The scroll view's bounds: the container plus the safe-area insets.
    public var boundsSize: CGSize
  }

  public init() {}

  /// The phases the scroll view went through, in order, each change once:
  /// `[.tracking, .interacting, .decelerating, .idle]` for a drag released with motion left.
  public var phases: [ScrollPhase] {
    events.compactMap { if case .phaseChanged(_, let to) = $0.kind { to } else { nil } }
  }

  /// The `updateTarget` calls, in order.
  public var updates: [TargetUpdate] {
    events.compactMap { if case .updateTarget(let update) = $0.kind { update } else { nil } }
  }
}

/// The offset at one sampled instant.
public struct Frame: Hashable, Sendable {
  /// Seconds since the scenario began.
  public var t: Double
  public var x: Double
  public var y: Double
}

/// One `updateTarget` call and what came of it.
public struct TargetUpdate: Hashable, Sendable {
  /// Why the behavior was asked.
  public enum Cause: String, Hashable, Sendable {
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

  public init(
    cause: Cause, original: CGPoint, proposed: CGPoint, velocity: CGVector, result: CGPoint, landed: CGPoint,
    failure: BehaviorFailure? = nil
  ) {
    (self.cause, self.original, self.proposed, self.velocity) = (cause, original, proposed, velocity)
    (self.result, self.landed, self.failure) = (result, landed, failure)
  }
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
    /// The scroll view went from one phase to another (``ScrollPhase``; the
    /// simulator's rules are on ``Simulator``).
    case phaseChanged(from: ScrollPhase, to: ScrollPhase)
    /// The offset came within the `nearEnd` distance of the end; `remaining` pt are left.
    case nearEnd(remaining: Double)
    /// The app wrote the scroll position: the view goes to `to` without asking
    /// the behavior, animating or at once.
    case scrolledTo(CGPoint, animated: Bool)
    /// An event a behavior put on the timeline (`emit(name, value)` in Lua).
    case emitted(name: String, value: String)
    /// The behavior printed while an observer ran (a Lua script's
    /// `onScrollGeometryChange` or `onScrollPhaseChange`) and that observer put no event on the
    /// timeline: the lines are this event's ``TimelineEvent/log``.
    case printed
  }

  /// Seconds since the scenario began.
  public var t: Double
  public var kind: Kind
  /// What the behavior printed during the call this event records: an
  /// `updateTarget` call (with the `properties` call of its gesture), or the
  /// observer call whose first event this is. Empty for most events.
  public var log: PrintLog

  public init(t: Double, kind: Kind, log: PrintLog = PrintLog()) {
    self.t = t
    self.kind = kind
    self.log = log
  }
}
