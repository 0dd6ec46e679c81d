import Testing

@testable import ScrollREPL

@Suite("the globals a session sets, as assignments")
struct GlobalTweaksTests {
  func listing(_ lines: [String]) -> GlobalTweaks.Listing {
    GlobalTweaks.Listing(lines.joined(separator: "\n"))
  }

  @Test("changed values, new tables with all their entries, removals; the script's own globals untouched")
  func assignments() {
    let before = listing(["PAGES\t=1", "CONFIG\t{0x1", "CONFIG.a\t=1", "OLD\t{0x2", "OLD.x\t=1", "keep\t=2"])
    let after = listing([
      "PAGES\t=3", "CONFIG\t{0x3", "CONFIG.a\t=1", "CONFIG.b\t=\"x\"", "ALIAS\t@CONFIG", "f\t!function 0x9", "keep\t=2",
      "_\t=42",
    ])
    var tweaks = GlobalTweaks()
    tweaks.record(before: before, after: after)
    let (lines, unsaved) = tweaks.assignments()
    #expect(
      lines == ["PAGES = 3", "CONFIG = {}", "CONFIG.a = 1", "CONFIG.b = \"x\"", "ALIAS = CONFIG", "OLD = nil"],
      "a replaced table is written whole; OLD.x goes with OLD; _ is the REPL's")
    #expect(unsaved == ["f (a function)"])
  }

  @Test("a later change wins and moves to the end; an entry changed in place is written alone")
  func laterChanges() {
    var tweaks = GlobalTweaks()
    let first = listing(["A\t=1", "T\t{0x1", "T.x\t=1"])
    let second = listing(["A\t=2", "T\t{0x1", "T.x\t=1"])
    let third = listing(["A\t=2", "T\t{0x1", "T.x\t=5", "B\t=true"])
    tweaks.record(before: listing(["T\t{0x1", "T.x\t=1"]), after: first)
    tweaks.record(before: first, after: second)
    tweaks.record(before: second, after: third)
    #expect(tweaks.assignments().lines == ["A = 2", "T.x = 5", "B = true"])
    #expect(!tweaks.isIncomplete)
    tweaks.record(before: third, after: listing(["A\t=2", "…"]))
    #expect(tweaks.isIncomplete)
    #expect(tweaks.assignments().lines == ["A = 2", "T.x = 5", "B = true"], "a cut listing removes nothing")
  }
}
