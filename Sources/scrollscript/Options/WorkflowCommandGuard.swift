import Foundation
import ScrollReporting

/// Keeps a run with `--report github` from carrying workflow commands it did
/// not write (``WorkflowCommandText`` says which lines read as commands).
///
/// Once ``install()`` runs, both streams pass through a pipe of their own,
/// read line by line on a thread and defused. The tool's own annotations, already
/// escaped (``GitHubAnnotations``), go straight to the real standard output
/// (``annotate(_:)``). At exit the pipes are drained, so no line is lost.
enum WorkflowCommandGuard {
  /// The real standard output, once installed.
  nonisolated(unsafe) private static var realOutput: Int32 = -1
  nonisolated(unsafe) private static var filters: [Filter] = []

  /// Routes standard output and standard error through the filter, until the process exits.
  static func install() {
    guard realOutput < 0 else { return }
    fflush(nil)
    let outputs = [STDOUT_FILENO, STDERR_FILENO].compactMap(Filter.init)
    guard outputs.count == 2 else {
      // One stream without its filter: neither is filtered, and the annotations print as they would.
      for filter in outputs { filter.finish() }
      return
    }
    filters = outputs
    realOutput = outputs[0].real
    atexit {
      fflush(nil)
      for filter in WorkflowCommandGuard.filters { filter.finish() }
    }
  }

  /// Prints `line`, an annotation the tool made, as a command the runner reads.
  static func annotate(_ line: String) {
    guard realOutput >= 0 else {
      print(line)
      return
    }
    fflush(nil)
    let data = Data((line + "\n").utf8)
    data.withUnsafeBytes { bytes in writeAll(realOutput, bytes) }
  }

  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
  }

  /// One stream's pipe and the thread that copies it, line by line, to where the stream went before.
  final class Filter: @unchecked Sendable {
    let stream: Int32
    let real: Int32
    private let readEnd: Int32
    private let done = DispatchSemaphore(value: 0)

    init?(_ stream: Int32) {
      var ends: [Int32] = [0, 0]
      // The copies the tool keeps are closed in every process it starts; the stream itself is inherited.
      let real = fcntl(stream, F_DUPFD_CLOEXEC, 0)
      guard real >= 0, pipe(&ends) == 0, dup2(ends[1], stream) >= 0 else { return nil }
      close(ends[1])
      _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
      self.stream = stream
      self.real = real
      self.readEnd = ends[0]
      Thread.detachNewThread { [self] in copy() }
    }

    private func copy() {
      var pending = Data()
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = read(readEnd, &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        if count <= 0 { break }
        pending.append(contentsOf: buffer[0..<count])
        // Whole lines go out as they come; a partial one waits for its end (or the stream's).
        if let last = pending.lastIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
          emit(pending[...last])
          pending = Data(pending[(last + 1)...])
        }
      }
      if !pending.isEmpty { emit(pending[...]) }
      done.signal()
    }

    /// Writes `chunk` to the real stream, each line defused.
    private func emit(_ chunk: Data.SubSequence) {
      let out = WorkflowCommandText.defusingLines(String(decoding: chunk, as: UTF8.self))
      Data(out.utf8).withUnsafeBytes { WorkflowCommandGuard.writeAll(real, $0) }
    }

    /// Ends the stream's pipe and waits until its last line is out.
    func finish() {
      dup2(real, stream)
      _ = done.wait(timeout: .now() + 5)
    }
  }
}
