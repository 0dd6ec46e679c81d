import Foundation

/// A one-line progress report on standard error, drawn only on a terminal
/// (silent when standard error is piped or a file), at most ten times a second.
final class ProgressLine: @unchecked Sendable {
  private let label: String
  private let total: Int
  private let enabled = isatty(STDERR_FILENO) == 1
  private let lock = NSLock()
  private var lastDrawn = Date.distantPast

  init(_ label: String, total: Int) {
    self.label = label
    self.total = total
  }

  /// Reports that `done` of the total are done; safe to call from any thread.
  func update(_ done: Int) {
    guard enabled else { return }
    lock.lock()
    defer { lock.unlock() }
    let now = Date()
    guard now.timeIntervalSince(lastDrawn) >= 0.1 else { return }
    lastDrawn = now
    let percent = total == 0 ? 100 : min(100, 100 * done / total)
    FileHandle.standardError.write(Data("\r\u{1B}[2K\(label): \(min(done, total))/\(total) (\(percent) %)".utf8))
  }

  /// Shows `text` in place of the line: what is being done, when no count says it.
  @Sendable func say(_ text: String) {
    guard enabled else { return }
    lock.lock()
    defer { lock.unlock() }
    FileHandle.standardError.write(Data("\r\u{1B}[2K\(label): \(text)".utf8))
  }

  /// Erases the line.
  func finish() {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
  }
}
