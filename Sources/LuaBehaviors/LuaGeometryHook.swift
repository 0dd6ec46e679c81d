import ScrollTargets

/// Runs a Lua behavior's `onScrollGeometryChange(old, new)` over one run of a
/// changing scroll view, in plain values: geometry in, emitted events out.
///
/// Like SwiftUI's modifier, the hook runs only when the offset, the content
/// size or the container size changed since the last geometry seen, with the
/// previous and the new geometry; the first one is only recorded. The hook
/// shares the behavior's Lua state (its globals), so pass the behavior the
/// run uses. A simulation reaches it through an adaptor to its observer
/// protocol (BehaviorRunning's `LuaGeometryObserver`).
///
/// If the hook fails, ``failure`` records why, ``observe(_:)`` returns one
/// event named ``errorEventName`` whose value is the failure's description,
/// and the hook is not called again.
///
/// A run keeps at most ``maximumEvents`` events and ``maximumBytes`` of their
/// names and values, whatever each call may emit: past either, one event
/// named ``limitEventName`` says so and the rest are dropped, so the host's
/// memory stays bounded however long the run.
public final class LuaGeometryHook {
  /// One event the hook emitted (`emit(name, value)`, the value as `tostring` gave it).
  public struct Event: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The behavior whose hook runs.
  public let behavior: LuaScrollTargetBehavior
  /// The hook's failure, once it failed.
  public private(set) var failure: BehaviorFailure?
  private var last: ScrollGeometry?

  /// The event name under which a failure of the hook is reported.
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

  /// Takes the scroll view's geometry after a change and returns the events
  /// the hook emitted for it, in order; none for the first geometry, for one
  /// whose offset and sizes equal the last's, or when the script defines no hook.
  public func observe(_ geometry: ScrollGeometry) -> [Event] {
    defer { last = geometry }
    // The script sees the offset and the two sizes: a change of anything else is none to it.
    guard failure == nil, behavior.observesGeometry, let old = last, old.components != geometry.components else {
      return []
    }
    do {
      var kept: [Event] = []
      for (name, value) in try behavior.geometryChanged(old: old, new: geometry) {
        guard !cutOff else { break }
        events += 1
        bytes += name.utf8.count + value.utf8.count
        if events > Self.maximumEvents || bytes > Self.maximumBytes {
          cutOff = true
          kept.append(
            Event(
              name: Self.limitEventName,
              value: "more than \(Self.maximumEvents) events or 4 MiB emitted in one run: the rest are dropped"))
        } else {
          kept.append(Event(name: name, value: value))
        }
      }
      return kept
    } catch {
      failure = error
      return [Event(name: Self.errorEventName, value: error.description)]
    }
  }
}
