import CPlatform
import Foundation
import Synchronization

/// The sessions this tool started and has not yet collected: every helper
/// and every compiler run in a session (and process group) of its own
/// (``GroupSpawn``), so that what they start ends with them.
///
/// Their ids are kept in fixed lock-free slots, so a signal handler can read
/// them. When the first is added, the tool arranges for all of them to be
/// killed when it exits (`atexit`) or is stopped by SIGINT, SIGTERM or SIGHUP
/// whose action is still the default. The handler kills each leader's group
/// at once, and wakes a thread of its own (through a pipe, the one thing a
/// handler may safely do) that kills every process left in those sessions,
/// then lets the signal end the tool as it would have. A build in progress
/// when the signal comes first removes its temporary folder, then raises the
/// signal again (``building(_:)``).
///
/// A command that handles SIGINT itself (the REPL) keeps its handler; it calls
/// ``interruptHelpers()`` to stop the running call or build.
enum ProcessGroups {
  /// The most groups tracked at once: helpers run one per behavior and worker, compilers one at a time.
  static let capacity = 1024

  /// A group's slot: its id (positive: a helper, negative: a compiler), 0 when free.
  /// Written only through the atomics it points at; the pointer itself never changes.
  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<Atomic<Int32>> = {
    let slots = UnsafeMutablePointer<Atomic<Int32>>.allocate(capacity: capacity)
    for index in 0..<capacity { (slots + index).initialize(to: Atomic(0)) }
    return slots
  }()

  /// Builds running now; a stop signal then waits for them to clean up.
  private static let buildsRunning = Atomic<Int32>(0)
  /// Set by ``interruptHelpers()``: the running compiler is to be stopped.
  private static let buildInterrupt = Atomic<Bool>(false)
  /// The write end of the pipe that wakes the stop thread; -1 before it runs.
  private static let stopPipe = Atomic<Int32>(-1)
  /// The stop signal that came during a build, 0 when none.
  private static let pendingSignal = Atomic<Int32>(0)
  private static let installed = Atomic<Bool>(false)

  /// Tracks the group `group` (a helper's, or a compiler's when `compiler`).
  static func add(_ group: pid_t, compiler: Bool = false) {
    installHandlers()
    let value = compiler ? -group : group
    for index in 0..<capacity
    where slots[index].compareExchange(expected: 0, desired: value, ordering: .relaxed).exchanged {
      return
    }
  }

  /// Stops tracking `group`; call it after killing the group and before collecting its leader.
  static func remove(_ group: pid_t, compiler: Bool = false) {
    let value = compiler ? -group : group
    for index in 0..<capacity
    where slots[index].compareExchange(expected: value, desired: 0, ordering: .relaxed).exchanged {
      return
    }
  }

  /// Sends `signal` to every tracked group (helpers, compilers, or both). Async-signal-safe.
  static func signalAll(_ signal: Int32, helpers: Bool = true, compilers: Bool = true) {
    for index in 0..<capacity {
      let value = slots[index].load(ordering: .relaxed)
      if value > 0 && helpers { kill(-value, signal) }
      if value < 0 && compilers { kill(value, signal) }
    }
  }

  /// Whether `group` is tracked as a helper's: one ``signalAll(_:helpers:compilers:)`` reaches.
  static func tracksHelper(_ group: pid_t) -> Bool {
    (0..<capacity).contains { slots[$0].load(ordering: .relaxed) == group }
  }

  /// Ctrl-C in a command that handles it: SIGINT to every helper's group (its
  /// running call fails as a `crash` on signal 2), and the running build is
  /// asked to stop (it fails as interrupted). Async-signal-safe.
  static func interruptHelpers() {
    signalAll(SIGINT, helpers: true, compilers: false)
    buildInterrupt.store(true, ordering: .relaxed)
  }

  /// Whether the running compiler is to be stopped: a stop signal came, or an interrupt.
  static var isStopPending: Bool {
    pendingSignal.load(ordering: .relaxed) != 0 || buildInterrupt.load(ordering: .relaxed)
  }

  /// Marks a build as running for the duration of `body`; when a stop signal
  /// came meanwhile, raises it again once `body` has returned (its cleanup done).
  static func building<Result>(_ body: () throws(SwiftBehaviorError) -> Result) throws(SwiftBehaviorError) -> Result {
    installHandlers()
    buildInterrupt.store(false, ordering: .relaxed)
    buildsRunning.add(1, ordering: .relaxed)
    defer {
      buildsRunning.subtract(1, ordering: .relaxed)
      finishPendingStop()
    }
    return try body()
  }

  /// Raises the stop signal that came during a build, with its default action restored.
  private static func finishPendingStop() {
    let signal = pendingSignal.load(ordering: .relaxed)
    guard signal != 0 else { return }
    endAll()
    _ = scp_default_action(signal)
    kill(getpid(), signal)
  }

  /// Kills every tracked session, every process in it. Not for a signal handler (it lists processes).
  private static func endAll() {
    signalAll(SIGKILL)
    for index in 0..<capacity {
      let value = slots[index].load(ordering: .relaxed)
      if value != 0 { GroupSpawn.killSession(abs(value)) }
    }
  }

  /// Sets up the exit and stop handlers, once.
  private static func installHandlers() {
    guard !installed.load(ordering: .relaxed),
      installed.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged
    else { return }
    _ = slots
    _ = pendingSignal.load(ordering: .relaxed)
    _ = buildsRunning.load(ordering: .relaxed)
    atexit { ProcessGroups.endAll() }
    var wake: [Int32] = [-1, -1]
    guard pipe(&wake) == 0 else { return }
    for end in wake { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    stopPipe.store(wake[1], ordering: .relaxed)
    let reader = wake[0]
    Thread.detachNewThread {
      // A parent that started the tool from a thread blocking these signals
      // (as Foundation's `Process` may) passes the mask on; this thread takes
      // them, so the tool still stops, and cleans up, when asked.
      var signals = sigset_t()
      sigemptyset(&signals)
      for stop in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, stop) }
      pthread_sigmask(SIG_UNBLOCK, &signals, nil)
      while true {
        var signal: Int32 = 0
        let count = read(reader, &signal, MemoryLayout<Int32>.size)
        if count < 0 && errno == EINTR { continue }
        guard count == MemoryLayout<Int32>.size else { return }
        ProcessGroups.endAll()
        // A running build removes its folder first, then raises the signal itself.
        guard ProcessGroups.buildsRunning.load(ordering: .relaxed) == 0 else { continue }
        _ = scp_default_action(signal)
        kill(getpid(), signal)
      }
    }
    // A signal the tool's parent ignores (or a handler of the tool's own) is left as it is.
    for stop in [SIGINT, SIGTERM, SIGHUP] { _ = scp_handle_unless_set(stop) { signal in ProcessGroups.stop(signal) } }
  }

  /// The stop handler: kills every leader's group, notes the signal for a
  /// running build and wakes the stop thread, which does the rest. Async-signal-safe.
  private static func stop(_ signal: Int32) {
    signalAll(SIGKILL)
    pendingSignal.store(signal, ordering: .relaxed)
    var value = signal
    guard write(stopPipe.load(ordering: .relaxed), &value, MemoryLayout<Int32>.size) == MemoryLayout<Int32>.size
    else {
      _ = scp_default_action(signal)
      raise(signal)
      return
    }
  }
}
