import CPlatform
import Foundation
import ScrollFormats
import ScrollSimulation

/// Reads a file (or standard input) one line at a time in constant memory.
///
/// Lines end at `\n`; a trailing `\r` is dropped. Reading is buffered in 64 KiB
/// chunks, so a file of any length is read with a bounded buffer: at most one
/// line of ``maximumLineBytes`` and one chunk. A longer line is skipped to its
/// end without being kept, and returned empty with ``lastLineWasCut`` set.
///
/// ``withNextLine(beforeReading:_:)`` lends each line's bytes where they lie
/// in the buffer, with no copy; ``next()`` returns a copy.
public struct LineReader: Sequence, IteratorProtocol {
  /// One line, lent for the length of a call.
  public struct Line {
    /// The line's bytes without its newline (empty when it was cut).
    public var bytes: UnsafeRawBufferPointer
    /// Its number, from 1.
    public var number: Int
    /// Whether it was longer than ``LineReader/maximumLineBytes`` and skipped.
    public var wasCut: Bool
  }

  private let handle: FileHandle
  /// Read bytes; those in `start..<end` are not yet returned.
  private var storage = [UInt8](repeating: 0, count: 2 * chunkBytes)
  private var start = 0
  private var end = 0
  private var atEnd = false
  /// The number of the line last returned, from 1.
  public private(set) var lineNumber = 0
  /// Whether the line last returned was longer than ``maximumLineBytes`` (it is then empty).
  public private(set) var lastLineWasCut = false
  /// The longest line kept (64 MiB): a case with a million children fits.
  public static let maximumLineBytes = 64 << 20
  /// How much one read asks for.
  private static let chunkBytes = 1 << 16

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
    withNextLine { Data($0.bytes) }
  }

  /// Calls `body` with the next line, whose bytes are valid only during the
  /// call, and returns what it returns; `nil` at the end. `beforeReading` is
  /// called each time the reader is about to read more input, which may wait:
  /// the moment to write out what is pending.
  public mutating func withNextLine<Result>(
    beforeReading: () -> Void = {}, _ body: (Line) -> Result
  ) -> Result? {
    guard let (range, cut) = nextRange(beforeReading: beforeReading) else { return nil }
    lineNumber += 1
    lastLineWasCut = cut
    let number = lineNumber
    return storage.withUnsafeBytes { bytes in
      body(Line(bytes: UnsafeRawBufferPointer(rebasing: bytes[range]), number: number, wasCut: cut))
    }
  }

  /// Where the next line lies in `storage`, and whether it was cut.
  private mutating func nextRange(beforeReading: () -> Void) -> (Range<Int>, Bool)? {
    var searchFrom = start
    var cut = false
    while true {
      if let newline = firstNewline(in: searchFrom..<end) {
        let lineStart = start
        start = newline + 1
        if cut || newline - lineStart > Self.maximumLineBytes { return (lineStart..<lineStart, true) }
        let lineEnd = newline > lineStart && storage[newline - 1] == UInt8(ascii: "\r") ? newline - 1 : newline
        return (lineStart..<lineEnd, false)
      }
      if atEnd {
        guard start < end || cut else { return nil }
        let lineStart = start
        start = end
        return (cut ? lineStart..<lineStart : lineStart..<end, cut)
      }
      if end - start > Self.maximumLineBytes {
        // Too long to keep: forget it, and read on to its end.
        cut = true
        start = end
      }
      // Move what is unread to the front, so the buffer holds at most one line and one chunk.
      if start > 0 {
        storage.withUnsafeMutableBytes { bytes in
          _ = memmove(bytes.baseAddress!, bytes.baseAddress! + start, end - start)
        }
        end -= start
        start = 0
      }
      searchFrom = end
      if storage.count - end < Self.chunkBytes {
        // Double, up to what the longest line and a chunk need.
        let size = Swift.max(
          end + Self.chunkBytes, Swift.min(2 * storage.count, Self.maximumLineBytes + 2 * Self.chunkBytes))
        var larger = [UInt8](repeating: 0, count: size)
        larger.withUnsafeMutableBytes { _ = memcpy($0.baseAddress!, storage, end) }
        storage = larger
      }
      beforeReading()
      let count = read(into: end..<(end + Self.chunkBytes))
      if count == 0 { atEnd = true } else { end += count }
    }
  }

  private func firstNewline(in range: Range<Int>) -> Int? {
    guard !range.isEmpty else { return nil }
    return storage.withUnsafeBytes { bytes in
      guard let found = memchr(bytes.baseAddress! + range.lowerBound, 0x0A, range.count) else { return nil }
      return UnsafeRawPointer(found) - UnsafeRawPointer(bytes.baseAddress!)
    }
  }

  /// Reads into `range` of the buffer; 0 at the end of the input (or on a
  /// read error, which ends it too).
  private mutating func read(into range: Range<Int>) -> Int {
    let descriptor = handle.fileDescriptor
    return storage.withUnsafeMutableBytes { bytes in
      while true {
        let count = scp_read(descriptor, bytes.baseAddress! + range.lowerBound, range.count)
        if count >= 0 { return count }
        switch errno {
        case EINTR: continue
        case EAGAIN:
          // Standard input left non-blocking by whoever started us: wait for it.
          scp_wait_readable(descriptor)
        default: return 0
        }
      }
    }
  }
}
