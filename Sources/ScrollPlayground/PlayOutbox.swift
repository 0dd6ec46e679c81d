import Foundation

/// One page's outgoing messages, waiting for the socket's writer, bounded in bytes.
///
/// A page that sends but never reads would otherwise make the server queue
/// its answers without end: every gesture and rotation is answered. Once
/// more than ``limit`` bytes wait unread, the outbox closes; the server then
/// ends the connection, and the page says it was disconnected.
public final class PlayOutbox: @unchecked Sendable {
  /// The most bytes a page may leave unread: 8 MiB, room for a few landing
  /// maps (the largest message, about 1 MiB of SVG) and thousands of frames.
  public static let defaultLimit = 8 << 20

  /// The messages in the order they were sent, for the socket's writer.
  public let messages: AsyncStream<String>
  public let limit: Int
  private let continuation: AsyncStream<String>.Continuation
  private let lock = NSLock()
  private var waiting = 0
  private var closed = false

  public init(limit: Int = PlayOutbox.defaultLimit) {
    self.limit = limit
    (messages, continuation) = AsyncStream<String>.makeStream()
  }

  /// The bytes queued and not yet written.
  public var waitingBytes: Int { lock.withLock { waiting } }
  /// Whether the outbox closed: the page left too much unread, or the connection ended.
  public var isClosed: Bool { lock.withLock { closed } }

  /// Queues `text`. Returns false, and closes the outbox, when that would
  /// leave more than ``limit`` bytes unread; false too once it is closed.
  @discardableResult
  public func send(_ text: String) -> Bool {
    let bytes = text.utf8.count
    let accepted = lock.withLock { () -> Bool in
      guard !closed else { return false }
      guard waiting + bytes <= limit else {
        closed = true
        return false
      }
      waiting += bytes
      return true
    }
    if accepted { continuation.yield(text) } else { continuation.finish() }
    return accepted
  }

  /// The writer wrote a message of `bytes` bytes to the socket.
  public func wrote(_ bytes: Int) {
    lock.withLock { waiting -= bytes }
  }

  /// No more messages: the writer ends once it has written those queued.
  public func close() {
    lock.withLock { closed = true }
    continuation.finish()
  }
}
