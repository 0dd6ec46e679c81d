import Foundation
import ScrollTargets

/// A behavior written in Swift, in a `.swift` file as for an iOS app, run in
/// a helper process of its own (see ``SwiftBehaviorBuild``).
///
/// The behavior is trusted but may not take the tool down: a trap, an
/// endless loop or memory past its cap costs the call it happened in, which
/// fails with `crash` (the runtime's message and the line of the file, see
/// ``crashFailure(signal:status:lastWords:)``), `timeout` or `memory`; the helper
/// (with every process it started) is ended, and started again for the next
/// call. ``tryUpdateTargets(_:)`` sends many calls per round trip.
///
/// What the behavior prints is kept as a Lua script's is, when a caller
/// collects it (``PrintingScrollTargetBehavior``): the first ``logLines``
/// lines between takes, each cut to 4096 bytes, the rest counted as dropped.
public final class SwiftFileBehavior: HookedScrollTargetBehavior, BatchScrollTargetBehavior,
  PrintingScrollTargetBehavior, FileBehavior
{
  public var language: String { "swift-file" }

  /// The file as the user named it (`Pager.swift`, or `Pager.swift:Type`).
  public let spec: String
  /// The file's path, where its failures are located.
  public let path: String
  /// The built helper.
  public let product: SwiftBehaviorBuild.Product
  /// The wall-clock time one round trip may take, in seconds. Default 1.
  ///
  /// A batch that overruns it is run again one call at a time, so only the
  /// call that loops fails.
  public var callSeconds: Double
  /// The cap on the helper's memory, in bytes: its data (`RLIMIT_DATA`: heap,
  /// anonymous mappings, thread stacks), which Linux enforces, and the growth
  /// of its resident size, which a watchdog in the helper bounds (the bound on
  /// macOS). Default ``defaultMemoryBytes``.
  public let memoryBytes: Int
  /// Whether the helper is bounded by its resident-size watchdog alone, as on
  /// macOS (for the tests of that path on Linux).
  var memoryWatchdogOnly = false
  /// The default memory cap: 64 MiB, the default of `--memory` (a Lua
  /// script's cap, `BehaviorLimits.memoryBytes`). A helper starts in about 8 MiB.
  public static let defaultMemoryBytes = 64 << 20
  /// The printed lines kept between two takes: 1000, as `BehaviorLimits.logLines`.
  public static let logLines = 1000
  private var helper: HelperProcess?
  /// The running helper's process group, once a call started it.
  var helperGroup: pid_t? { helper?.group }
  let output: HelperOutput
  /// The traps met, by their addresses, as the symbolizer read them: a case that traps once traps often.
  var traps: [[UInt]: TrapSymbolizer.Trap] = [:]
  /// The request being written and the last response's payload, kept from
  /// one exchange to the next so that their room is reused.
  private var writer = ScrollScriptWire.Writer()
  private var payload: [UInt8] = []

  /// Builds `spec` (or finds it in the cache) and prepares to run it.
  ///
  /// - Throws: ``SwiftBehaviorError`` when the file cannot be built.
  public init(
    _ spec: String, build: SwiftBehaviorBuild? = nil, callSeconds: Double = 1,
    memoryBytes: Int = SwiftFileBehavior.defaultMemoryBytes
  ) throws(SwiftBehaviorError) {
    self.spec = spec
    self.path = SwiftBehaviorBuild.split(spec).path
    let builder: SwiftBehaviorBuild
    if let build { builder = build } else { builder = try SwiftBehaviorBuild() }
    self.product = try builder.build(spec)
    self.callSeconds = callSeconds
    self.memoryBytes = memoryBytes
    self.output = HelperOutput(maxLines: Self.logLines, location: path)
  }

  public var keepsPrintLog: Bool {
    get { output.keepsLog }
    set { output.keepsLog = newValue }
  }

  public func takePrintLog() -> PrintLog { output.take() }

  /// Sends SIGINT to every running helper's process group (its call fails as
  /// a `crash` on signal 2) and ends every compiler (its build fails as
  /// interrupted): Ctrl-C for a command that handles it itself. Async-signal-safe
  /// once ``prepareForInterrupts()`` has run.
  public static func interruptRunningCalls() {
    ProcessGroups.interruptHelpers()
  }

  /// Sets up what ``interruptRunningCalls()`` touches; call it before installing a signal handler that calls it.
  public static func prepareForInterrupts() {
    ProcessGroups.signalAll(0, helpers: false, compilers: false)
  }

  /// The SwiftUI entry point: a failed call leaves `target` unchanged.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    try? tryUpdateTarget(&target, context: context)
  }

  public func tryUpdateTarget(_ target: inout ScrollTarget, context: TargetContext) throws(BehaviorFailure) {
    target = try tryUpdateTargets([(target, context)])[0].get()
  }

  public func tryProperties(context: PropertiesContext) throws(BehaviorFailure) -> Properties {
    try exchange { writer in
      writer.byte(ScrollScriptWire.propertiesCall)
      writer.count(1)
      writer.propertiesContext(context)
    }.get()
    guard payload.count == 1 else { throw malformed() }
    return Properties(limitsScrolls: payload[0] == 1)
  }

  /// The hooks the behavior has (``ScrollScriptWire/hooksCall``'s answer), once asked.
  private var hooks: UInt8?

  public var observesGeometry: Bool { hookBits & ScrollScriptWire.geometryHook != 0 }
  public var observesPhases: Bool { hookBits & ScrollScriptWire.phaseHook != 0 }

  /// Which hooks the behavior has, asked of the helper once; none when it cannot answer (its calls then fail too).
  private var hookBits: UInt8 {
    if let hooks { return hooks }
    let answer =
      (try? exchange { writer in
        writer.byte(ScrollScriptWire.hooksCall)
        writer.count(1)
      }.get()).flatMap { payload.count == 1 ? payload[0] : nil }
    hooks = answer ?? 0
    return hooks!
  }

  public func geometryChanged(old: ScrollGeometry, new: ScrollGeometry) throws(BehaviorFailure) -> [(
    name: String, value: String
  )] {
    try hookCall { writer in
      writer.byte(ScrollScriptWire.geometryHookCall)
      writer.count(1)
      writer.geometry(old)
      writer.geometry(new)
    }
  }

  public func phaseChanged(from old: ScrollPhase, to new: ScrollPhase) throws(BehaviorFailure) -> [(
    name: String, value: String
  )] {
    try hookCall { writer in
      writer.byte(ScrollScriptWire.phaseHookCall)
      writer.count(1)
      writer.phase(old)
      writer.phase(new)
    }
  }

  /// One round trip of a hook call: the events it emitted.
  private func hookCall(_ write: (inout ScrollScriptWire.Writer) -> Void) throws(BehaviorFailure) -> [(
    name: String, value: String
  )] {
    try exchange(write).get()
    let events = payload.withUnsafeBytes { bytes -> [(name: String, value: String)]? in
      var reader = ScrollScriptWire.Reader(bytes)
      guard let events = try? reader.events(), reader.offset == bytes.count else { return nil }
      return events
    }
    guard let events else { throw malformed() }
    return events
  }

  /// Runs `updateTarget` on every call, in one round trip when none fails.
  /// After a crash or a timeout the calls are run one by one, so that only
  /// the calls that fail do; the others keep their results.
  public func tryUpdateTargets(_ calls: [(target: ScrollTarget, context: TargetContext)]) -> [Result<
    ScrollTarget, BehaviorFailure
  >] {
    switch send(calls[...]) {
    case .success(let targets):
      return zip(targets, calls).map { checked($0, $1.context) }
    case .failure(let failure) where calls.count == 1:
      return [.failure(failure)]
    case .failure:
      return calls.indices.map { index in
        send(calls[index...index]).flatMap { checked($0[0], calls[index].context) }
      }
    }
  }

  /// `target` as the helper gave it, or why it is no result: one that is not a number is the file's, located
  /// at it as its crashes and timeouts are.
  private func checked(_ target: ScrollTarget, _ context: TargetContext) -> Result<ScrollTarget, BehaviorFailure> {
    do throws(BehaviorFailure) {
      try target.checkResult(containerSize: context.containerSize)
      return .success(target)
    } catch {
      var located = error
      located.location = located.location ?? path
      return .failure(located)
    }
  }

  /// One round trip for `calls`: their results, or why none came.
  private func send(_ calls: ArraySlice<(target: ScrollTarget, context: TargetContext)>) -> Result<
    [ScrollTarget], BehaviorFailure
  > {
    exchange { writer in
      writer.reserve(calls.count * 160)
      writer.byte(ScrollScriptWire.targetCall)
      writer.count(calls.count)
      for call in calls {
        writer.target(call.target)
        writer.context(call.context)
      }
    }.flatMap { decodeTargets(count: calls.count) }
  }

  /// The targets in the last response.
  private func decodeTargets(count: Int) -> Result<[ScrollTarget], BehaviorFailure> {
    let decoded = payload.withUnsafeBytes { bytes -> [ScrollTarget]? in
      var reader = ScrollScriptWire.Reader(bytes)
      var targets: [ScrollTarget] = []
      targets.reserveCapacity(count)
      for _ in 0..<count {
        guard let target = try? reader.target() else { return nil }
        targets.append(target)
      }
      return reader.offset == bytes.count ? targets : nil
    }
    return decoded.map { .success($0) } ?? .failure(malformed())
  }

  /// A reply that does not decode: the helper is ended (its socket may hold anything now).
  private func malformed() -> BehaviorFailure {
    helper = nil
    return BehaviorFailure(
      .crash,
      "malformed reply: the helper's answer does not decode as the results asked for (the behavior, or a process "
        + "it started, wrote to the helper's socket)", location: path)
  }

  /// One round trip of the request `write` puts in the writer, starting the
  /// helper when there is none; the response's payload is then in `payload`.
  private func exchange(_ write: (inout ScrollScriptWire.Writer) -> Void) -> Result<Void, BehaviorFailure> {
    do throws(BehaviorFailure) {
      let helper: HelperProcess
      if let running = self.helper {
        helper = running
      } else {
        helper = try HelperProcess(
          executable: product.executable, memoryBytes: memoryBytes, watchdogOnly: memoryWatchdogOnly, output: output)
      }
      self.helper = helper
      write(&writer)
      switch helper.exchange(&writer, seconds: callSeconds, payload: &payload) {
      case .response:
        return .success(())
      case .timedOut:
        self.helper = nil
        return .failure(
          BehaviorFailure(.timeout, "the call took longer than \(callSeconds) s; it was stopped", location: path))
      case .oversized(let bytes):
        self.helper = nil
        return .failure(
          BehaviorFailure(
            .crash,
            "malformed reply: its header claims \(bytes) bytes, more than the \(ScrollScriptWire.maximumFrameBytes >> 20) "
              + "MiB a reply may hold; refused unread", location: path))
      case .crashed(let signal, let status, let message):
        self.helper = nil
        if Self.isAllocationFailure(message) {
          return .failure(
            BehaviorFailure(
              .memory,
              "went over its memory cap of \(BehaviorLimits.describe(bytes: memoryBytes)) (--memory): \(message)",
              location: path))
        }
        return .failure(crashFailure(signal: signal, status: status, lastWords: message))
      }
    } catch {
      return .failure(error)
    }
  }

  /// Whether the runtime's last words say an allocation failed: what going over `RLIMIT_DATA` looks like.
  static func isAllocationFailure(_ message: String) -> Bool {
    message.contains("failed to allocate") || message.contains("Could not allocate memory")
  }

  static func signalName(_ signal: Int32) -> String {
    switch signal {
    case SIGINT: "SIGINT"
    case SIGILL: "SIGILL"
    case SIGTRAP: "SIGTRAP"
    case SIGABRT: "SIGABRT"
    case SIGBUS: "SIGBUS"
    case SIGFPE: "SIGFPE"
    case SIGSEGV: "SIGSEGV"
    case SIGKILL: "SIGKILL"
    default: "signal \(signal)"
    }
  }
}
