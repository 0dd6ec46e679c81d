import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// `keepsPlaceOnResize`: after a resize or rotation, the same page or child is
/// at the leading edge as before.
///
/// Judged on the resizes of scenarios where the view was at rest on a stop and
/// the stops before and after correspond one to one: as many of them, and for
/// pages, content as many containers long (one view per page does that): stop `k`
/// before must be stop `k` after, at the new size (`pages` by default;
/// `keepsPlaceOnResize(children)` for a row of children). On a resize the model asks the
/// behavior with the old offset and the old container size as the original
/// target, and the old offset scaled by the content's growth as the proposal
/// (docs/properties.md, "What a resize proposes").
public struct KeepsPlaceOnResize: BehaviorProperty {
  public var stops: Stops

  public init(_ stops: Stops = .pages) {
    self.stops = stops
  }

  public var name: String { stops == .pages ? "keepsPlaceOnResize" : "keepsPlaceOnResize(\(stops))" }
  public var rule: String {
    "after a resize or rotation, the same \(stops == .pages ? "page" : "stop (\(stops))") is at the leading edge as before"
  }

  public func judge(_ run: ScenarioRun) -> Violation? {
    let layouts = run.timeline.layouts
    var resizes = 0
    for call in run.calls where call.cause == .resize {
      resizes += 1
      guard resizes < layouts.count else { break }
      let old = layouts[resizes - 1]
      let new = call.context
      let axis = new.primaryAxis
      let before = stops.line(
        in: old.layout(of: run.scenario.scene).context(original: new.originalTarget.rect.origin, velocity: .zero))
      let after = stops.line(in: new)
      guard !before.isEmpty, before.count == after.count, before.contains(call.start[axis]),
        correspond(old.contentSize[axis] / old.containerSize[axis], new.contentSize[axis] / new.containerSize[axis])
      else {
        continue
      }
      // Where two stops are equally near (within the tolerance), either counts as the nearest.
      let held = before.nearestIndices(to: call.start[axis])
      let reached = after.nearestIndices(to: call.landed[axis])
      if !held.overlaps(reached) || !after.contains(call.landed[axis]) {
        let kept = held.lowerBound
        let to = reached.lowerBound
        let kind = stops == .pages ? "page" : "stop"
        return Violation(
          "resizing \(old.containerSize.text) to \(new.containerSize.text) at \(kind) \(kept) (\(axis.coordinate) = \(NumberText.trimmed(call.start[axis]))) rests at \(NumberText.trimmed(call.landed[axis])), \(kind) \(to), not \(kind) \(kept) (\(NumberText.trimmed(after.offset(kept))))",
          axis: axis, offset: call.landed[axis], nearest: after.offset(kept))
      }
    }
    return nil
  }

  /// Whether stop `k` before is the same content as stop `k` after: for
  /// children always (a child is itself), for pages when the content is as
  /// many containers long before as after.
  private func correspond(_ pagesBefore: Double, _ pagesAfter: Double) -> Bool {
    stops != .pages || abs(pagesBefore - pagesAfter) <= Tolerance.standard.rounding * max(pagesBefore, 1)
  }

}
