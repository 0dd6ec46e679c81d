import Foundation
import ScrollTargets

#if canImport(Glibc)
  import Glibc
#endif

/// One running helper: the compiled behavior in a process of its own, spoken
/// to over a socket pair (its standard input and output). Its standard error
/// goes to an unlinked temporary file, read back when it crashes.
final class HelperProcess {
  /// How an exchange ended.
  enum Outcome {
    /// The response frame's payload is in the buffer given.
    case response
    /// The helper died: by `signal` (or exited with `status`); `message` is the
    /// last line it wrote to standard error (the runtime's "Fatal error: …").
    case crashed(signal: Int32?, status: Int32, message: String)
    case timedOut
  }

  private let pid: pid_t
  private let socket: Int32
  private let log: Int32
  private var isAlive = true

  init(executable: URL) throws(BehaviorFailure) {
    var pair: [Int32] = [-1, -1]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
      throw BehaviorFailure(.crash, "cannot open a socket pair to the helper: \(String(cString: strerror(errno)))")
    }
    var template = Array((NSTemporaryDirectory() + "/scrollscript-helper-XXXXXX").utf8CString)
    let log = mkstemp(&template)
    if log >= 0 {
      unlink(template)
      _ = fcntl(log, F_SETFD, FD_CLOEXEC)
      _ = fcntl(log, F_SETFL, O_APPEND)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pair[1], 0)
    posix_spawn_file_actions_adddup2(&actions, pair[1], 1)
    if log >= 0 { posix_spawn_file_actions_adddup2(&actions, log, 2) }
    // No backtrace on a trap: it would take a second and print pages per crashing case.
    let environment =
      ProcessInfo.processInfo.environment.filter { $0.key != "SWIFT_BACKTRACE" }.map { "\($0.key)=\($0.value)" }
      + ["SWIFT_BACKTRACE=enable=no"]
    var pid: pid_t = 0
    let arguments = [executable.path]
    let status = withCStrings(arguments) { argv in
      withCStrings(environment) { envp in posix_spawn(&pid, executable.path, &actions, nil, argv, envp) }
    }
    close(pair[1])
    guard status == 0 else {
      close(pair[0])
      if log >= 0 { close(log) }
      throw BehaviorFailure(.crash, "cannot start the helper \(executable.path): \(String(cString: strerror(status)))")
    }
    self.pid = pid
    self.socket = pair[0]
    self.log = log
  }

  deinit {
    close(socket)
    if isAlive {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    if log >= 0 { close(log) }
  }

  /// Sends the frame in `request` and waits up to `seconds` for the
  /// response frame, whose payload it puts in `payload`. Both buffers keep
  /// their room for the next exchange. After a crash or a timeout the helper
  /// is gone; make a new one.
  func exchange(_ request: inout ScrollScriptWire.Writer, seconds: Double, payload: inout [UInt8]) -> Outcome {
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
    let sent = request.finish { bytes in
      var done = 0
      while done < bytes.count {
        let count = send(socket, bytes.baseAddress! + done, bytes.count - done, Int32(MSG_NOSIGNAL))
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        done += count
      }
      return true
    }
    guard sent else { return ended() }
    var header = [UInt8](repeating: 0, count: 4)
    guard let headerOutcome = receive(into: &header, deadline: deadline) else {
      let length = Int(header[0]) | Int(header[1]) << 8 | Int(header[2]) << 16 | Int(header[3]) << 24
      guard length <= ScrollScriptWire.maximumFrameBytes else { return stop() }
      if payload.count != length { payload = [UInt8](repeating: 0, count: length) }
      if let outcome = receive(into: &payload, deadline: deadline) { return outcome }
      // What the behavior printed is kept only until it answers: the log
      // exists for the last words of a crash, and stays small.
      if log >= 0 { ftruncate(log, 0) }
      return .response
    }
    return headerOutcome
  }

  /// Fills `buffer`; `nil` when it is full, else how the helper ended.
  private func receive(into buffer: inout [UInt8], deadline: UInt64) -> Outcome? {
    var done = 0
    while done < buffer.count {
      let now = DispatchTime.now().uptimeNanoseconds
      guard now < deadline else { return stop() }
      var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min((deadline - now) / 1_000_000 + 1, 60_000)))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress! + done, $0.count - done, 0) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return ended() }
      done += count
    }
    return nil
  }

  /// Kills a helper that overran its time.
  private func stop() -> Outcome {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    isAlive = false
    return .timedOut
  }

  /// Collects a helper that closed its end: how it died and its last words.
  private func ended() -> Outcome {
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    isAlive = false
    let signal = status & 0x7f
    return .crashed(signal: signal == 0 ? nil : signal, status: (status >> 8) & 0xff, message: lastLogLine())
  }

  private func lastLogLine() -> String {
    guard log >= 0 else { return "" }
    let size = lseek(log, 0, SEEK_END)
    let count = Int(min(size, 4096))
    var bytes = [UInt8](repeating: 0, count: count)
    let got = bytes.withUnsafeMutableBytes { pread(log, $0.baseAddress, count, size - off_t(count)) }
    let text = String(decoding: bytes.prefix(max(got, 0)), as: UTF8.self)
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    return lines.last(where: { $0.contains("Fatal error") }) ?? lines.last ?? ""
  }
}

/// Calls `body` with `strings` as a null-terminated array of C strings.
private func withCStrings<Result>(
  _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
) -> Result {
  var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
  pointers.append(nil)
  defer { for pointer in pointers { free(pointer) } }
  return body(pointers)
}
