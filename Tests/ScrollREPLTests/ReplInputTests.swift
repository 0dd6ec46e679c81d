import Foundation
import ScrollREPL
import Testing

/// What the REPL makes of words that are not commands: mistyped commands,
/// `help`, `quit`, Lua values shown by their contents, `_`, completion and
/// the last call.
@Suite("REPL input beyond commands")
struct ReplInputTests {
  static func pagingSession() -> ReplSession {
    ReplSession(behavior: "paging", behaviorsDirectory: Fixtures.root.appendingPathComponent("behaviors").path)
  }

  @Test("a mistyped command answers with the nearest command, not as Lua")
  func mistypedCommands() {
    let session = Self.pagingSession()
    #expect(session.handle("drg 100") == "error: unknown command drg (did you mean drag? :help lists them)")
    #expect(session.handle("flng 2400") == "error: unknown command flng (did you mean fling? :help lists them)")
    #expect(
      session.handle("drg") == "error: unknown command drg (did you mean drag? :help lists them); as Lua, drg is nil")
    #expect(session.handle(":lst") == "error: unknown command :lst (did you mean :last? :help lists them)")
    // Far from every command: the Lua error is kept beside the answer.
    #expect(
      session.handle("zzzzzz 100")
        == "error: unknown command zzzzzz (:help lists them); as Lua: syntax: repl:1: syntax error near '100'")
    // Lua stays Lua: a broken statement is a syntax error, a global near a command name shows its value.
    #expect(session.handle("x = = 1") == "error: syntax: repl:1: unexpected symbol near '='")
    #expect(session.handle("MAXIMUM_PAGES") == "nil")
    #expect(session.handle("dreg = 5") == "")
    #expect(session.handle("dreg") == "5", "a global set by the user is Lua, even near a command's name")
  }

  @Test("help prints the help; quit and exit leave; a script's own global of that name is Lua")
  func helpAndQuit() {
    let session = Self.pagingSession()
    #expect(session.handle("help") == session.handle(":help"))
    #expect(!session.isFinished)
    for word in ["quit", "exit", "quit()", ":quit"] {
      let other = Self.pagingSession()
      #expect(other.handle(word) == "" && other.isFinished, "\(word)")
    }
    #expect(session.handle("quit = 7") == "")
    #expect(session.handle("quit") == "7" && !session.isFinished)
    #expect(session.handle("help = 'mine'") == "" && session.handle("help") == "mine")
  }

  @Test("tables show by their contents, cut at 20 entries and 3 levels with …")
  func tables() {
    let session = Self.pagingSession()
    #expect(session.handle("= {1, 2, {a = 3}}") == "{1, 2, {a = 3}}")
    #expect(session.handle(#"= {name = "x\ny", [true] = 1, [2.5] = 0}"#) == #"{[true] = 1, [2.5] = 0, name = "x\ny"}"#)
    #expect(session.handle("= {a = {b = {c = {d = 1}}}}") == "{a = {b = {c = {…}}}}")
    #expect(session.handle("= {}") == "{}")
    let long = session.handle("t = {} for i = 1, 30 do t[i] = i end")
    #expect(long == "")
    let shown = session.handle("= t")
    #expect(shown == "{" + (1...20).map(String.init).joined(separator: ", ") + ", …}", "\(shown)")
    #expect(session.handle("= 1, 'two', nil") == "1\ttwo\tnil")
    #expect(session.handle("= UnitPoint.center") == "{x = 0.5, y = 0.5}")
    #expect(session.handle("= print").hasPrefix("function: "))
  }

  @Test("_ holds the last value shown; nothing or nil leaves it")
  func underscore() {
    let session = Self.pagingSession()
    #expect(session.handle("= 6 * 7") == "42")
    #expect(session.handle("_ + 1") == "43")
    #expect(session.handle("= _") == "43")
    #expect(session.handle("= nil") == "nil")
    #expect(session.handle("x = 1") == "")
    #expect(session.handle("= _") == "43")
    #expect(session.handle("= {1, 2}") == "{1, 2}")
    #expect(session.handle("= #_") == "2")
  }

  @Test("Tab completes files and built-ins after :load, and the script's globals")
  func completion() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("complete-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["pager.lua", "Pager.swift", "notes.txt", "plan.json"] {
      try "".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let session = Self.pagingSession()
    let prefix = folder.path + "/"
    #expect(
      session.completions(of: prefix, after: ":load ") == [
        prefix + "Pager.swift", prefix + "pager.lua", prefix + "sub/",
      ])
    #expect(session.completions(of: prefix + "p", after: ":load ") == [prefix + "pager.lua"])
    #expect(session.completions(of: "multi", after: ":load ") == ["multiPageFling"])
    #expect(session.completions(of: prefix + "p", after: ":compare 100 with ") == [prefix + "pager.lua"])
    #expect(session.completions(of: prefix + "p", after: ":save ") == [prefix + "plan.json"])
    _ = session.handle("SPEED_LIMIT = 3")
    _ = session.handle("CONFIG = {speed = 2}")
    #expect(session.completions(of: "SPEED", after: "") == ["SPEED_LIMIT"])
    #expect(session.completions(of: "CONFIG.s", after: "= ") == ["CONFIG.speed"])
    #expect(session.completions(of: "fli", after: "") == ["fling"], "commands still complete")
  }

  @Test(":last shows the last call's target and context; :call runs updateTarget on them again")
  func lastAndCall() {
    let session = Self.pagingSession()
    #expect(session.handle(":last") == "no updateTarget call yet: throw a gesture first")
    _ = session.handle("fling 1000")
    let last = session.handle(":last")
    #expect(last.contains("target                  rect {x = 499, y = 0, width = 390, height = 844}"), "\(last)")
    #expect(last.contains("context.originalTarget  rect {x = 0, y = 0, width = 390, height = 844}"), "\(last)")
    #expect(last.contains("context.velocity        {dx = 1000, dy = 0}"), "\(last)")
    #expect(last.contains("chose                   390 on stop 1 of 10 (page 1)"), "\(last)")
    #expect(
      session.handle(":call")
        == "updateTarget(target at 499, velocity 1000) -> rect {x = 390, y = 0, width = 390, height = 844}: rests at 390 on stop 1 of 10 (page 1)"
    )
    #expect(session.handle(":call velocity -1000").hasSuffix("rests at 0 on stop 0 of 10 (page 0)"))
    #expect(
      session.handle(":call proposed 2000 velocity 0").hasSuffix("rests at 390 on stop 1 of 10 (page 1)"),
      "one page at most")
    #expect(session.handle(":call speed 3").hasPrefix("usage: :call"))
    #expect(session.handle(":help").contains(":last") && session.handle(":help").contains(":call"))
  }
}
