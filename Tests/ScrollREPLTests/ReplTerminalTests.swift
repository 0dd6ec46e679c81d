import Foundation
import TestSupport
import Testing

@Suite("scrollscript repl in a terminal", .endToEnd, .tags(.endToEnd))
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
    screen = try tmux.waitFor { $0.contains("chosen 390 on stop 1 of 10 (page 1)") }
    #expect(
      screen.contains(
        "fling 1000 pt/s: proposed 499 between stops 1 and 2 of 10 (pages; stop 1 + 109 pt) -> chosen 390 on stop 1 of 10 (page 1), +390 pt"
      ), "\(screen)")

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
    // Three flings: the waits that let the view settle between them are no steps of the user's.
    #expect(screen.contains("gestures  3 steps"), "the interrupted gesture was not added: \(screen)")

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
    "in a terminal, a bare command prints its usage, resize 0x0 says why, and scroll moves the view without the behavior",
    .enabled(if: Tmux.isInstalled, "tmux is not installed (scripts/setup installs it)"))
  func words() throws {
    let history = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString)")
    let tmux = Tmux()
    defer {
      tmux.kill()
      try? FileManager.default.removeItem(at: history)
    }
    var screen = try tmux.startRepl("", history: history)
    try tmux.atPrompt("fling")
    screen = try tmux.waitFor { $0.contains("usage: fling VELOCITY") }
    #expect(!screen.contains("\nnil\n"), "a bare command is not run as Lua: \(screen)")
    try tmux.atPrompt("resize 0x0")
    screen = try tmux.waitFor { $0.contains("at least 1 pt") }
    try tmux.atPrompt("children 10 390")
    try tmux.atPrompt("scroll 3 center")
    screen = try tmux.waitFor { $0.contains("scroll to child 3 (center)") }
    #expect(screen.contains("scroll to child 3 (center): to 1170 on stop 3 of 10"), "\(screen)")
    #expect(screen.contains("the script not asked"), "\(screen)")
    #expect(screen.contains("phases: animating → idle"), "\(screen)")
  }

  @Test(
    "bench tells a terminal what it is timing, and leaves only the table",
    .enabled(if: Tmux.isInstalled, "tmux is not installed (scripts/setup installs it)"))
  func benchProgress() throws {
    let tmux = Tmux()
    defer { tmux.kill() }
    try tmux.start(
      "\(Tool.url.path) bench behaviors/view_aligned.lua --rounds 30 --compare-cases 0; echo BENCH-DONE; sleep 30",
      in: Fixtures.root)
    let during = try tmux.waitFor(timeout: 30) { $0.contains("bench: behaviors/view_aligned.lua") }
    #expect(during.contains("bench: behaviors/view_aligned.lua, 100 children: "), "\(during)")
    let after = try tmux.waitFor(timeout: 120) { $0.contains("BENCH-DONE") }
    #expect(after.contains("ns/call (fastest–slowest round)"), "\(after)")
    #expect(!after.contains("bench: behaviors/view_aligned.lua,"), "the progress line is erased: \(after)")
  }
}
