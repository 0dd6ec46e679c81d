import Foundation
import ScrollSimulation

/// Reads a file (or standard input) one line at a time in constant memory.
///
/// Lines end at `\n`; a trailing `\r` is dropped. Reading is buffered in 64 KiB
/// chunks, so a file of any length is read with a bounded buffer: at most one
/// line of ``maximumLineBytes`` and one chunk. A longer line is skipped to its
/// end without being kept, and returned empty with ``lastLineWasCut`` set.
public struct LineReader: Sequence, IteratorProtocol {
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  /// Where the unread part of `buffer` begins.
  private var start = 0
  private var atEnd = false
  /// The number of the line last returned, from 1.
  public private(set) var lineNumber = 0
  /// Whether the line last returned was longer than ``maximumLineBytes`` (it is then empty).
  public private(set) var lastLineWasCut = false
  /// The longest line kept (64 MiB): a case with a million children fits.
  public static let maximumLineBytes = 64 << 20

  /// Opens `path` (a regular file: a FIFO, a device or a folder is refused at
  /// once), or standard input for `-`.
  ///
  /// - Throws: ``InputFileError`` naming the path and the reason.
  public init(path: String) throws(InputFileError) {
    if path == "-" {
      handle = .standardInput
    } else {
      handle = try InputFile.open(path)
    }
  }

  /// The next line without its newline, or `nil` at the end.
  public mutating func next() -> Data? {
    var searchFrom = start
    var cut = false
    while true {
      if let newline = buffer[searchFrom...].firstIndex(of: UInt8(ascii: "\n")) {
        if newline - start > Self.maximumLineBytes { cut = true }
        var end = newline
        if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        defer { start = newline + 1 }
        lineNumber += 1
        lastLineWasCut = cut
        return cut ? Data() : Data(buffer[start..<end])
      }
      if atEnd {
        guard start < buffer.count || cut else { return nil }
        defer { start = buffer.count }
        lineNumber += 1
        lastLineWasCut = cut
        return cut ? Data() : Data(buffer[start...])
      }
      if buffer.count - start > Self.maximumLineBytes {
        // Too long to keep: forget it, and read on to its end.
        cut = true
        buffer.removeAll(keepingCapacity: true)
        start = 0
      }
      // Drop what was read before growing the buffer, so it holds at most one
      // line plus one chunk.
      buffer.removeFirst(start)
      start = 0
      searchFrom = buffer.count
      let chunk = handle.readData(ofLength: 1 << 16)
      if chunk.isEmpty { atEnd = true } else { buffer.append(contentsOf: chunk) }
    }
  }
}
