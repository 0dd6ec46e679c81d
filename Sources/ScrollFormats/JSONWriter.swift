import Foundation

/// JSON written a piece at a time, for documents too large to hold whole.
///
/// Values go into a buffer in the bytes Foundation's JSONEncoder writes with
/// `.sortedKeys` and `.withoutEscapingSlashes` (``JSONText``), and the buffer
/// is handed to the sink each time it holds ``chunkBytes``: what the writer
/// keeps is one chunk, whatever the document's size. The caller writes the
/// keys in sorted order and the punctuation between values, as
/// ``raw(_:)`` text.
///
/// ```swift
/// var out = JSONWriter { bytes in print(String(decoding: bytes, as: UTF8.self), terminator: "") }
/// out.raw("{\"a\":")
/// out.numbers([1, 0.5, nil])
/// out.raw("}")
/// out.flush()  // {"a":[1,0.5,null]}
/// ```
public struct JSONWriter {
  /// The bytes gathered before they are handed to the sink: 64 KiB.
  public static let chunkBytes = 1 << 16

  private var buffer: [UInt8] = []
  private let sink: ([UInt8]) -> Void

  /// A writer that hands its bytes to `sink`, a chunk at a time.
  public init(sink: @escaping ([UInt8]) -> Void) {
    self.sink = sink
    buffer.reserveCapacity(Self.chunkBytes + 64)
  }

  /// A writer to standard output. What `print` left in C's buffers goes out
  /// first (`fflush`), so the two keep their order; a failed write (a closed
  /// pipe) loses the rest of the document, as it would for `print`.
  public static func standardOutput() -> JSONWriter {
    JSONWriter { bytes in
      fflush(nil)
      try? FileHandle.standardOutput.write(contentsOf: Data(bytes))
    }
  }

  /// Appends `text` as it is: punctuation and keys (`{"name":`).
  public mutating func raw(_ text: StaticString) {
    JSONText.append(raw: text, to: &buffer)
    flushIfFull()
  }

  /// Appends `text` as a JSON string, escaped as JSONEncoder escapes it.
  public mutating func string(_ text: String) {
    JSONText.append(text, to: &buffer)
    flushIfFull()
  }

  /// Appends `value` as JSONEncoder writes a double (`390`, `0.5`, `-0`), or
  /// `null` when it is not finite: JSON has no such number.
  public mutating func number(_ value: Double) {
    if !JSONText.append(value, to: &buffer) { JSONText.append(raw: "null", to: &buffer) }
    flushIfFull()
  }

  /// Appends `value` in decimal.
  public mutating func number(_ value: Int) {
    buffer.append(contentsOf: String(value).utf8)
    flushIfFull()
  }

  /// Appends `true` or `false`.
  public mutating func boolean(_ value: Bool) {
    raw(value ? "true" : "false")
  }

  /// Appends `[a,b,…]`, `null` for each `nil`.
  public mutating func numbers(_ values: [Double?]) {
    raw("[")
    for index in values.indices {
      if index > 0 { raw(",") }
      if let value = values[index] { number(value) } else { raw("null") }
    }
    raw("]")
  }

  /// Appends `[a,b,…]`, `null` for each `nil`.
  public mutating func numbers(_ values: [Int?]) {
    raw("[")
    for index in values.indices {
      if index > 0 { raw(",") }
      if let value = values[index] { number(value) } else { raw("null") }
    }
    raw("]")
  }

  /// Hands what is gathered to the sink: call it once the document is written.
  public mutating func flush() {
    guard !buffer.isEmpty else { return }
    sink(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  private mutating func flushIfFull() {
    if buffer.count >= Self.chunkBytes { flush() }
  }
}
