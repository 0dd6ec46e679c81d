import ScrollTargets

/// Runs a Lua behavior's `onScrollGeometryChange(old, new)` and
/// `onScrollPhaseChange(old, new)` over one run of a changing scroll view, in
/// plain values: geometry and phases in, emitted events out.
///
/// Like SwiftUI's modifier, the hook runs only when the offset, the content
/// size or the container size changed since the last geometry seen, with the
/// previous and the new geometry; the first one is only recorded. The hook
/// shares the behavior's Lua state (its globals), so pass the behavior the
/// run uses. A simulation reaches it through an adaptor to its observer
/// protocol (BehaviorRunning's `LuaGeometryObserver`).
///
/// The phase hook runs at each change of phase (``phaseChanged(from:to:)``),
/// with the phases' names, under the same budget and sandbox, and may `emit`
/// as the geometry hook does.
///
/// If either hook fails, ``failure`` records why, the call returns one event
/// named ``errorEventName`` (``phaseErrorEventName`` for the phase hook)
/// whose value is the failure's description, and neither hook is called again.
///
/// A run keeps at most ``maximumEvents`` events and ``maximumBytes`` of their
/// names and values, both hooks' together, whatever each call may emit: past either, one event
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
  /// The event name under which a failure of the phase hook is reported.
  public static let phaseErrorEventName = "onScrollPhaseChange.error"
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
    return run(errorName: Self.errorEventName) { () throws(BehaviorFailure) in
      try behavior.geometryChanged(old: old, new: geometry)
    }
  }

  /// Takes a change of the scroll view's phase and returns the events the
  /// phase hook emitted for it, in order; none when the script defines no
  /// phase hook, when `old` is `new`, or once a hook failed.
  public func phaseChanged(from old: ScrollPhase, to new: ScrollPhase) -> [Event] {
    guard failure == nil, behavior.observesPhases, old != new else { return [] }
    return run(errorName: Self.phaseErrorEventName) { () throws(BehaviorFailure) in
      try behavior.phaseChanged(from: old, to: new)
    }
  }

  /// Runs one hook call and keeps what it emitted within the run's bounds;
  /// a failure is kept and reported as one event named `errorName`.
  private func run(errorName: String, _ call: () throws(BehaviorFailure) -> [(name: String, value: String)])
    -> [Event]
  {
    do {
      var kept: [Event] = []
      for (name, value) in try call() {
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
      return [Event(name: errorName, value: error.description)]
    }
  }
}
