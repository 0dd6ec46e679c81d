import BehaviorRunning
import Foundation
import LuaBehaviors
import ScrollFormats
import ScrollREPL
import ScrollSimulation
import ScrollTargets
import Testing

@Suite("REPL session")
struct ReplSessionTests {
  /// Feeds `lines` to `session` and returns each line's output.
  func feed(_ session: ReplSession, _ lines: [String]) -> [String] {
    lines.map { session.handle($0) }
  }

  @Test("scene, fling, tuning global, reload, compare, save: simulate replays the saved scenario")
  func acceptance() throws {
    let script = try Fixtures.temporaryFile("tunable.lua", Fixtures.tunablePager)
    let saved = try Fixtures.temporaryFile("session.json")
    defer {
      try? FileManager.default.removeItem(at: script)
      try? FileManager.default.removeItem(at: saved)
    }
    let session = ReplSession(behavior: script.path)
    #expect(session.startupMessage.contains("(twin: paging)"), "\(session.startupMessage)")

    let scene = feed(session, ["device iphone", "pages 10", "axis horizontal"])
    #expect(scene[1].hasPrefix("container 390x844, content 3900x844, horizontal, at 0"), "\(scene[1])")

    let fling = session.handle("fling 1000")
    #expect(
      fling.hasPrefix(
        "fling 1000 pt/s: proposed 499 between stops 1 and 2 of 10 (pages; stop 1 + 109 pt) -> chosen 390 on stop 1 of 10 (page 1), +390 pt"
      ), "\(fling)")
    #expect(fling.hasSuffix("[0][=1=][2][3][4][5][6][7][8][9]"), "\(fling)")

