import CLuaBridge
import Foundation
import ScrollTargets

/// One sandboxed Lua state running one script: the Swift owner of a C host.
///
/// Not thread-safe: a host (and the behavior that owns it) must be used from
/// one thread at a time. It is not `Sendable`, so Swift 6 enforces this.
final class LuaHost {
  /// The C host; freed with the object.
  let host: OpaquePointer
  /// The host's call buffer, written before each call.
  let call: UnsafeMutablePointer<slb_call>
  /// Where `print` and `emit` go.
  let output: LuaOutput
  /// The script's path, as messages name it.
  let path: String
  /// Whether a call is running (a `print` handler calling back in must not
  /// touch the call buffer the running call reads).
  private var busy = false
  /// Whether interrupt requests stop this host's calls (mirrors the C host's flag).
  var interruptible = false
  /// The children the last call lent, where their buffer is, and their stamp
  /// (`slb_call.targetsStamp`). Holding the array keeps its buffer shared, so
  /// it cannot change in place: the same buffer again means the same children,
  /// known without reading them.
  var lentTargets: [CGRect] = []
  var lentBuffer: UnsafeRawPointer?
  var targetsStamp: UInt64 = 0

  /// Creates a state and loads `source` into it, named `@path`.
  init(source: some Collection<UInt8>, path: String, limits: BehaviorLimits) throws(BehaviorFailure) {
    precondition(
      MemoryLayout<CGRect>.size == 4 * MemoryLayout<Double>.size
        && MemoryLayout<CGRect>.stride == 4 * MemoryLayout<Double>.stride,
      "context.targets is passed to Lua in place: CGRect must be four Doubles")
    let output = LuaOutput(maxLines: limits.logLines)
    var cLimits = limits.cLimits
    guard let host = slb_host_new(&cLimits, output.cOutput) else {
      throw BehaviorFailure(.memory, "out of memory creating a Lua state")
    }
    self.host = host
    self.call = slb_host_call_data(host)
    self.output = output
    self.path = path
    let bytes = Array(source)
    let status = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        slb_host_load(host, chars.baseAddress, chars.count, path)
      }
    }
    if status != SLB_OK { throw failure(status) }
  }

  deinit {
    slb_host_free(host)
  }

  /// Which optional functions the script defines (SLB_DEFINES_* bits).
  var defines: Int32 { slb_host_defines(host) }

  /// The files of the modules the script required while it loaded.
  var modulePaths: [String] {
    (0..<slb_host_module_count(host)).map { String(cString: slb_host_module_path(host, $0)) }
  }

  /// Bytes the state holds now.
  var memoryUsed: Int { slb_host_memory_used(host) }

  func collectGarbage() -> Int { slb_host_collect(host) }

  /// Runs `body` as the only call in progress, or throws when one is already running.
  func exclusively<Result>(_ body: () throws(BehaviorFailure) -> Result) throws(BehaviorFailure) -> Result {
    guard !busy else {
      throw BehaviorFailure(.runtime, "the script is already running a call (re-entrant call from a callback)")
    }
    busy = true
    defer { busy = false }
    return try body()
  }

  /// The failure the host just reported with `status`.
  func failure(_ status: slb_status) -> BehaviorFailure {
    let kind: BehaviorFailure.Kind =
      switch status {
      case SLB_SYNTAX: .syntax
      case SLB_MEMORY: .memory
      case SLB_TIMEOUT: .timeout
      case SLB_INVALID_RESULT: .invalidResult
      default: .runtime
      }
    let location = String(cString: slb_host_failure_location(host))
    let traceback = String(cString: slb_host_failure_traceback(host))
    return BehaviorFailure(
      kind, String(cString: slb_host_failure_message(host)),
      location: location.isEmpty ? nil : location,
      traceback: traceback.split(separator: "\n").map(String.init))
  }
}
