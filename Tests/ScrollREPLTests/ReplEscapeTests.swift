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
}
