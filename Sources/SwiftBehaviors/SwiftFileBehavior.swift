import Foundation
import ScrollTargets

/// A behavior written in Swift, in a `.swift` file as for an iOS app, run in
/// a helper process of its own (see ``SwiftBehaviorBuild``).
///
/// The behavior is trusted but may not take the tool down: a trap or an
/// endless loop costs the call it happened in, which fails with `crash`
/// (naming the signal) or `timeout`; the helper is started again for the next
/// call. ``tryUpdateTargets(_:)`` sends many calls per round trip.
public final class SwiftFileBehavior: FallibleScrollTargetBehavior, BatchScrollTargetBehavior {
  /// The file as the user named it (`Pager.swift`, or `Pager.swift:Type`).
  public let spec: String
  /// The built helper.
  public let product: SwiftBehaviorBuild.Product
  /// The wall-clock time one round trip may take, in seconds. Default 1.
  ///
  /// A batch that overruns it is run again one call at a time, so only the
  /// call that loops fails.
  public var callSeconds: Double
  private var helper: HelperProcess?
  /// The request being written and the last response's payload, kept from
  /// one exchange to the next so that their room is reused.
  private var writer = ScrollScriptWire.Writer()
  private var payload: [UInt8] = []

  /// Builds `spec` (or finds it in the cache) and prepares to run it.
  ///
  /// - Throws: ``SwiftBehaviorError`` when the file cannot be built.
  public init(_ spec: String, build: SwiftBehaviorBuild? = nil, callSeconds: Double = 1) throws(SwiftBehaviorError) {
    self.spec = spec
    let builder: SwiftBehaviorBuild
    if let build { builder = build } else { builder = try SwiftBehaviorBuild() }
    self.product = try builder.build(spec)
    self.callSeconds = callSeconds
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

  /// Runs `updateTarget` on every call, in one round trip when none fails.
  /// After a crash or a timeout the calls are run one by one, so that only
  /// the calls that fail do; the others keep their results.
  public func tryUpdateTargets(_ calls: [(target: ScrollTarget, context: TargetContext)]) -> [Result<
    ScrollTarget, BehaviorFailure
  >] {
    switch send(calls[...]) {
    case .success(let targets):
      return targets.map { .success($0) }
    case .failure(let failure) where calls.count == 1:
      return [.failure(failure)]
    case .failure:
      return calls.indices.map { index in send(calls[index...index]).map { $0[0] } }
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

  private func malformed() -> BehaviorFailure {
    helper = nil
    return BehaviorFailure(.crash, "the helper answered with a malformed frame", location: product.executable.path)
  }

  /// One round trip of the request `write` puts in the writer, starting the
  /// helper when there is none; the response's payload is then in `payload`.
  private func exchange(_ write: (inout ScrollScriptWire.Writer) -> Void) -> Result<Void, BehaviorFailure> {
    do throws(BehaviorFailure) {
      let helper: HelperProcess
      if let running = self.helper {
        helper = running
      } else {
        helper = try HelperProcess(executable: product.executable)
      }
      self.helper = helper
      write(&writer)
      switch helper.exchange(&writer, seconds: callSeconds, payload: &payload) {
      case .response:
        return .success(())
      case .timedOut:
        self.helper = nil
        return .failure(
          BehaviorFailure(.timeout, "the call took longer than \(callSeconds) s; it was stopped", location: spec))
      case .crashed(let signal, let status, let message):
        self.helper = nil
        let how = signal.map { "crashed on signal \($0) (\(Self.signalName($0)))" } ?? "exited with status \(status)"
        return .failure(BehaviorFailure(.crash, how + (message.isEmpty ? "" : ": \(message)"), location: spec))
      }
    } catch {
      return .failure(error)
    }
  }

  private static func signalName(_ signal: Int32) -> String {
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
