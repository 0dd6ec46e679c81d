import Foundation
import ScrollREPL
import Testing

@Suite("REPL: text a script controls is shown escaped")
struct ReplEscapeTests {
  /// Sets the title, rings the bell, then forges a line of its own.
  static let attack = #"\27]0;pwned\7\nevil.lua: ok"#
  static let shown = #"\e]0;pwned\u{7}\nevil.lua: ok"#

  @Test("prints, values, errors and emitted events come back on their own lines, with no control character")
  func escaped() throws {
    let script = try Fixtures.temporaryFile(
      "evil.lua",
      """
      bad = "\(Self.attack)"
      function updateTarget(target, context) end
      function onScrollGeometryChange(old, new) emit("name" .. bad, bad) end

      """)
    let session = ReplSession(behavior: script.path)
    let outputs = [
      session.handle("print('hi' .. bad)"), session.handle("bad"), session.handle("error('boom' .. bad)"),
      session.handle("fling 1000"),
    ]
    for output in outputs {
      #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(output.debugDescription)")
      #expect(!output.split(separator: "\n").contains { $0.hasPrefix("evil.lua: ok") }, "a forged line: \(output)")
    }
    #expect(outputs[0] == "hi" + Self.shown)
    #expect(outputs[1] == Self.shown)
    #expect(outputs[2] == "error: runtime: repl:1: boom" + Self.shown)
    #expect(outputs[3].contains("emit name\(Self.shown) \(Self.shown)"), "\(outputs[3])")
  }

  @Test("a typed word with control characters is echoed written out; a line over 64 KiB is refused, not parsed")
  func unknownWords() throws {
    let script = try Fixtures.temporaryFile("plain.lua", "function updateTarget(target, context) end\n")
    let session = ReplSession(behavior: script.path)
    let escaped = session.handle(":sav\u{1B}]0;x\u{7}")
    #expect(!escaped.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(escaped.debugDescription)")
    #expect(escaped.contains(#"unknown command :sav\e]0;x\u{7}"#), "\(escaped)")
    let huge = String(repeating: "a", count: 1 << 20)
    let answer = session.handle(huge)
    #expect(answer.hasPrefix("error: a line of 1048576 bytes is over the REPL's 64 KiB"), "\(answer.prefix(200))")
    #expect(answer.count < 200)
    #expect(!answer.contains("did you mean"))
  }
}
