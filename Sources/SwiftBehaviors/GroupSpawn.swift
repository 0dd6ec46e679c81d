import CPlatform
import Foundation

/// Starting a program in a session (and process group) of its own, tracked
/// in ``ProcessGroups``: a Ctrl-C at the terminal reaches the tool alone,
/// which then decides what to stop, and whatever the program starts stays in
/// its session even when it moves to a group of its own (as `swiftc` puts
/// each `swift-frontend`, and Foundation's `Process` its children), so ending
/// the session's processes ends them all. Only a process that starts a
/// session itself (`setsid`) escapes.
enum GroupSpawn {
  /// Starts `executable` with `arguments` (the program's name first) and
  /// `environment`; `descriptors` maps each child descriptor (0, 1, 2) to one
  /// of ours. SIGINT, SIGTERM and SIGHUP get their default action and no
  /// signal is blocked, whatever the tool's own settings (the seam's
  /// `scp_spawn_session`).
  ///
  /// - Returns: the child's id, which is also its group's and its session's.
  /// - Throws: the `errno` of `posix_spawn` as a message.
  static func start(
    _ executable: String, arguments: [String], environment: [String], descriptors: [(child: Int32, ours: Int32)],
    compiler: Bool
  ) -> Result<pid_t, Errno> {
    var pid: pid_t = 0
    let children = descriptors.map(\.child)
    let ours = descriptors.map(\.ours)
    let status = withCStrings(arguments) { argv in
      withCStrings(environment) { envp in
        scp_spawn_session(&pid, executable, argv, envp, children, ours, Int32(descriptors.count))
      }
    }
    guard status == 0 else { return .failure(Errno(status)) }
    ProcessGroups.add(pid, compiler: compiler)
    return .success(pid)
  }

  /// Kills the session of `pid` (its leader and all it started), stops
  /// tracking it and collects the leader: its wait status.
  @discardableResult
  static func end(_ pid: pid_t, compiler: Bool) -> Int32 {
    kill(-pid, SIGKILL)
    killSession(pid)
    ProcessGroups.remove(pid, compiler: compiler)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return status
  }

  /// Kills every live process of session `session`, again until none is left:
  /// a process may start another while the first pass runs. Where the system
  /// gives no way to list a session, its group was killed already (``end(_:compiler:)``).
  static func killSession(_ session: pid_t) {
    for _ in 0..<20 {
      let members = processes(inSession: session)
      guard !members.isEmpty else { return }
      for member in members { kill(member, SIGKILL) }
      usleep(1000)
    }
  }

  /// The processes of `session` that have not exited (zombies left out); none when they cannot be listed.
  static func processes(inSession session: pid_t) -> [pid_t] {
    var members = [pid_t](repeating: 0, count: 64)
    while true {
      let count = Int(scp_session_members(session, &members, Int32(members.count)))
      guard count >= 0 else { return [] }
      if count <= members.count { return Array(members.prefix(count)) }
      members = [pid_t](repeating: 0, count: count + 64)
    }
  }

  /// A failed `posix_spawn`'s error number.
  struct Errno: Error, CustomStringConvertible {
    var code: Int32
    init(_ code: Int32) { self.code = code }
    var description: String { String(cString: strerror(code)) }
  }
}

/// Calls `body` with `strings` as a null-terminated array of C strings.
func withCStrings<Result>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result) -> Result {
  var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
  pointers.append(nil)
  defer { for pointer in pointers { free(pointer) } }
  return body(pointers)
}
