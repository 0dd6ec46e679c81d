import Foundation
import ScrollTargets

/// Watches a scroll view's geometry as it changes and puts events on the timeline.
///
/// The simulator calls ``observe(_:at:)`` after every frame and resize in which
/// the geometry changed, as SwiftUI's `onScrollGeometryChange` does, and
/// ``phaseChanged(from:to:at:)`` at each change of phase, as
/// `onScrollPhaseChange` does (after the `phaseChanged` event it records).
public protocol ScrollObserver: AnyObject {
  /// Returns the events the change from the last call to `geometry` causes.
  func observe(_ geometry: ScrollGeometry, at time: Double) -> [TimelineEvent.Kind]
  /// Returns the events the change of phase from `old` to `new` at `time` (s) causes; none by default.
  func phaseChanged(from old: ScrollPhase, to new: ScrollPhase, at time: Double) -> [TimelineEvent.Kind]
}

extension ScrollObserver {
  public func phaseChanged(from old: ScrollPhase, to new: ScrollPhase, at time: Double) -> [TimelineEvent.Kind] {
    []
  }
}

/// Reports when the page nearest the offset changes: the nearest stop of
/// `landsOn(pages)`, numbered as every command numbers it (``StopLine``), so a
/// short last page, flush with the end, is a page of its own.
public final class PageObserver: ScrollObserver {
  private var page: Int?

  public init() {}

  public func observe(_ geometry: ScrollGeometry, at time: Double) -> [TimelineEvent.Kind] {
    let axis = geometry.primaryAxis
    let range = OffsetRange(content: geometry.contentSize, container: geometry.containerSize, axis: axis)
    let pages = StopLine(step: geometry.containerSize[axis], maxOffset: range.upperBound)
    let now = pages.nearestIndex(to: geometry.offset[axis])
    defer { page = now }
    guard let page, page != now else { return [] }
    return [.pageChanged(from: page, to: now)]
  }
}

/// Reports when the layout child nearest the leading edge changes.
public final class ChildObserver: ScrollObserver {
  private var child: Int?

  public init() {}

  public func observe(_ geometry: ScrollGeometry, at time: Double) -> [TimelineEvent.Kind] {
    guard !geometry.targets.isEmpty else { return [] }
    let axis = geometry.primaryAxis
    let edge = geometry.offset[axis]
    let targets = geometry.targets
    // Binary search for the first child starting at or after the edge.
    var low = 0
    var high = targets.count
    while low < high {
      let middle = (low + high) / 2
      if targets[middle].min(on: axis) < edge { low = middle + 1 } else { high = middle }
    }
    var now = min(low, targets.count - 1)
    if low > 0, low == targets.count || edge - targets[low - 1].min(on: axis) <= targets[low].min(on: axis) - edge {
      now = low - 1
    }
    defer { child = now }
    guard let child, child != now else { return [] }
    return [.childChanged(from: child, to: now)]
  }
}

/// Reports, once per approach, when the offset comes within a distance of the
/// end: the moment to load more content before the user reaches it. It fires
/// again only after the offset has gone back beyond the distance.
public final class NearEndObserver: ScrollObserver {
  /// How close to the end it fires.
  public let distance: Scenario.NearEndDistance
  private var armed = true

  public init(distance: Scenario.NearEndDistance) {
    self.distance = distance
  }

  public func observe(_ geometry: ScrollGeometry, at time: Double) -> [TimelineEvent.Kind] {
    let threshold: Double =
      switch distance {
      case .pages(let pages): pages * geometry.containerSize[geometry.primaryAxis]
      case .points(let points): points
      }
    let remaining = geometry.remaining
    if remaining > threshold {
      armed = true
      return []
    }
    guard armed else { return [] }
    armed = false
    return [.nearEnd(remaining: remaining)]
  }
}
