import Foundation
import ScrollREPL
import TestSupport
import Testing

/// The REPL with a `.swift` behavior. Serialized: every test compiles, and the
/// first one builds the model into the shared cache for the others.
@Suite("the REPL with a .swift behavior", .serialized, .endToEnd, .tags(.endToEnd))
struct ReplSwiftTests {
  /// The grid with a step of 195 pt and a header naming its twin, as only
  /// these tests edit it: a content the `--watch` tests do not build, so its
  /// first build here compiles.
  static let editedGrid = Fixtures.gridText(2).replacingOccurrences(
    of: "import SwiftUI\n", with: "import SwiftUI\n// reference: basicGrid\n")

  /// A folder of its own for a test's files.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repl-swift-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test(
    ":load builds the file with a notice first; gestures, :compare with a named behavior and :scene work; Lua is refused plainly; :reload keeps the last good build"
  )
  func session() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Grid.swift")
    try Fixtures.gridText(10).write(to: file, atomically: true, encoding: .utf8)
    var notices: [String] = []
    let session = ReplSession(
      behavior: "paging", behaviorsDirectory: Fixtures.root.appendingPathComponent("behaviors").path,
      swiftBuild: Fixtures.swiftBuild
    ) { notices.append($0) }
    _ = session.handle("device iphone")
    _ = session.handle("pages 10")

    let load = Fixtures.holdingCacheLock { session.handle(":load \(file.path)") }
    #expect(notices == ["building \(file.path) …"], "the notice comes before the build, not in its output")
    #expect(load.hasPrefix("loaded \(file.path) (type BasicGrid, "), "\(load)")
    #expect(session.behaviorName == file.path && session.scriptPath == nil)

    // A step of 39 pt: 499 rounds to 507.
    let fling = session.handle("fling 1000")
    #expect(
      fling.hasPrefix(
        "fling 1000 pt/s: proposed 499 between stops 1 and 2 of 10 (pages; stop 1 + 109 pt) -> chosen 507 between stops 1 and 2 of 10 (pages; stop 1 + 117 pt), +507 pt"
      ), "\(fling)")
    #expect(session.handle(":scene").hasPrefix("behavior  \(file.path) (Swift, type BasicGrid)\n"))

    // Lua input says what is loaded, whatever the Lua.
    let refusal = "error: no Lua state: the behavior is the Swift file \(file.path) (edit it and :reload; "
    for line in ["= 1 + 1", "print('x')", "SPEED = 2", "for k in pairs(_G) do print(k) end"] {
      #expect(session.handle(line).hasPrefix(refusal), "\(line)")
    }
    #expect(session.handle("fling x").hasPrefix("usage: fling VELOCITY"))

    // `Grid.swift` names no built-in, and the file has no `// reference:` line yet.
    #expect(
      session.handle(":compare 100")
        == "nothing to compare: \(file.path) names no twin (add a `// reference: NAME` line, or :compare [N] with B)")
    #expect(session.handle(":compare 100 with basicGrid") == "agree on 100 of 100 cases with basicGrid, from 507")
    #expect(session.handle(":compare with").hasPrefix("usage: :compare [N] [with B]"))

    // An edit that does not compile: the compiler's diagnostic, and the last good build stays.
    try Fixtures.gridText(nil).write(to: file, atomically: true, encoding: .utf8)
    let broken = session.handle(":reload")
    #expect(notices.count == 2 && notices[1] == "building \(file.path) …")
    #expect(
      broken.hasPrefix(
        "\(file.path):7:53: error: cannot convert value of type 'String' to expected argument type 'CGSize'\n"),
      "\(broken)")
    #expect(broken.hasSuffix("\n(kept the last good version)"), "\(broken)")
    #expect(
      session.handle("fling 1000").contains(
        "-> chosen 1014 between stops 2 and 3 of 10 (pages; stop 2 + 234 pt), +507 pt"), "still the 39 pt grid")

    // The fixed edit (a step of 195 pt) replaces it; the gestures replay with it.
    try Self.editedGrid.write(to: file, atomically: true, encoding: .utf8)
    let fixed = session.handle(":reload")
    #expect(fixed.hasPrefix("reloaded \(file.path) (compiled in "), "\(fixed)")
    #expect(fixed.contains("; replayed 2 steps: rest at 1170 on stop 3 of 10 (page 3)\n"), "\(fixed)")
    #expect(session.handle(":reload").hasPrefix("reloaded \(file.path) (from the cache); "), "unchanged: no compile")

    // The edit names its twin in a header line: `:compare` alone finds it.
    let compare = session.handle(":compare 40")
    #expect(compare.hasPrefix("disagree on ") && compare.contains(" of 40 cases with basicGrid, "), "\(compare)")
    #expect(compare.contains(", behavior "), "the Swift file is named `behavior`: \(compare)")

    // A type picked by name, then back to a script, whose Lua state works again.
    #expect(
      session.handle(":load \(file.path):BasicGrid").hasPrefix("loaded \(file.path):BasicGrid (type BasicGrid, ")
        && session.handle(":load \(file.path)").split(separator: "\n")[0].contains("; twin: basicGrid); replayed "))
    #expect(session.handle(":load paging").hasPrefix("loaded "))
    #expect(session.handle("= 1 + 1") == "2")
  }

  @Test(
    "a file that cannot be built at start: its diagnostic, then `paging` instead; without a notice handler the notice opens the output"
  )
  func brokenAtStart() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Broken.swift")
    // An app is refused before the compiler runs: this test compiles nothing.
    try "import SwiftUI\n\n@main struct Demo: App {\n  var body: some Scene { WindowGroup { EmptyView() } }\n}\n".write(
      to: file, atomically: true, encoding: .utf8)
    let session = ReplSession(
      behavior: file.path, behaviorsDirectory: Fixtures.root.appendingPathComponent("behaviors").path,
      swiftBuild: Fixtures.swiftBuild)
    let lines = session.startupMessage.split(separator: "\n").map(String.init)
    #expect(lines.first == "building \(file.path) …", "\(session.startupMessage)")
    #expect(
      lines.dropFirst().first?.hasPrefix("\(file.path):3: error: `struct Demo: App` is an app") == true,
      "\(session.startupMessage)")
    #expect(lines.last?.hasSuffix("loaded \(Fixtures.root.path)/behaviors/paging.lua (twin: paging) instead") == true)
    #expect(session.handle("= 1 + 1") == "2")
  }

  @Test(
    "in a terminal: `repl Grid.swift` shows `building` while it compiles; gestures, a broken edit and its fix, Ctrl-D",
    .enabled(if: Tmux.isInstalled, "tmux is not installed (scripts/setup installs it)"))
  func terminal() throws {
    let folder = try Self.folder()
    let tmux = Tmux()
    defer {
      tmux.kill()
      try? FileManager.default.removeItem(at: folder)
    }
    // A content no other test builds (a comment at the end), so the start really compiles.
    let file = folder.appendingPathComponent("Grid.swift")
    try (Fixtures.gridText(10) + "// seen only by the terminal test\n").write(
      to: file, atomically: true, encoding: .utf8)
    var screen = try Fixtures.holdingCacheLock {
      try tmux.start(
        "env SCROLLSCRIPT_CACHE=\(Fixtures.swiftCache.path) SCROLLSCRIPT_HISTORY=\(folder.path)/history"
          + " \(Tool.url.path) repl Grid.swift; echo REPL-EXITED; sleep 30",
        in: folder)
      // The notice is on the screen while the compiler runs (a second or more), before the result.
      let screen = try tmux.waitFor { $0.contains("building Grid.swift …") }
      #expect(screen.hasPrefix("building Grid.swift …\n"), "\(screen)")
      #expect(!screen.contains("loaded Grid.swift"), "the notice shows before the build ends: \(screen)")
      return try tmux.waitFor(timeout: 120) { $0.contains("Ctrl-D to leave.") && Tmux.prompt(of: $0) == ">" }
    }
    #expect(screen.contains("building Grid.swift …\nloaded Grid.swift (type BasicGrid, compiled in "), "\(screen)")

    try tmux.atPrompt("fling 1000")
    screen = try tmux.waitFor { $0.contains("-> chosen 507") }
    #expect(
      screen.contains(
        "fling 1000 pt/s: proposed 499 between stops 1 and 2 of 10 (pages; stop 1 + 109 pt) -> chosen 507 between stops 1 and 2 of 10 (pages; stop 1 + 117 pt), +507 pt"
      ), "\(screen)")
    try tmux.atPrompt("= 6 * 7")
    screen = try tmux.waitFor { $0.contains("no Lua state") }
    #expect(screen.contains("error: no Lua state: the behavior is the Swift file Grid.swift"), "\(screen)")

    try Fixtures.gridText(nil).write(to: file, atomically: true, encoding: .utf8)
    try tmux.atPrompt(":reload")
    screen = try tmux.waitFor(timeout: 120) { $0.contains("(kept the last good version)") }
    #expect(
      screen.contains(
        ":reload\nbuilding Grid.swift …\nGrid.swift:7:53: error: cannot convert value of type 'String' to expected "
          + "argument type 'CGSize'\n"), "\(screen)")
    try Self.editedGrid.write(to: file, atomically: true, encoding: .utf8)
    try tmux.atPrompt(":reload")
    screen = try tmux.waitFor(timeout: 120) { $0.contains("reloaded Grid.swift") }
    #expect(
      screen.contains("; replayed 1 step: rest at 585 between stops 1 and 2 of 10 (pages; stop 1 + 195 pt)"),
      "\(screen)")
    try tmux.atPrompt(":compare 40 with basicGrid")
    screen = try tmux.waitFor { $0.contains("cases with basicGrid") }
    #expect(screen.contains("disagree on "), "\(screen)")

    _ = try tmux.waitFor { Tmux.prompt(of: $0) == ">" }
    try tmux.key("C-d")
    screen = try tmux.waitFor { $0.contains("REPL-EXITED") }
    #expect(screen.contains("REPL-EXITED"), "\(screen)")
  }
}
