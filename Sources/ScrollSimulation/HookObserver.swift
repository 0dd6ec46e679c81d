import ScrollTargets

/// Runs a behavior's scroll hooks over one simulation and puts what they
/// emit on the timeline, as `emit` events: a Lua script's
/// `onScrollGeometryChange(old, new)` and `onScrollPhaseChange(old, new)`,
/// or a `.swift` file's ``ScrollGeometryObserving`` and ``ScrollPhaseObserving``
/// (``HookedScrollTargetBehavior``).
///
/// Like SwiftUI's modifier, the geometry hook runs only when the offset, the
/// content size or the container size changed since the last geometry seen,
/// with the previous and the new geometry; the first one is only recorded.
/// The phase hook runs at each change of phase. The hooks share the
/// behavior's state (a script's globals, a Swift behavior's properties), so
/// pass the behavior the run uses.
///
/// If either hook fails, ``failure`` records why, the call puts one event
/// named ``errorEventName`` (``phaseErrorEventName`` for the phase hook) on
/// the timeline, whose value is the failure's description, and neither hook
/// is called again.
///
/// A run keeps at most ``maximumEvents`` events and ``maximumBytes`` of their
/// names and values, both hooks' together, whatever each call may emit: past
/// either, one event named ``limitEventName`` says so and the rest are
/// dropped, so the host's memory stays bounded however long the run.
public final class HookObserver: ScrollObserver {
  /// The behavior whose hooks run.
  public let behavior: any HookedScrollTargetBehavior
  /// The hooks' failure, once one failed.
  public private(set) var failure: BehaviorFailure?
  private var last: ScrollGeometry?

  /// The event name under which a failure of the geometry hook is reported.
  public static let errorEventName = "onScrollGeometryChange.error"
  /// The event name under which a failure of the phase hook is reported.
  public static let phaseErrorEventName = "onScrollPhaseChange.error"
  /// The event name that marks where a run's emitted events were cut off.
  public static let limitEventName = "onScrollGeometryChange.limit"
  /// The most events one run keeps: ``ScrollHookEvents/maximumEvents``, the bound a Swift hook call keeps too.
  public static let maximumEvents = ScrollHookEvents.maximumEvents
  /// The most bytes of names and values one run keeps (4 MiB).
  public static let maximumBytes = ScrollHookEvents.maximumBytes

  private var events = 0
  private var bytes = 0
  private var cutOff = false

  public init(behavior: any HookedScrollTargetBehavior) {
    self.behavior = behavior
  }

  /// An observer of `behavior`'s hooks, or `nil` when it has none.
  public static func watching(_ behavior: any ScrollTargetBehavior) -> HookObserver? {
    guard let hooked = behavior as? any HookedScrollTargetBehavior, hooked.observesGeometry || hooked.observesPhases
    else { return nil }
    return HookObserver(behavior: hooked)
  }

  /// The events the geometry hook emitted for the change to `geometry`, in
  /// order; none for the first geometry, for one whose offset and sizes
  /// equal the last's, or when the behavior has no geometry hook.
  public func observe(_ geometry: ScrollGeometry, at time: Double) -> [TimelineEvent.Kind] {
    defer { last = geometry }
    // The hook sees the offset and the two sizes: a change of anything else is none to it.
    guard failure == nil, behavior.observesGeometry, let old = last,
      old.offset != geometry.offset || old.contentSize != geometry.contentSize
        || old.containerSize != geometry.containerSize
    else { return [] }
    return run(errorName: Self.errorEventName) { () throws(BehaviorFailure) in
      try behavior.geometryChanged(old: old, new: geometry)
    }
  }

  /// The events the phase hook emitted for the change from `old` to `new`,
  /// in order; none when the behavior has no phase hook, when `old` is
  /// `new`, or once a hook failed.
  public func phaseChanged(from old: ScrollPhase, to new: ScrollPhase, at time: Double) -> [TimelineEvent.Kind] {
    guard failure == nil, behavior.observesPhases, old != new else { return [] }
    return run(errorName: Self.phaseErrorEventName) { () throws(BehaviorFailure) in
      try behavior.phaseChanged(from: old, to: new)
    }
  }

  /// Runs one hook call and keeps what it emitted within the run's bounds;
  /// a failure is kept and reported as one event named `errorName`.
  private func run(errorName: String, _ call: () throws(BehaviorFailure) -> [(name: String, value: String)])
    -> [TimelineEvent.Kind]
  {
    do {
      var kept: [TimelineEvent.Kind] = []
      for (name, value) in try call() {
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
      return [.emitted(name: errorName, value: error.description)]
    }
  }
}
