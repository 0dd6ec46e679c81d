import Foundation
import Testing

/// Drives `scrollscript repl` in a real terminal: a detached tmux session,
/// keys sent with `send-keys`, the screen read with `capture-pane`.
struct Tmux {
  static let path = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  static var isInstalled: Bool { path != nil }

  let name = "scrollscript-test-\(UUID().uuidString.prefix(8))"

  /// Runs tmux and returns its output.
  ///
  /// Spawned directly rather than through Foundation's Process: the tmux server
  /// that `new-session` starts inherits the signal mask and descriptors of its
  /// client, and a test thread blocks signals (the server would then never see
  /// its children exit). Here the child gets an empty signal mask and default
  /// handlers, its output goes to a file, and waitpid waits for the client only.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
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

  func start(_ command: String, in directory: URL) throws {
    try run(["new-session", "-d", "-s", name, "-x", "160", "-y", "50", "-c", directory.path, command])
  }

  /// Starts `scrollscript repl BEHAVIOR` in the repository with its history in
  /// `history` and a budget of a minute per call and load, so that only Ctrl-C
  /// stops a runaway loop; `REPL-EXITED` shows once it ends. Returns the screen at its first prompt.
  func startRepl(_ behavior: String, history: URL) throws -> String {
    try start(
      "env SCROLLSCRIPT_HISTORY=\(history.path) \(Fixtures.binary.path) repl \(behavior) --instructions 1000000000000"
        + " --timeout 60; echo REPL-EXITED; sleep 30",
      in: Fixtures.root)
    return try waitFor { $0.contains("Ctrl-D to leave.") && Self.prompt(of: $0) == ">" }
  }

  /// Types `text` literally (tmux would read `end` as the End key otherwise), then Enter.
  func type(_ text: String, enter: Bool = true) throws {
    try run(["send-keys", "-t", name, "-l", text])
    if enter { try key("Enter") }
  }

  /// Waits for the prompt (`>` or `>>`), then types `text`: keys typed ahead
  /// of the prompt are echoed by the terminal and drawn again by the line
  /// editor, or lost when it takes the terminal over.
  func atPrompt(_ text: String, enter: Bool = true) throws {
    _ = try waitFor { [">", ">>"].contains(Self.prompt(of: $0)) }
    try type(text, enter: enter)
  }

  func key(_ key: String) throws {
    try run(["send-keys", "-t", name, key])
  }

  func screen() throws -> String {
    try run(["capture-pane", "-p", "-t", name])
  }

  /// Polls the screen until `condition` holds (at most `timeout` s); returns the last screen.
  func waitFor(timeout: Double = 10, _ condition: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var text = try screen()
    while !condition(text), Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
      text = try screen()
    }
    return text
  }

  /// Ends the session and its server (each test has its own socket).
  func kill() {
    _ = try? run(["kill-server"])
  }

  /// The last non-empty line of a screen (capture-pane drops trailing spaces: `>` or `>>` at a prompt).
  static func prompt(of screen: String) -> String {
    screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(String.init) ?? ""
  }
}

@Suite("scrollscript repl in a terminal")
struct ReplTerminalTests {
  @Test(
    "history recall, multi-line input, completion, Ctrl-C at the prompt and in a runaway script",
    .enabled(if: Tmux.isInstalled, "tmux is not installed (scripts/setup installs it)"))
  func terminal() throws {
    let history = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString)")
    let tmux = Tmux()
    defer {
      tmux.kill()
      try? FileManager.default.removeItem(at: history)
    }
    var screen = try tmux.startRepl("", history: history)
    #expect(screen.contains("loaded behaviors/paging.lua (twin: paging)"), "\(screen)")

    // History: Up recalls the last line; Enter runs it again.
    try tmux.atPrompt("= 6 * 7")
    screen = try tmux.waitFor { $0.contains("\n42\n") }
    try tmux.key("Up")
    try tmux.key("Enter")
    screen = try tmux.waitFor { $0.components(separatedBy: "\n42\n").count == 3 }
    #expect(screen.components(separatedBy: "= 6 * 7\n42\n").count == 3, "the recalled line ran again: \(screen)")

    // Multi-line: the block continues at ">> " until its end.
    try tmux.atPrompt("for i = 1, 3 do")
    screen = try tmux.waitFor { Tmux.prompt(of: $0) == ">>" }
    #expect(Tmux.prompt(of: screen) == ">>", "the continuation prompt: \(screen)")
    try tmux.atPrompt("total = (total or 1000) + i")
    // Each line waits for its prompt, as a person does: keys typed ahead are echoed by the terminal
    // and drawn again by the line editor.
    _ = try tmux.waitFor { Tmux.prompt(of: $0) == ">>" }
    try tmux.atPrompt("end")
    try tmux.atPrompt("= total")
    screen = try tmux.waitFor { $0.contains("\n1006\n") }
    #expect(screen.contains(">> end\n"), "\(screen)")
    #expect(screen.contains("\n1006\n"), "\(screen)")

