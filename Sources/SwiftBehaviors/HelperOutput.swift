import Foundation
import ScrollTargets

/// What a helper writes to its standard output and error (a behavior's
/// `print`, the runtime's last words), cut into lines and kept within the
/// bounds a Lua script's `print` has: while a caller collects prints, the
/// first ``maxLines`` lines since the last take, each cut to
/// ``maxLineBytes`` bytes, the rest counted as dropped; and always the last
/// few lines, for a crash's message. Nothing else is stored: a flood costs
/// the time to read it, not memory or disk. Shared by a behavior and the
/// helpers it starts one after another.
final class HelperOutput {
  /// The bytes a line keeps: 4096, as a Lua script's `print` (`OUTPUT_TEXT` in `Sources/CLuaBridge/sandbox.c`).
  static let maxLineBytes = 4096
  /// The most bytes of a print mark: byte 1, a line number of up to 20 digits, byte 2.
  static let markBytes = 22
  /// The last lines kept for a crash's message.
  static let tailLines = 8

  /// The lines kept for a take; the first 1000 by default, as `BehaviorLimits.logLines`.
  let maxLines: Int
  /// Where every line is said to come from: the behavior file as the user named it.
  let location: String
  /// Whether lines are kept for ``take()``.
  var keepsLog = false
  private var log = PrintLog()
  /// The last lines, for ``lastWords``, oldest first.
  private var tail: [String] = []
  /// The last line that holds the runtime's `Fatal error`, which its stack trace may follow.
  private var lastFatal: String?
  /// The addresses of the last trap line (``ScrollScriptTrapReport``), the faulting one first; empty when none came.
  private(set) var trapAddresses: [UInt] = []
  /// The line being read, at most ``maxLineBytes`` of it.
  private var partial: [UInt8] = []

  init(maxLines: Int, location: String) {
    self.maxLines = max(0, maxLines)
    self.location = location
  }

  /// Forgets the last words of the helper before: a new one starts.
  func restart() {
    tail.removeAll()
    lastFatal = nil
    trapAddresses = []
    partial.removeAll()
  }

  /// Takes `bytes` as the next bytes the helper wrote.
  func append(_ bytes: UnsafeRawBufferPointer) {
    var start = 0
    for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
      keep(bytes[start..<index])
      finishLine()
      start = index + 1
    }
    keep(bytes[start..<bytes.count])
  }

  private func keep(_ bytes: Slice<UnsafeRawBufferPointer>) {
    // Room for the line and a print mark at its start, which is stripped.
    let room = Self.maxLineBytes + Self.markBytes - partial.count
    if room > 0 { partial += bytes.prefix(room) }
  }

  private func finishLine() {
    var line = String(decoding: partial, as: UTF8.self)
    partial.removeAll(keepingCapacity: true)
    if line.hasPrefix(ScrollScriptWire.trapPrefix) {
      trapAddresses = line.dropFirst(ScrollScriptWire.trapPrefix.count).split(separator: " ").compactMap {
        UInt($0, radix: 16)
      }
      return
    }
    var lineLocation = location
    var marked = false
    if line.contains("\u{1}") {
      let (text, number) = Self.strippingMarks(line)
      line = text
      if let number {
        lineLocation = "\(location):\(number)"
        marked = true
      }
    }
    if line.utf8.count > Self.maxLineBytes {
      line = String(decoding: line.utf8.prefix(Self.maxLineBytes), as: UTF8.self)
    }
    if tail.count == Self.tailLines { tail.removeFirst() }
    tail.append(line)
    let isFatal = line.contains("Fatal error")
    if isFatal { lastFatal = line.trimmingCharacters(in: .whitespaces) }
    // The runtime's own last words are the failure's message, not a printed line.
    guard keepsLog, marked || !isFatal else { return }
    if log.lines.count < maxLines {
      log.lines.append(PrintLog.Line(location: lineLocation, text: line))
    } else {
      log.dropped += 1
    }
  }

  /// `line` without its print marks (``ScrollScriptWire/printMark(line:)``), and the line number of the first.
  static func strippingMarks(_ line: String) -> (text: String, line: Int?) {
    var text = ""
    var first: Int?
    var rest = Substring(line)
    while let open = rest.firstIndex(of: "\u{1}") {
      text += rest[..<open]
      let digits = rest[rest.index(after: open)...].prefix(while: \.isASCII).prefix(while: \.isNumber)
      let close = digits.endIndex
      guard !digits.isEmpty, digits.count <= 18, close < rest.endIndex, rest[close] == "\u{2}" else {
        text.append("\u{1}")
        rest = rest[rest.index(after: open)...]
        continue
      }
      if first == nil { first = Int(digits) }
      rest = rest[rest.index(after: close)...]
    }
    return (text + rest, first)
  }

  /// Ends a line left open (the helper died mid-line, or answered without a line break).
  func flush() {
    if !partial.isEmpty { finishLine() }
  }

  /// The lines kept since the last take, and forgets them.
  func take() -> PrintLog {
    guard !log.isEmpty else { return PrintLog() }
    defer { log = PrintLog() }
    return log
  }

  /// The runtime's last `Fatal error: …` line, else the last non-empty line.
  var lastWords: String {
    let lines = (tail + [String(decoding: partial, as: UTF8.self)]).map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    return lines.last(where: { $0.contains("Fatal error") }) ?? lastFatal ?? lines.last ?? ""
  }
}
