import CPlatform
import Foundation

/// One run of the compiler, in a session of its own (``GroupSpawn``),
/// within a time limit, saying every ``progressSeconds`` that it is still at
/// work: `swiftc` starts `swift-frontend` and the linker (each in a group of
/// its own, in the same session), and ending the session ends them all, so a
/// stopped build leaves no compiler behind.
struct CompilerRun {
  /// Why a run gave no status.
  enum Stopped: Error {
    /// It ran past `seconds`; its group was killed.
    case timedOut(seconds: Double)
    /// A stop signal came (Ctrl-C, SIGTERM) and killed its group, or something else killed the compiler.
    case interrupted
  }

  /// The most output kept (bytes): 1 MiB; what comes after is counted, not kept.
  static let maximumOutputBytes = 1 << 20

  var compiler: URL
  /// The wall-clock time the run may take, in seconds.
  var seconds: Double
  /// The time between two progress lines, in seconds.
  var progressSeconds: Double
  /// Called with a progress line (`compiling Pager.swift… 10 s`).
  var progress: @Sendable (String) -> Void

  /// Runs the compiler with `arguments`; its exit status and what it printed
  /// (standard output and error together). `task` names the work in progress lines.
  func run(_ arguments: [String], task: String) throws -> (status: Int32, text: String) {
    guard !ProcessGroups.isStopPending else { throw Stopped.interrupted }
    var pipe: [Int32] = [-1, -1]
    // A socket pair rather than a pipe: it is made close-on-exec at once, so
    // no helper started meanwhile on another thread can hold it open.
    guard scp_socketpair(&pipe) == 0 else {
      throw GroupSpawn.Errno(errno)
    }
    let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
    let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
    let started = GroupSpawn.start(
      compiler.path, arguments: [compiler.path] + arguments, environment: environment,
      descriptors: [(0, null), (1, pipe[1]), (2, pipe[1])], compiler: true)
    close(pipe[1])
    if null >= 0 { close(null) }
    defer { close(pipe[0]) }
    let pid: pid_t
    switch started {
    case .success(let started): pid = started
    case .failure(let error): throw error
    }
    let start = DispatchTime.now().uptimeNanoseconds
    let deadline = start + UInt64(seconds * 1e9)
    var nextProgress = start + UInt64(progressSeconds * 1e9)
    var output: [UInt8] = []
    var dropped = 0
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let now = DispatchTime.now().uptimeNanoseconds
      if now >= deadline {
        GroupSpawn.end(pid, compiler: true)
        throw Stopped.timedOut(seconds: seconds)
      }
      if ProcessGroups.isStopPending {
        GroupSpawn.end(pid, compiler: true)
        throw Stopped.interrupted
      }
      if now >= nextProgress {
        progress("\(task)… \(Int((Double(now - start) / 1e9).rounded())) s")
        nextProgress += UInt64(progressSeconds * 1e9)
      }
      var poller = pollfd(fd: pipe[0], events: Int16(POLLIN), revents: 0)
      // At most 100 ms between looks at a stop request.
      let wait = (min(deadline, nextProgress) - now) / 1_000_000 + 1
      let ready = poll(&poller, 1, Int32(min(wait, 100)))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { continue }
      let count = chunk.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress!, $0.count) }
      if count < 0 && errno == EINTR { continue }
      // The end of the output: every process holding the pipe (the driver, the frontends) is done.
      guard count > 0 else { break }
      let room = max(0, Self.maximumOutputBytes - output.count)
      output += chunk.prefix(min(count, room))
      dropped += max(0, count - room)
    }
    // The output ended; the driver exits next. Collect it first, so that its
    // status is its own, then kill what is left of its group.
    var status: Int32 = 0
    while true {
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid || (reaped < 0 && errno != EINTR) { break }
      if DispatchTime.now().uptimeNanoseconds >= deadline {
        GroupSpawn.end(pid, compiler: true)
        throw Stopped.timedOut(seconds: seconds)
      }
      usleep(5000)
    }
    // The group outlives its leader while members remain, so its id is not reused before this kill.
    kill(-pid, SIGKILL)
    GroupSpawn.killSession(pid)
    ProcessGroups.remove(pid, compiler: true)
    if ProcessGroups.isStopPending || status & 0x7f == SIGKILL { throw Stopped.interrupted }
    var text = String(decoding: output, as: UTF8.self)
    if dropped > 0 { text += "\n(\(dropped) more bytes of compiler output were dropped)" }
    let signal = status & 0x7f
    return (signal == 0 ? (status >> 8) & 0xff : 128 + signal, text)
  }
}

extension CompilerRun.Stopped {
  /// The error for a stopped run of `what`, at `location` (the behavior's path, `nil` for the model).
  func error(location: String?, what: String) -> SwiftBehaviorError {
    switch self {
    case .timedOut(let seconds):
      SwiftBehaviorError(
        location: location,
        "\(what) took longer than \(NumberWords.seconds(seconds)) and was stopped (SCROLLSCRIPT_BUILD_TIMEOUT sets "
          + "the limit, default \(NumberWords.seconds(SwiftBehaviorBuild.defaultBuildSeconds))); an expression the "
          + "type checker cannot solve is the usual cause: break long expressions up or state their types",
        isInvalidBehavior: location != nil)
    case .interrupted:
      SwiftBehaviorError(location: location, "\(what) was interrupted; nothing was kept")
    }
  }
}

/// Seconds as the messages write them: `120 s`, `2.5 s`.
enum NumberWords {
  static func seconds(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? "\(Int(value)) s" : "\(value) s"
  }
}
