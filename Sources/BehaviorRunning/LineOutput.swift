import Foundation

/// Lines of output gathered in a buffer and written in blocks of about
/// 64 KiB, when asked (``flush()``), and when the output is released.
///
/// A batch run flushes whenever it is about to wait for input, so a pipe
/// that feeds one line at a time gets each answer at once, and a file of
/// millions of lines is written in large blocks.
public final class LineOutput {
  private var buffer: [UInt8] = []
  private let blockBytes: Int
  private let sink: (UnsafeRawBufferPointer) -> Void

  /// Output handed to `sink` in blocks.
  public init(blockBytes: Int = 1 << 16, sink: @escaping (UnsafeRawBufferPointer) -> Void) {
    self.blockBytes = blockBytes
    self.sink = sink
    buffer.reserveCapacity(blockBytes + 4096)
  }

  /// Standard output, written with `write(2)`.
  public static func standardOutput() -> LineOutput {
    LineOutput { bytes in
      var rest = bytes
      while !rest.isEmpty {
        let count = write(STDOUT_FILENO, rest.baseAddress!, rest.count)
        if count < 0 {
          if errno == EINTR { continue }
          return
        }
        rest = UnsafeRawBufferPointer(rebasing: rest[count...])
      }
    }
  }

  deinit {
    flush()
  }

  /// Appends one line: what `write` appends, then a newline.
  public func appendLine(_ write: (inout [UInt8]) -> Void) {
    write(&buffer)
    buffer.append(UInt8(ascii: "\n"))
    if buffer.count >= blockBytes { flush() }
  }

  /// Appends `text` as one line.
  public func appendLine(_ text: String) {
    appendLine { $0.append(contentsOf: text.utf8) }
  }

  /// Writes out what is gathered.
  public func flush() {
    guard !buffer.isEmpty else { return }
    buffer.withUnsafeBytes(sink)
    buffer.removeAll(keepingCapacity: true)
  }
}
