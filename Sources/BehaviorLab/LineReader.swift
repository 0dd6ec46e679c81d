import Foundation

/// Reads a file (or standard input) one line at a time in constant memory.
///
/// Lines end at `\n`; a trailing `\r` is dropped. Reading is buffered in 64 KiB
/// chunks, so a file of any length is read with a bounded buffer (one line must
/// fit in memory).
public struct LineReader: Sequence, IteratorProtocol {
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  /// Where the unread part of `buffer` begins.
  private var start = 0
  private var atEnd = false
  /// The number of the line last returned, from 1.
  public private(set) var lineNumber = 0

  /// Opens `path`, or standard input for `-`.
  ///
  /// - Throws: an error that names the path when it cannot be opened.
  public init(path: String) throws {
    if path == "-" {
      handle = .standardInput
    } else {
      guard FileManager.default.isReadableFile(atPath: path), let handle = FileHandle(forReadingAtPath: path) else {
        throw LineReaderError.unreadable(path)
      }
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        throw LineReaderError.unreadable(path)
      }
      self.handle = handle
    }
  }

  /// The next line without its newline, or `nil` at the end.
  public mutating func next() -> Data? {
    var searchFrom = start
    while true {
      if let newline = buffer[searchFrom...].firstIndex(of: UInt8(ascii: "\n")) {
        var end = newline
        if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        defer { start = newline + 1 }
        lineNumber += 1
        return Data(buffer[start..<end])
      }
      if atEnd {
        guard start < buffer.count else { return nil }
        defer { start = buffer.count }
        lineNumber += 1
        return Data(buffer[start...])
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

/// Why a file could not be read.
public enum LineReaderError: Error, CustomStringConvertible {
  case unreadable(String)

  public var description: String {
    switch self {
    case .unreadable(let path): "\(path): cannot read: no such file, or not a readable file"
    }
  }
}
