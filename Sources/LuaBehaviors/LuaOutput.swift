import CLuaBridge
import ScrollTargets

/// Collects what a script sends out of its sandbox: `print`ed lines and,
/// during `onScrollGeometryChange`, `emit`ted events.
///
/// The C host calls back into it through plain C function pointers while the
/// script runs; the callbacks only append, they never call back into Lua.
final class LuaOutput {
  /// The printed lines, oldest first; at most `maxLines` of them.
  private(set) var lines: [String] = []
  /// The most lines kept.
  let maxLines: Int
  /// Called with every printed line, as it is printed.
  var printHandler: ((String) -> Void)?
  /// Whether printed lines, with their locations, are kept for ``takeLog()``.
  var keepsLog = false
  /// The lines kept for ``takeLog()``: the first `maxLines` since the last take.
  /// Unchecked: only this class touches it, one call at a time, and the
  /// dynamic exclusivity check was most of what an empty take cost per case.
  @exclusivity(unchecked) private var log = PrintLog()
  /// The events emitted since the last ``takeEvents()``.
  private var events: [(name: String, value: String)] = []

  init(maxLines: Int) {
    self.maxLines = max(0, maxLines)
  }

  /// Drops the kept lines.
  func clearLines() {
    lines.removeAll()
  }

  /// Returns the emitted events and forgets them.
  func takeEvents() -> [(name: String, value: String)] {
    defer { events.removeAll(keepingCapacity: true) }
    return events
  }

  /// Returns the lines kept since the last take and forgets them.
  func takeLog() -> PrintLog {
    // The common call printed nothing: no copy, no allocation.
    guard !log.isEmpty else { return PrintLog() }
    defer { log = PrintLog() }
    return log
  }

  fileprivate func print(_ line: String, location: @autoclosure () -> String) {
    printHandler?(line)
    if keepsLog {
      if log.lines.count < maxLines {
        log.lines.append(PrintLog.Line(location: location(), text: line))
      } else {
        log.dropped += 1
      }
    }
    guard maxLines > 0 else { return }
    if lines.count == maxLines { lines.removeFirst() }
    lines.append(line)
  }

  fileprivate func emit(name: String, value: String) {
    events.append((name, value))
  }

  /// The callbacks for the C host. `self` must outlive the host.
  var cOutput: slb_output {
    slb_output(
      context: Unmanaged.passUnretained(self).toOpaque(),
      print: { context, text, length, location in
        guard let context else { return }
        let output = Unmanaged<LuaOutput>.fromOpaque(context).takeUnretainedValue()
        output.print(LuaOutput.string(text, length), location: location.map { String(cString: $0) } ?? "")
      },
      emit: { context, name, nameLength, value, valueLength in
        guard let context else { return }
        let output = Unmanaged<LuaOutput>.fromOpaque(context).takeUnretainedValue()
        output.emit(name: LuaOutput.string(name, nameLength), value: LuaOutput.string(value, valueLength))
      })
  }

  /// The string of `length` bytes at `bytes` (Lua strings are bytes; invalid UTF-8 is repaired).
  static func string(_ bytes: UnsafePointer<CChar>?, _ length: Int) -> String {
    guard let bytes else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
  }
}
