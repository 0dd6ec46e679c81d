import CPlatform
import Foundation
import ScrollTargets

/// One running helper: the compiled behavior in a process group of its own,
/// spoken to over a socket pair (its standard input and output), its memory
/// capped by `RLIMIT_DATA` and by a watchdog of its resident size (both set
/// by the helper itself before the behavior is made, see
/// `Helper/HelperLoop.swift`). Its standard output and error go
/// to a second socket pair that the exchanges read into a ``HelperOutput``: a behavior's
/// `print`, bounded, and a crash's last words. Nothing is written to disk.
final class HelperProcess {
  /// How an exchange ended.
  enum Outcome {
    /// The response frame's payload is in the buffer given.
    case response
    /// The helper died: by `signal` (or exited with `status`); `message` is the
    /// last line it wrote to standard error (the runtime's "Fatal error: …").
    case crashed(signal: Int32?, status: Int32, message: String)
    case timedOut
    /// The response frame's header claimed `bytes`, more than a frame may hold; the helper was stopped.
    case oversized(bytes: Int)
  }

  /// The most bytes of output read after a response or a crash: what was
  /// printed before it, without waiting on a thread that prints for ever.
  static let drainBytes = 1 << 20

  private let pid: pid_t
  /// The helper's process group: it leads a session of its own (``GroupSpawn``).
  var group: pid_t { pid }
  private let socket: Int32
  /// The read end of the helper's standard output and error (non-blocking).
  private let printed: Int32
  private var isAlive = true
  /// What the helper printed.
  var output: HelperOutput

  /// Starts `executable` with its memory capped at `memoryBytes` (its data segment and its
  /// resident size's growth; with `watchdogOnly`, the resident size alone, as on macOS).
  init(executable: URL, memoryBytes: Int, watchdogOnly: Bool = false, output: HelperOutput) throws(BehaviorFailure) {
    var pair: [Int32] = [-1, -1]
    guard scp_socketpair(&pair) == 0 else {
      throw BehaviorFailure(.crash, "cannot open a socket pair to the helper: \(String(cString: strerror(errno)))")
    }
    var pipe: [Int32] = [-1, -1]
    // Close-on-exec from the start (as a pipe cannot be), so no other helper inherits it.
    guard scp_socketpair(&pipe) == 0 else {
      close(pair[0])
      close(pair[1])
      throw BehaviorFailure(.crash, "cannot open a pipe to the helper: \(String(cString: strerror(errno)))")
    }
    _ = fcntl(pipe[0], F_SETFL, O_NONBLOCK)
    // No backtrace on a trap: it would take a second and print pages per crashing case.
    let environment =
      ProcessInfo.processInfo.environment.filter { $0.key != "SWIFT_BACKTRACE" }.map { "\($0.key)=\($0.value)" }
      + ["SWIFT_BACKTRACE=enable=no"]
    let started = GroupSpawn.start(
      executable.path, arguments: [executable.path, (watchdogOnly ? "watchdog:" : "") + String(memoryBytes)],
      environment: environment,
      descriptors: [(0, pair[1]), (1, pipe[1]), (2, pipe[1])], compiler: false)
    close(pair[1])
    close(pipe[1])
    switch started {
    case .success(let pid):
      self.pid = pid
    case .failure(let error):
      close(pair[0])
      close(pipe[0])
      throw BehaviorFailure(.crash, "cannot start the helper \(executable.path): \(error)")
    }
    self.socket = pair[0]
    self.printed = pipe[0]
    self.output = output
    output.restart()
  }

  deinit {
    close(socket)
    if isAlive { GroupSpawn.end(pid, compiler: false) }
    close(printed)
  }

  /// Sends the frame in `request` and waits up to `seconds` for the
  /// response frame, whose payload it puts in `payload`. Both buffers keep
  /// their room for the next exchange. After a crash, a timeout or an
  /// oversized frame the helper and its group are gone; make a new one.
  func exchange(_ request: inout ScrollScriptWire.Writer, seconds: Double, payload: inout [UInt8]) -> Outcome {
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
    let sent = request.finish { bytes in
      var done = 0
      while done < bytes.count {
        let count = scp_send(socket, bytes.baseAddress! + done, bytes.count - done)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        done += count
      }
      return true
    }
    guard sent else { return ended() }
    var header = [UInt8](repeating: 0, count: 4)
    if let outcome = receive(into: &header, deadline: deadline) { return outcome }
    let length = Int(header[0]) | Int(header[1]) << 8 | Int(header[2]) << 16 | Int(header[3]) << 24
    guard length <= ScrollScriptWire.maximumFrameBytes else {
      stop()
      return .oversized(bytes: length)
    }
    if payload.count != length { payload = [UInt8](repeating: 0, count: length) }
    if let outcome = receive(into: &payload, deadline: deadline) { return outcome }
    // The helper flushes its output before it answers: what the calls printed is in the pipe.
    drain()
    return .response
  }

  /// Fills `buffer`, reading the helper's output meanwhile; `nil` when it is full, else how the helper ended.
  private func receive(into buffer: inout [UInt8], deadline: UInt64) -> Outcome? {
    var done = 0
    while done < buffer.count {
      let now = DispatchTime.now().uptimeNanoseconds
      guard now < deadline else {
        stop()
        return .timedOut
      }
      var pollers = [
        pollfd(fd: socket, events: Int16(POLLIN), revents: 0), pollfd(fd: printed, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&pollers, 2, Int32(min((deadline - now) / 1_000_000 + 1, 60_000)))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { continue }
      if pollers[1].revents != 0 { readOutput(upTo: 256 << 10) }
      guard pollers[0].revents != 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress! + done, $0.count - done, 0) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return ended() }
      done += count
    }
    return nil
  }

  /// Reads what the helper has written, at most `limit` bytes, without waiting.
  private func readOutput(upTo limit: Int) {
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    var total = 0
    while total < limit {
      let count = chunk.withUnsafeMutableBytes { read(printed, $0.baseAddress!, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      chunk.withUnsafeBytes { output.append(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
      total += count
    }
  }

  /// Reads what is left of the output, up to ``drainBytes``.
  private func drain() {
    readOutput(upTo: Self.drainBytes)
  }

  /// Kills a helper's group (it overran its time, or broke the protocol).
  private func stop() {
    GroupSpawn.end(pid, compiler: false)
    isAlive = false
    drain()
    output.flush()
  }

  /// Collects a helper that closed its end (and the group it leaves): how it died and its last words.
  private func ended() -> Outcome {
    let status = GroupSpawn.end(pid, compiler: false)
    isAlive = false
    drain()
    output.flush()
    let signal = status & 0x7f
    return .crashed(signal: signal == 0 ? nil : signal, status: (status >> 8) & 0xff, message: output.lastWords)
  }
}
