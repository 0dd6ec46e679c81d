import Foundation

/// Drives `scrollscript repl` in a real terminal: a detached tmux session,
/// keys sent with `send-keys`, the screen read with `capture-pane`.
public struct Tmux: Sendable {
  public init() {}

  public static let path = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  public static var isInstalled: Bool { path != nil }

  public let name = "scrollscript-test-\(UUID().uuidString.prefix(8))"

  /// Runs tmux and returns its output.
  ///
  /// Spawned directly rather than through Foundation's Process: the tmux server
  /// that `new-session` starts inherits the signal mask and descriptors of its
  /// client, and a test thread blocks signals (the server would then never see
  /// its children exit). Here the child gets an empty signal mask and default
  /// handlers, its output goes to a file, and waitpid waits for the client only.
  @discardableResult
  public func run(_ arguments: [String]) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([Self.path!, "-L", name] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, Self.path!, &actions, &attributes, argv, environ)
    guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
    var exitStatus: Int32 = 0
    while waitpid(pid, &exitStatus, 0) == -1 && errno == EINTR {}
    return (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
  }

  public func start(_ command: String, in directory: URL) throws {
    try run(["new-session", "-d", "-s", name, "-x", "160", "-y", "50", "-c", directory.path, command])
  }

  /// Starts `scrollscript repl BEHAVIOR` in the repository with its history in
  /// `history` and a budget of a minute per call and load, so that only Ctrl-C
  /// stops a runaway loop; `REPL-EXITED` shows once it ends. Returns the screen at its first prompt.
  public func startRepl(_ behavior: String, history: URL) throws -> String {
    try start(
      "env SCROLLSCRIPT_HISTORY=\(history.path) \(Tool.url.path) repl \(behavior) --instructions 1000000000000"
        + " --timeout 60; echo REPL-EXITED; sleep 30",
      in: Repository.root)
    return try waitFor { $0.contains("Ctrl-D to leave.") && Self.prompt(of: $0) == ">" }
  }

  /// Types `text` literally (tmux would read `end` as the End key otherwise), then Enter.
  public func type(_ text: String, enter: Bool = true) throws {
    try run(["send-keys", "-t", name, "-l", text])
    if enter { try key("Enter") }
  }

  /// Waits for the prompt (`>` or `>>`), then types `text`: keys typed ahead
  /// of the prompt are echoed by the terminal and drawn again by the line
  /// editor, or lost when it takes the terminal over.
  public func atPrompt(_ text: String, enter: Bool = true) throws {
    _ = try waitFor { [">", ">>"].contains(Self.prompt(of: $0)) }
    try type(text, enter: enter)
  }

  public func key(_ key: String) throws {
    try run(["send-keys", "-t", name, key])
  }

  public func screen() throws -> String {
    try run(["capture-pane", "-p", "-t", name])
  }

  /// Polls the screen until `condition` holds (at most `timeout` s); returns the last screen.
  public func waitFor(timeout: Double = 10, _ condition: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var text = try screen()
    while !condition(text), Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
      text = try screen()
    }
    return text
  }

  /// Ends the session and its server (each test has its own socket).
  public func kill() {
    _ = try? run(["kill-server"])
  }

  /// The last non-empty line of a screen (capture-pane drops trailing spaces: `>` or `>>` at a prompt).
  public static func prompt(of screen: String) -> String {
    screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(String.init) ?? ""
  }
}
