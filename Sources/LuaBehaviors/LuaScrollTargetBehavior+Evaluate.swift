import CLuaBridge
import Foundation
import ScrollTargets

/// The outcome of evaluating REPL input in a script's state.
public enum LuaEvaluation: Equatable, Sendable {
  /// The input ran; `text` is its results' `tostring`s joined by tabs ("" for none).
  case value(String)
  /// The input ends inside an open block or string: read another line and try again.
  case incomplete
}

extension LuaScrollTargetBehavior {
  /// Evaluates `code` in the script's globals, as the standalone `lua`
  /// interpreter does: first as `return <code>` (an expression), then as
  /// statements. Globals it sets stay set, so the next call of `updateTarget`
  /// sees them. It runs under the load budget of ``limits`` (1 s and 10 million
  /// instructions by default) and stops early after ``interruptRunningCall()``.
  ///
  /// ```swift
  /// try script.evaluate("1 + 1")        // .value("2")
  /// try script.evaluate("for i = 1, 2 do") // .incomplete
  /// ```
  ///
  /// - Throws: `.syntax`, `.runtime`, `.memory`, `.timeout` (also when interrupted).
  public func evaluate(_ code: String) throws(BehaviorFailure) -> LuaEvaluation {
    let host = self.host
    return try host.exclusively { () throws(BehaviorFailure) -> LuaEvaluation in
      var incomplete: Int32 = 0
      var result: UnsafePointer<CChar>?
      var length = 0
      let bytes = Array(code.utf8)
      let status = bytes.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { chars in
          slb_host_evaluate(host.host, chars.baseAddress, chars.count, &incomplete, &result, &length)
        }
      }
      if incomplete != 0 { return .incomplete }
      guard status == SLB_OK else { throw host.failure(status) }
      guard let result else { return .value("") }
      let text = UnsafeRawBufferPointer(start: result, count: length)
      return .value(String(decoding: text, as: UTF8.self))
    }
  }

  /// Whether ``interruptRunningCall()`` stops this script's calls. Default
  /// `false`: only scripts that opt in (a REPL's) can be interrupted.
  public var isInterruptible: Bool {
    get { host.interruptible }
    set {
      host.interruptible = newValue
      slb_host_set_interruptible(host.host, newValue ? 1 : 0)
    }
  }

  /// Asks whatever interruptible script call is running to stop at its next
  /// budget check; it fails as a `.timeout` that says it was interrupted.
  /// Async-signal-safe: a SIGINT handler may call it.
  public static func interruptRunningCall() {
    slb_interrupt()
  }

  /// Whether an interrupt arrived that no call consumed (it came while none ran).
  public static var isInterruptPending: Bool {
    slb_interrupt_pending() != 0
  }

  /// Forgets an interrupt that arrived while no call was running.
  public static func clearInterrupt() {
    slb_clear_interrupt()
  }
}
