import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// Reads a simulation's timeline back as ``LiveRecord``s, piece by piece as a
/// live session takes them from its simulator, or whole after a replay.
///
/// A call is read in the layout in force when it was made; a resize's call is
/// the one that moves to the next layout, and its original target keeps the
/// size of the container before it. The reader remembers the layout a piece
/// ends in, so the next piece's calls are read in the right one.
public struct LiveReader: Sendable {
  /// The scene the simulation started from: its rules lay out each moment's screen.
  public let scene: Scene
  /// The geometry in force after what was read so far; `nil` before the first piece.
  public private(set) var layout: Timeline.Layout?

  public init(scene: Scene, layout: Timeline.Layout? = nil) {
    self.scene = scene
    self.layout = layout
  }

  /// The records of the events of `timeline` that say something: each
  /// `updateTarget` call, and each event with printed lines. The first piece
  /// read starts with the simulation's first layout.
  public mutating func read(_ timeline: Timeline) -> [LiveRecord] {
    var layouts = timeline.layouts[...]
    if layout == nil { layout = layouts.popFirst() }
    var records: [LiveRecord] = []
    for (index, event) in timeline.events.enumerated() {
      var call: LiveRecord.Call?
      if case .updateTarget(let update) = event.kind, let before = layout {
        if update.cause == .resize, let next = layouts.popFirst() { layout = next }
        let now = layout ?? before
        call = LiveRecord.Call(
          update: update, testCase: TargetCase(update: update, before: before, now: now, scene: scene), layout: now)
      }
      guard call != nil || !event.log.isEmpty else { continue }
      records.append(LiveRecord(index: index, t: event.t, printed: event.log, call: call))
    }
    if let last = layouts.last { layout = last }
    return records
  }
}
