import Foundation
import TestSupport
import Testing

/// Text a script controls (its error messages, prints, emitted names and
/// values) reaches the terminal escaped: it cannot set the window's title,
/// clear the screen or forge a line; JSON keeps its original characters.
@Suite("Terminal-safe output", .endToEnd, .tags(.endToEnd))
struct TerminalSafeOutputTests {
  /// Sets the title, rings the bell, clears the screen, then forges a line of its own.
  static let attack = #"\27]0;pwned\7\27[2J\nevil.lua: ok"#
  /// How ``attack`` is shown.
  static let shown = #"\e]0;pwned\u{7}\e[2J\nevil.lua: ok"#

  static func script() throws -> String {
    try temporaryScript(
      "evil.lua",
      """
      local bad = "\(attack)"
      function updateTarget(target, context)
        print("hi" .. bad)
        error("boom" .. bad)
      end
      function onScrollGeometryChange(old, new)
        emit("name" .. bad, "value" .. bad)
      end

      """)
  }

  /// Checks that no output line holds a control character and that each
  /// line carrying the script's text starts with the prefix the tool gave it.
  static func expectSafe(_ text: String, prefixes: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, sourceLocation: sourceLocation)
    for line in text.split(separator: "\n") where line.contains("evil.lua: ok") {
      #expect(
        prefixes.contains { line.hasPrefix($0) }, "a line without its prefix: \(line)", sourceLocation: sourceLocation)
      #expect(line.contains(Self.shown), "\(line)", sourceLocation: sourceLocation)
    }
  }

  @Test("run shows a script's print and error escaped, each on its own prefixed line")
  func run() throws {
    let script = try Self.script()
    let output = try Tool.run([
      "run", script, "--container", "390x844", "--content", "3900x844", "--original", "0", "--proposed", "500",
    ])
    #expect(output.status == 1)
    Self.expectSafe(output.stderr, prefixes: ["\(script):3: print: hi"])
    Self.expectSafe(output.stdout, prefixes: ["  error     \(script):4: runtime: boom"])
    #expect(output.stderr.contains("\(script):3: print: hi" + Self.shown))
  }

  @Test("simulate shows prints, failures and emitted names and values escaped; its JSON keeps them exact")
  func simulate() throws {
    let script = try Self.script()
    let scenario = try Tool.temporaryFile(
      "s.json",
      #"{"containerSize":{"width":390,"height":844},"pages":5,"steps":[{"fling":{"velocity":{"dx":900,"dy":0}}}]}"#
    ).path
    let output = try Tool.run(["simulate", script, scenario])
    #expect(output.status == 1)
    Self.expectSafe(output.stderr, prefixes: ["\(script):3: print: hi"])
    // The timeline's event lines: "  0.508s  emit …".
    Self.expectSafe(output.stdout, prefixes: (0...9).map { "  \($0)." })
    #expect(output.stdout.contains("emit name\(Self.shown) value\(Self.shown)"))
    #expect(output.stdout.contains("failed: \(script):4: runtime: boom\(Self.shown)"))

    let json = try Tool.run(["simulate", script, scenario, "--json"])
    // JSON's own escapes: the original characters, read back exactly.
    #expect(json.stdout.contains(#"boom\u001b]0;pwned\u0007\u001b[2J\nevil.lua: ok"#), "\(json.stdout.prefix(600))")
  }

  @Test("check shows a script's error escaped in its diagnostics and counterexample prints")
  func check() throws {
    let script = try Self.script()
    let output = try Tool.run(["check", script, "--gestures", "20", "--scenarios", "0"])
    #expect(output.status == 1)
    Self.expectSafe(output.stderr, prefixes: ["\(script):4: error: runtime: boom", "\(script):3: print: hi"])
    #expect(output.stderr.contains("\(script):4: error: runtime: boom\(Self.shown)"), "\(output.stderr)")
  }

  @Test("an error while loading is shown escaped")
  func load() throws {
    let script = try temporaryScript("evil.lua", "error(\"load\" .. \"\(Self.attack)\")\n")
    let output = try Tool.run(["run", script, "--container", "390x844", "--original", "0", "--proposed", "0"])
    #expect(output.status == 1)
    Self.expectSafe(output.stderr, prefixes: ["\(script):1: error: runtime: load"])
    #expect(output.stderr.contains(Self.shown))
  }
}
