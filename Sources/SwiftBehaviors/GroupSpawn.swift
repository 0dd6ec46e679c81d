import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Starting a program in a session (and process group) of its own, tracked
/// in ``ProcessGroups``: a Ctrl-C at the terminal reaches the tool alone,
/// which then decides what to stop, and whatever the program starts stays in
/// its session even when it moves to a group of its own (as `swiftc` puts
/// each `swift-frontend`, and Foundation's `Process` its children), so ending
/// the session's processes ends them all. Only a process that starts a
/// session itself (`setsid`) escapes.
enum GroupSpawn {
  /// glibc's `POSIX_SPAWN_SETSID` (`/usr/include/spawn.h`, since glibc 2.26), which Swift does not import.
  private static let setSessionFlag: Int32 = 0x80

  /// Starts `executable` with `arguments` (the program's name first) and
  /// `environment`; `descriptors` maps each child descriptor (0, 1, 2) to one
  /// of ours. SIGINT, SIGTERM and SIGHUP get their default action and no
  /// signal is blocked, whatever the tool's own settings.
  ///
  /// - Returns: the child's id, which is also its group's.
  /// - Throws: the `errno` of `posix_spawn` as a message.
  static func start(
    _ executable: String, arguments: [String], environment: [String], descriptors: [(child: Int32, ours: Int32)],
    compiler: Bool
  ) -> Result<pid_t, Errno> {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (child, ours) in descriptors { posix_spawn_file_actions_adddup2(&actions, ours, child) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(
      &attributes, Int16(setSessionFlag | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let status = withCStrings(arguments) { argv in
      withCStrings(environment) { envp in posix_spawn(&pid, executable, &actions, &attributes, argv, envp) }
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

  /// Kills every live process of session `session` (read from `/proc/PID/stat`),
  /// again until none is left: a process may start another while the first pass runs.
  static func killSession(_ session: pid_t) {
    for _ in 0..<20 {
      let members = processes(inSession: session)
      guard !members.isEmpty else { return }
      for member in members { kill(member, SIGKILL) }
      usleep(1000)
    }
  }

  /// The processes of `session` that have not exited (zombies left out).
  static func processes(inSession session: pid_t) -> [pid_t] {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
    var members: [pid_t] = []
    for entry in entries {
      guard let pid = pid_t(entry), let fields = statFields(pid) else { continue }
      // After the name: state, parent, group, session.
      if fields.count > 3, fields[0] != "Z", pid_t(fields[3]) == session { members.append(pid) }
    }
    return members
  }

  /// The fields of `/proc/PID/stat` after the command's name (which may hold spaces and parentheses).
  private static func statFields(_ pid: pid_t) -> [Substring]? {
    let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 512)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
    guard count > 0 else { return nil }
    let text = String(decoding: bytes.prefix(count), as: UTF8.self)
    guard let close = text.lastIndex(of: ")") else { return nil }
    return text[text.index(after: close)...].split(separator: " ")
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
