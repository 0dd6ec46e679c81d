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
public final class LuaGeometryObserver: ScrollObserver {
  /// The behavior whose hook runs.
  public let behavior: LuaScrollTargetBehavior
  /// The hook's failure, once it failed.
  public private(set) var failure: BehaviorFailure?
  private var last: LuaGeometry?

  /// The event name under which a failure of the hook appears on the timeline.
  public static let errorEventName = "onScrollGeometryChange.error"

  public init(behavior: LuaScrollTargetBehavior) {
    self.behavior = behavior
  }

  public func observe(_ geometry: ScrollGeometry, at time: Double) -> [TimelineEvent.Kind] {
    let new = LuaGeometry(geometry)
    defer { last = new }
    guard failure == nil, behavior.observesGeometry, let old = last, old != new else { return [] }
    do {
      return try behavior.geometryChanged(old: old, new: new).map { .emitted(name: $0.name, value: $0.value) }
    } catch {
      failure = error
      return [.emitted(name: Self.errorEventName, value: error.description)]
    }
  }
}
