import BehaviorRunning
import LuaBehaviors
import ScrollSimulation
import ScrollTargets
import Synchronization

/// Ctrl-C during a replay: once it comes, no further call of the behavior
/// runs until the next command, so the whole replay stops, not just the call
/// that was running.
///
/// Every gesture replays the session's steps, one behavior call each (and a
/// geometry hook call each frame). The bridge's interrupt stops only the call
/// it catches; ``ReplayInterruption/request()``, called from the same
/// SIGINT handler, also raises this flag, and ``Guarded`` fails every later call at
/// once while it is up. The command then reports the replay as interrupted
/// and keeps the session as it was before it.
enum ReplayInterruption {
  /// Up from a Ctrl-C until the next command clears it. Lock-free, so a signal handler may set it.
  private static let flag = Atomic<Bool>(false)

  /// Raises the flag; async-signal-safe (call ``clear()`` once before installing the handler,
  /// so the flag is initialized outside it).
  static func request() {
    flag.store(true, ordering: .relaxed)
  }

  static func clear() {
    flag.store(false, ordering: .relaxed)
  }

  static var isRequested: Bool { flag.load(ordering: .relaxed) }

  /// The failure a call gets once the replay is stopped.
  static let failure = BehaviorFailure(.timeout, "the replay was interrupted (Ctrl-C)")

  /// A behavior that fails at once, without calling the one it wraps, while the flag is up.
  struct Guarded: ScrollTargetBehavior {
    let wrapped: any ScrollTargetBehavior

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      try? tryUpdateTarget(&target, context: context)
    }

    func tryUpdateTarget(_ target: inout ScrollTarget, context: TargetContext) throws(BehaviorFailure) {
      guard !ReplayInterruption.isRequested else { throw ReplayInterruption.failure }
      try wrapped.tryUpdateTarget(&target, context: context)
    }

    func tryProperties(context: PropertiesContext) throws(BehaviorFailure) -> Properties {
      guard !ReplayInterruption.isRequested else { throw ReplayInterruption.failure }
      return try wrapped.tryProperties(context: context)
    }
  }

  /// An observer that stays silent while the flag is up (a script's geometry hook runs Lua each frame, its phase hook at each change).
  final class GuardedObserver: ScrollObserver {
    let wrapped: any ScrollObserver

    init(_ wrapped: any ScrollObserver) {
      self.wrapped = wrapped
    }

    func observe(_ geometry: ScrollGeometry, at time: Double) -> [TimelineEvent.Kind] {
      ReplayInterruption.isRequested ? [] : wrapped.observe(geometry, at: time)
    }

    func phaseChanged(from old: ScrollPhase, to new: ScrollPhase, at time: Double) -> [TimelineEvent.Kind] {
      ReplayInterruption.isRequested ? [] : wrapped.phaseChanged(from: old, to: new, at: time)
    }
  }

  /// Guards a simulator about to replay: each call of its behavior, and its
  /// script's geometry hook when it watches one. Whether Ctrl-C stopped the
  /// replay is ``isRequested`` once it has run.
  static func guarding(_ simulator: Simulator) {
    simulator.behavior = Guarded(wrapped: simulator.behavior)
    simulator.observers = simulator.observers.map { $0 is HookObserver ? GuardedObserver($0) : $0 }
  }
}