    #expect(session.handle("PAGES = 3") == "")
    #expect(session.handle("= PAGES") == "3")
    let tuned = session.handle("fling 1000")
    // The session replays every gesture with the script as it is now, so the first fling moves 3 pages too.
    #expect(
      tuned.hasPrefix(
        "(the earlier gestures, replayed with the script as it is now, end at 1170 on stop 3 of 10 (page 3), not 390)"))
    #expect(
      tuned.contains("-> chosen 2340 on stop 6 of 10 (page 6), +1170 pt"),
      "the next gesture uses the new global: \(tuned)")

    let reload = session.handle(":reload")
    #expect(
      reload.contains("replayed 2 steps: rest at 780 on stop 2 of 10 (page 2)"), "reload resets PAGES to 1: \(reload)")
    #expect(session.handle("= PAGES") == "1")

    let compare = session.handle(":compare")
    #expect(compare.hasPrefix("agree on 200 of 200 cases with paging, from 780"), "\(compare)")

    let save = session.handle(":save \(saved.path)")
    #expect(save.hasPrefix("saved 2 steps to \(saved.path)"), "\(save)")
    let scenario = try Scenario(json: Data(contentsOf: saved))
    #expect(scenario.steps == session.steps)
    let replay = SimulationRun.timeline(scenario, behavior: try LuaScrollTargetBehavior(path: script.path))
    #expect(abs(replay.final.x - 780) < 0.01, "final \(replay.final)")
    #expect(replay.updates.map(\.landed) == session.timeline.updates.map(\.landed))
  }

  @Test("a Lua block continues over lines until it is complete")
  func multiLine() {
    let session = ReplSession(
      behavior: "paging", behaviorsDirectory: Fixtures.root.appendingPathComponent("behaviors").path)
    #expect(session.handle("total = 0") == "")
    #expect(session.handle("for i = 1, 3 do") == "" && session.prompt == ">> ")
    #expect(session.handle("  total = total + i") == "" && session.isContinuing)
    #expect(session.handle("end") == "" && session.prompt == "> ")
    #expect(session.handle("total") == "6")
    #expect(session.handle("function f(x)") == "")
    session.cancelInput()
    #expect(session.prompt == "> ")
  }

  @Test("errors are reported and the session goes on")
  func errors() throws {
    let session = ReplSession(
      behavior: "paging", behaviorsDirectory: Fixtures.root.appendingPathComponent("behaviors").path)
    #expect(session.handle("error('boom')") == "error: runtime: repl:1: boom")
    #expect(session.handle("while true do end").hasPrefix("error: timeout:"))
    #expect(session.handle("fling x") == "usage: " + ReplSession.sceneCommands.first { $0.name == "fling" }!.usage)
    #expect(session.handle(":nope") == "error: unknown command :nope (:help lists them)")
    #expect(session.handle(":load /no/such.lua").hasPrefix("error: "))
    #expect(session.handle("fling 1000").contains("-> chosen 390 on stop 1 of 10 (page 1)"))
  }

  @Test("a broken edit keeps the last good version")
  func brokenReload() throws {
    let script = try Fixtures.temporaryFile("edit.lua", Fixtures.tunablePager)
    defer { try? FileManager.default.removeItem(at: script) }
    let session = ReplSession(behavior: script.path)
    try "function updateTarget(".write(to: script, atomically: true, encoding: .utf8)
    let reload = session.handle(":reload")
    #expect(reload.hasPrefix("error: ") && reload.hasSuffix("(kept the last good version)"), "\(reload)")
    #expect(session.handle("fling 1000").contains("-> chosen 390 on stop 1 of 10 (page 1)"))
  }

  @Test("each gesture prints the phases the view went through on one line of its own")
  func phases() {
    let session = ReplSession(
      behavior: "paging", behaviorsDirectory: Fixtures.root.appendingPathComponent("behaviors").path)
    _ = session.handle("pages 5")
    let drag = session.handle("drag 150 0.25").split(separator: "\n")
    #expect(drag.count >= 2 && drag[1] == "  phases: tracking → interacting → decelerating → idle", "\(drag)")
    // A fling is a touch that never moves: no interacting.
    let fling = session.handle("fling 1000").split(separator: "\n")
    #expect(fling.count >= 2 && fling[1] == "  phases: tracking → decelerating → idle", "\(fling)")
    let rotated = session.handle("rotate").split(separator: "\n")
    #expect(rotated.count >= 2 && rotated[1] == "  phases: animating → idle", "\(rotated)")
  }

  @Test("rotate keeps page-counted content in pages; children follow the container")
  func rotate() {
    let session = ReplSession(
      behavior: "paging", behaviorsDirectory: Fixtures.root.appendingPathComponent("behaviors").path)
    _ = feed(session, ["pages 5", "fling 1000"])
    let rotated = session.handle("rotate")
    #expect(
      rotated.hasPrefix("rotate: proposed 844 on stop 1 of 5 (page 1) -> chosen 844 on stop 1 of 5 (page 1)"),
      "\(rotated)")
    let children = session.handle("children 10 per-page")
    #expect(children.hasPrefix("container 844x390, content 8440x390, horizontal, 10 children, at 844"), "\(children)")
  }

  @Test("device NAME landscape sets the catalogue's bounds and insets, and rotate moves the insets")
  func deviceAndRotate() {
    let session = ReplSession(
      behavior: "paging", behaviorsDirectory: Fixtures.root.appendingPathComponent("behaviors").path)
    // iPhone 15 Pro in landscape: 852 x 393 less 59 each side and 21 at the bottom.
    let landscape = session.handle("device iphone15pro landscape")
    #expect(landscape.hasPrefix("container 734x372, content 7340x372"), "\(landscape)")
    #expect(session.handle(":scene").contains("insets    top 0, leading 59, bottom 21, trailing 59"))
    _ = session.handle("rotate")
    // In portrait: 393 x 852 less 59 at the top and 34 at the bottom.
    let portrait = session.handle(":scene")
    #expect(portrait.contains("device    iphone15pro portrait (bounds 393x852)"), "\(portrait)")
    #expect(portrait.contains("insets    top 59, leading 0, bottom 34, trailing 0"), "\(portrait)")
    #expect(session.handle("fling 1000").contains("chosen 393 on stop 1 of 10 (page 1)"))
    let unknown = session.handle("device iphone15")
    #expect(unknown.hasPrefix("error: unknown device 'iphone15'"), "\(unknown)")
  }

  @Test(":compare reports the first disagreement with the twin once a tuning global departs from it")
  func compareDisagreement() throws {
    let script = try Fixtures.temporaryFile("tunable.lua", Fixtures.tunablePager)
    defer { try? FileManager.default.removeItem(at: script) }
    let session = ReplSession(behavior: script.path)
    #expect(session.handle(":compare 40").hasPrefix("agree on 40 of 40 cases with paging, from 0"))
    _ = session.handle("PAGES = 2")
    let report = session.handle(":compare 40")
    #expect(report.hasPrefix("disagree on "), "\(report)")
    #expect(report.contains("\n  first: from 0, velocity "), "\(report)")
    #expect(report.contains("twin 390, script 780"), "\(report)")
  }

  @Test(":scene prints the settings; :help lists every command")
  func sceneAndHelp() {
    let session = ReplSession(
      behavior: "paging", behaviorsDirectory: Fixtures.root.appendingPathComponent("behaviors").path)
    let scene = session.handle(":scene")
    #expect(scene.contains("container 390x844\ncontent   10 pages (3900x844)\naxis      horizontal"), "\(scene)")
    let help = session.handle(":help")
    for name in (ReplSession.colonCommands.map(\.name) + ReplSession.sceneCommands.map(\.name)) {
      #expect(help.contains("  \(name)"), "\(name)")
    }
    #expect(session.handle(":save /no/such/dir/x.json").hasPrefix("error: cannot write /no/such/dir/x.json"))
  }

  @Test("a built-in has no Lua state but plays gestures")
  func builtIn() {
    let session = ReplSession(behavior: "viewAligned:alwaysByOne")
    #expect(session.handle("children 20 100").hasPrefix("container 390x844, content 2000x844"))
    #expect(
      session.handle("fling 3000").contains(
        "chosen 100 on stop 1 of 18 (child 1)"))
    #expect(session.handle("1 + 1").hasPrefix("error: no Lua state"))
  }

  @Test("cards with gaps: children COUNT LENGTH SPACING sizes the content by the row")
  func cardsWithGaps() {
    let session = ReplSession(behavior: "viewAligned:alwaysByOne")
    // 10 × 300 + 9 × 16 = 3144 pt.
    #expect(session.handle("children 10 300 16").hasPrefix("container 390x844, content 3144x844"))
    #expect(
      session.handle("fling 3000").contains(
        "chosen 316 on stop 1 of 10 (child 1)"),
      "one card forward")
    #expect(session.handle("children 10 300 -4") == "error: spacing: must be at least 0, got -4")
    // With 20 pt of padding at both ends: 3184 pt, and the first card at 20.
    #expect(session.handle("children 10 300 16 20").hasPrefix("container 390x844, content 3184x844"))
  }

  @Test("gestures and scenes past a scenario's limits are refused with the field and the limit; the session goes on")
  func limits() {
    let session = ReplSession(behavior: "paging")
    _ = feed(session, ["container 390x844", "pages 10"])
    #expect(session.handle("wait 1e300") == "error: steps[0].wait: must be at most 3600, got 1e+300")
    #expect(session.handle("drag 100 1e300") == "error: steps[0].drag.duration: must be at most 3600, got 1e+300")
    #expect(
      session.handle("pages 1e300").hasPrefix("error: pages: must be above 0 and at most 10000 container lengths"))
    #expect(
      session.handle("children 9223372036854775807 per-page").hasPrefix(
        "error: children: expected 0 to 1000000 children"))
    #expect(
      session.handle("fling 1000").hasPrefix(
        "fling 1000 pt/s: proposed 499 between stops 1 and 2 of 10 (pages; stop 1 + 109 pt) -> chosen 390 on stop 1 of 10 (page 1)"
      ))
  }

  @Test("the named unit points are constants the REPL can read")
  func unitPoints() {
    let session = ReplSession(behavior: "paging")
    #expect(session.handle("= UnitPoint.center") == "{x = 0.5, y = 0.5}")
    #expect(session.handle("= UnitPoint.bottomTrailing.y") == "1.0")
  }
}