    // Completion: "fli" + Tab becomes "fling ".
    try tmux.atPrompt("fli", enter: false)
    try tmux.key("Tab")
    try tmux.type("1000")
    screen = try tmux.waitFor { $0.contains("chosen 390 (page 1)") }
    #expect(screen.contains("fling 1000 pt/s: proposed 499 (page 1.28) -> chosen 390 (page 1), +390 pt"), "\(screen)")

    // Ctrl-C drops a half-typed block; the session goes on.
    try tmux.atPrompt("while true do")
    screen = try tmux.waitFor { Tmux.prompt(of: $0) == ">>" }
    try tmux.key("C-c")
    screen = try tmux.waitFor { Tmux.prompt(of: $0) == ">" }
    #expect(screen.contains(">> ^C\n"), "\(screen)")
    try tmux.atPrompt("= 'still here'")
    screen = try tmux.waitFor { $0.contains("\nstill here\n") }
    #expect(screen.contains("\nstill here\n"), "\(screen)")

    // Ctrl-C interrupts a runaway script and returns to the prompt.
    try tmux.atPrompt("while true do end")
    Thread.sleep(forTimeInterval: 0.3)
    try tmux.key("C-c")
    screen = try tmux.waitFor { $0.contains("was interrupted") }
    #expect(screen.contains("error: timeout: evaluating the input was interrupted"), "\(screen)")
    try tmux.atPrompt("= 'alive'")
    screen = try tmux.waitFor { $0.contains("\nalive\n") }
    #expect(screen.contains("\nalive\n"), "\(screen)")

    // Ctrl-D leaves, at the prompt; the history file holds the lines.
    _ = try tmux.waitFor { Tmux.prompt(of: $0) == ">" }
    try tmux.key("C-d")
    screen = try tmux.waitFor { $0.contains("REPL-EXITED") }
    #expect(screen.contains("REPL-EXITED"), "\(screen)")
    let saved = (try? String(contentsOf: history, encoding: .utf8)) ?? ""
    #expect(saved.contains("total"), "history file: \(saved)")
  }

  @Test(
    "one Ctrl-C stops a whole replay of slow gestures; Tab completes a file after :load; quit leaves",
    .enabled(if: Tmux.isInstalled, "tmux is not installed (scripts/setup installs it)"))
  func replayInterrupt() throws {
    // Every call loops while SLOW is set: a gesture then replays four endless calls.
    let script = try Fixtures.temporaryFile(
      "slow.lua", "SLOW = false\nfunction updateTarget(target, context)\n  while SLOW do end\nend\n")
    let history = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString)")
    let tmux = Tmux()
    defer {
      tmux.kill()
      try? FileManager.default.removeItem(at: script)
      try? FileManager.default.removeItem(at: history)
    }
    var screen = try tmux.startRepl(script.path, history: history)
    for _ in 0..<3 { try tmux.atPrompt("fling 1000") }
    try tmux.atPrompt("SLOW = true")
    try tmux.atPrompt("fling 1000")
    Thread.sleep(forTimeInterval: 0.5)
    try tmux.key("C-c")
    let start = Date()
    screen = try tmux.waitFor(timeout: 20) { $0.contains("interrupted (Ctrl-C)") }
    #expect(
      screen.contains("interrupted (Ctrl-C): the replay stopped; the session is as it was before this command"),
      "\(screen)")
    #expect(Date().timeIntervalSince(start) < 10, "the replay stopped at once, not call by call")
    try tmux.atPrompt("SLOW = false")
    try tmux.atPrompt(":scene")
    screen = try tmux.waitFor { $0.contains("gestures  ") }
    #expect(screen.contains("gestures  5 steps"), "the interrupted gesture was not added: \(screen)")

    // Tab completes a file name after :load.
    try tmux.atPrompt(":load behaviors/pag", enter: false)
    try tmux.key("Tab")
    screen = try tmux.waitFor { $0.contains(":load behaviors/paging.lua") }
    try tmux.key("Enter")
    screen = try tmux.waitFor { $0.contains("loaded behaviors/paging.lua") }
    #expect(screen.contains("loaded behaviors/paging.lua (twin: paging)"), "\(screen)")

    try tmux.atPrompt("quit")
    screen = try tmux.waitFor { $0.contains("REPL-EXITED") }
    #expect(screen.contains("REPL-EXITED"), "\(screen)")
  }

  @Test(
    "bench tells a terminal what it is timing, and leaves only the table",
    .enabled(if: Tmux.isInstalled, "tmux is not installed (scripts/setup installs it)"))
  func benchProgress() throws {
    let tmux = Tmux()
    defer { tmux.kill() }
    try tmux.start(
      "\(Fixtures.binary.path) bench behaviors/view_aligned.lua --rounds 30 --compare-cases 0; echo BENCH-DONE; sleep 30",
      in: Fixtures.root)
    let during = try tmux.waitFor(timeout: 30) { $0.contains("bench: behaviors/view_aligned.lua") }
    #expect(during.contains("bench: behaviors/view_aligned.lua, 100 children: "), "\(during)")
    let after = try tmux.waitFor(timeout: 120) { $0.contains("BENCH-DONE") }
    #expect(after.contains("ns/call (fastest–slowest round)"), "\(after)")
    #expect(!after.contains("bench: behaviors/view_aligned.lua,"), "the progress line is erased: \(after)")
  }
}
