import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// What one event of a live session's timeline has to say: the `updateTarget`
/// call it records, read back as the case the behavior was given, and the
/// lines the behavior printed meanwhile.
///
/// The REPL's lines and the playground's log entries are both made from these
/// (``LiveReader`` reads them), so both describe a call from the same numbers.
public struct LiveRecord: Sendable {
  /// The event's place among the events of the timeline it was read from.
  public var index: Int
  /// When the event happened (s, the simulation's clock).
  public var t: Double
  /// What the behavior printed during the call, or the observer call, the event records.
  public var printed: PrintLog
  /// The `updateTarget` call, when the event is one.
  public var call: Call?

  public init(index: Int, t: Double, printed: PrintLog, call: Call?) {
    self.index = index
    self.t = t
    self.printed = printed
    self.call = call
  }

  /// The printed lines as a person reads them: `path:line: text` each, then
  /// how many lines were dropped, if any.
  public var printedLines: [String] {
    printed.lines.map(\.description) + (printed.dropped > 0 ? ["(\(printed.dropped) more lines dropped)"] : [])
  }

  /// One `updateTarget` call of a simulation and what came of it.
  public struct Call: Sendable {
    /// The call as the simulator recorded it: why, from where, the proposal, the velocity, the result.
    public var update: TargetUpdate
    /// The call as a case: the proposal as the target, the context built in
    /// the layout of that moment (after a resize, with the original target the
    /// size of the container before it).
    public var testCase: TargetCase
    /// The geometry in force once the call was made.
    public var layout: Timeline.Layout

    public init(update: TargetUpdate, testCase: TargetCase, layout: Timeline.Layout) {
      self.update = update
      self.testCase = testCase
      self.layout = layout
    }

    /// Why the behavior was asked.
    public var cause: TargetUpdate.Cause { update.cause }
    /// Why the behavior failed, when it did (the view then settled on the proposal).
    public var failure: BehaviorFailure? { update.failure }
    /// The target as the behavior left it: at its resting offset, the container's size.
    public var result: ScrollTarget {
      ScrollTarget(rect: CGRect(origin: update.result, size: layout.containerSize))
    }
  }
}
