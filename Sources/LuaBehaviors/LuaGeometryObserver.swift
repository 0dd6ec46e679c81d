import ScrollSimulation
import ScrollTargets

/// Runs a Lua behavior's `onScrollGeometryChange(old, new)` during a
/// simulation and puts what it `emit`s on the timeline as `.emitted` events.
///
/// Like SwiftUI's modifier, the hook runs only when the offset, the content
/// size or the container size changed since the last frame, with the previous
/// and the new geometry; the first frame only records the geometry. The hook
/// shares the behavior's Lua state (its globals), so pass the same behavior
/// the simulator uses.
///
/// If the hook fails, the observer records the failure in ``failure``, puts one
/// `.emitted(name: "onScrollGeometryChange.error", value: description)` event
/// on the timeline, and stops calling the hook.
///
/// A run keeps at most ``maximumEvents`` events and ``maximumBytes`` of their
/// names and values, whatever each call may emit: past either, one
/// `onScrollGeometryChange.limit` event says so and the rest are dropped, so
/// the host's memory stays bounded however long the scenario.
public final class LuaGeometryObserver: ScrollObserver {
  /// The behavior whose hook runs.
  public let behavior: LuaScrollTargetBehavior
  /// The hook's failure, once it failed.
  public private(set) var failure: BehaviorFailure?
  private var last: LuaGeometry?

  /// The event name under which a failure of the hook appears on the timeline.
  public static let errorEventName = "onScrollGeometryChange.error"
  /// The event name that marks where a run's emitted events were cut off.
  public static let limitEventName = "onScrollGeometryChange.limit"
  /// The most events one run keeps.
  public static let maximumEvents = 10_000
  /// The most bytes of names and values one run keeps (4 MiB).
  public static let maximumBytes = 4 << 20

  private var events = 0
  private var bytes = 0
  private var cutOff = false

  public init(behavior: LuaScrollTargetBehavior) {
    self.behavior = behavior
  }

  public func observe(_ geometry: ScrollGeometry, at time: Double) -> [TimelineEvent.Kind] {
    let new = LuaGeometry(geometry)
    defer { last = new }
    guard failure == nil, behavior.observesGeometry, let old = last, old != new else { return [] }
    do {
      var kept: [TimelineEvent.Kind] = []
      for (name, value) in try behavior.geometryChanged(old: old, new: new) {
        guard !cutOff else { break }
        events += 1
        bytes += name.utf8.count + value.utf8.count
        if events > Self.maximumEvents || bytes > Self.maximumBytes {
          cutOff = true
          kept.append(
            .emitted(
              name: Self.limitEventName,
              value: "more than \(Self.maximumEvents) events or 4 MiB emitted in one run: the rest are dropped"))
        } else {
          kept.append(.emitted(name: name, value: value))
        }
      }
      return kept
    } catch {
      failure = error
      return [.emitted(name: Self.errorEventName, value: error.description)]
    }
  }
}
