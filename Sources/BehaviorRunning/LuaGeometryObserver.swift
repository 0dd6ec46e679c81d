import LuaBehaviors
import ScrollSimulation
import ScrollTargets

/// Puts what a Lua behavior's `onScrollGeometryChange(old, new)` and
/// `onScrollPhaseChange(old, new)` emit on a simulation's timeline, as `.emitted` events.
///
/// It hands the hooks each ``ScrollGeometry`` and each change of phase the simulator reports, and turns
/// the events it returns into timeline events. The hook's rules hold: it runs only on a change, a
/// failure is reported once (``LuaGeometryHook/errorEventName``) and the hook
/// left alone after it, and a run keeps a bounded number of events.
public final class LuaGeometryObserver: ScrollObserver {
  /// The hook it runs, with the behavior and its failure.
  public let hook: LuaGeometryHook

  /// Observes with `behavior`'s hook; pass the behavior the simulator runs, whose Lua state the hook shares.
  public init(behavior: LuaScrollTargetBehavior) {
    hook = LuaGeometryHook(behavior: behavior)
  }

  /// The hook's failure, once it failed.
  public var failure: BehaviorFailure? { hook.failure }

  public func observe(_ geometry: ScrollGeometry, at time: Double) -> [TimelineEvent.Kind] {
    hook.observe(geometry).map { .emitted(name: $0.name, value: $0.value) }
  }

  public func phaseChanged(from old: ScrollPhase, to new: ScrollPhase, at time: Double) -> [TimelineEvent.Kind] {
    hook.phaseChanged(from: old, to: new).map { .emitted(name: $0.name, value: $0.value) }
  }
}
