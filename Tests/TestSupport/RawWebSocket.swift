import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A WebSocket client with every byte in the test's hands: any Host and
/// Origin on the handshake, frames that declare any length, and a page that
/// sends without reading. What a hostile page or program could do, and a
/// browser would not let a test do.
public final class RawWebSocket {
  private let socket: Int32
  /// The handshake's answer: its status line and headers.
  public private(set) var answer = ""

  /// Connects to 127.0.0.1:`port` (or fails).
  public init(port: Int) throws {
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw RawWebSocketError("socket: \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(port).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw RawWebSocketError("connect: \(errno)") }
    // Reads wait at most 10 s, so a test that expects an answer fails instead of hanging.
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  }

  deinit { close(socket) }

  /// Sends an HTTP request for `path` with these headers (a WebSocket
  /// upgrade unless `upgrade` is false) and reads the answer's head.
  /// Returns the status code.
  @discardableResult
  public func handshake(path: String, host: String, origin: String?, upgrade: Bool = true) throws -> Int {
    var lines = ["GET \(path) HTTP/1.1", "Host: \(host)"]
    if upgrade {
      lines += [
        "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
        "Sec-WebSocket-Version: 13",
      ]
    }
    if let origin { lines.append("Origin: \(origin)") }
    try write(Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8))
    var head: [UInt8] = []
    while !head.ends(with: Array("\r\n\r\n".utf8)) {
      guard let byte = try readByte() else { break }
      head.append(byte)
    }
    answer = String(decoding: head, as: UTF8.self)
    let status = answer.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    return status ?? 0
  }

  /// Sends a masked text frame holding `text`.
  public func send(_ text: String) throws {
    try write(Self.frame(opcode: 1, payload: Array(text.utf8)))
  }

  /// Sends a frame header that declares `length` bytes, and `body` bytes of it.
  public func sendHeader(declaring length: UInt64, body: Int = 0) throws {
    var bytes: [UInt8] = [0x81, 0x80 | 127]
    bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: length >> (8 * UInt64($0))) }
    bytes += [1, 2, 3, 4]
    bytes += [UInt8](repeating: 0x41, count: body)
    try write(bytes)
  }

  /// The next message's text, or `nil` when the server closed the connection
  /// (a close frame or the end of the stream). Control frames are skipped.
  public func receive() throws -> String? {
    var message: [UInt8] = []
    while true {
      guard let first = try readByte(), let second = try readByte() else { return nil }
      var length = UInt64(second & 0x7f)
      switch length {
      case 126: length = try readBytes(2).reduce(0) { $0 << 8 | UInt64($1) }
      case 127: length = try readBytes(8).reduce(0) { $0 << 8 | UInt64($1) }
      default: break
      }
      // A test's messages are small: a length past 64 MiB is a broken frame, not one to wait for.
      guard length < 1 << 26 else { throw RawWebSocketError("a frame of \(length) bytes") }
      let payload = try readBytes(Int(length))
      switch first & 0x0f {
      case 8: return nil
      case 0, 1, 2:
        message += payload
        if first & 0x80 != 0 { return String(decoding: message, as: UTF8.self) }
      default: continue
      }
    }
  }

  /// What the server sent after the handshake's head, once it ended the
  /// connection; `nil` when the connection is still open after the socket's 10 s.
  public func restUntilClosed() -> String? {
    var bytes: [UInt8] = []
    do {
      while let byte = try readByte() { bytes.append(byte) }
      return String(decoding: bytes, as: UTF8.self)
    } catch {
      return "\(error)".contains("timed out") ? nil : String(decoding: bytes, as: UTF8.self)
    }
  }

  /// Whether the server ended the connection: a read finds the end of the
  /// stream or a close frame within the socket's 10 s, or a write is refused.
  public func isClosedByServer() -> Bool {
    do {
      while try receive() != nil {}
      return true
    } catch {
      return !"\(error)".contains("timed out")
    }
  }

  static func frame(opcode: UInt8, payload: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = [0x80 | opcode]
    switch payload.count {
    case ..<126: bytes.append(0x80 | UInt8(payload.count))
    case ..<65536: bytes += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xff)]
    default:
      bytes.append(0x80 | 127)
      bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: payload.count >> (8 * $0)) }
    }
    let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
    bytes += mask
    bytes += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    return bytes
  }

  private func write(_ bytes: [UInt8]) throws {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      guard count > 0 else { throw RawWebSocketError("send: errno \(errno)") }
      sent += count
    }
  }

  private func readByte() throws -> UInt8? {
    var byte: UInt8 = 0
    let count = recv(socket, &byte, 1, 0)
    if count == 1 { return byte }
    if count == 0 { return nil }
    if errno == EAGAIN || errno == EWOULDBLOCK { throw RawWebSocketError("read timed out") }
    return nil
  }

  private func readBytes(_ count: Int) throws -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    while bytes.count < count {
      guard let byte = try readByte() else { throw RawWebSocketError("the stream ended inside a frame") }
      bytes.append(byte)
    }
    return bytes
  }
}

public struct RawWebSocketError: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
