import ScrollTargets
import Testing

@Suite("Text a script controls, shown safely")
struct ScriptTextTests {
  @Test("a title-setting escape, a bell and a forged line are written out, on one line")
  func attack() {
    let shown = ScriptText.escaped("boom\u{1b}]0;pwned\u{7}\nfoo.lua: ok")
    #expect(shown == #"boom\e]0;pwned\u{7}\nfoo.lua: ok"#)
  }

  @Test("every C0 and C1 control but the tab, DEL, Unicode's line breaks and reordering marks are escaped")
  func everyControl() {
    let controls =
      (0...0x1F).filter { $0 != 0x09 } + (0x7F...0x9F) + [0x2028, 0x2029, 0x200E, 0x200F]
      + (0x202A...0x202E) + (0x2066...0x2069)
    for value in controls {
      let text = String(Character(Unicode.Scalar(UInt32(value))!))
      let shown = ScriptText.escaped(text)
      #expect(shown.hasPrefix("\\"), "U+\(String(value, radix: 16)) shown as \(shown.debugDescription)")
      #expect(shown.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F })
    }
    #expect(ScriptText.escaped("\r\u{0}\u{9b}\u{202e}") == #"\r\u{0}\u{9b}\u{202e}"#)
  }

  @Test("plain text, tabs, backslashes and other characters stay as they are")
  func plain() {
    for text in ["hello", "a\tb", #"C:\path\e"#, "naïve — 漢字 🙂", ""] {
      #expect(ScriptText.escaped(text) == text)
    }
  }

  @Test("a failure's description and problem show the message escaped; the message itself is kept exact")
  func failure() {
    let failure = BehaviorFailure(.runtime, "boom\u{1b}[2J\nx.lua: ok", location: "x.lua:4")
    #expect(failure.description == #"x.lua:4: runtime: boom\e[2J\nx.lua: ok"#)
    #expect(failure.line(program: "scrollscript") == #"x.lua:4: error: runtime: boom\e[2J\nx.lua: ok"#)
    #expect(failure.message == "boom\u{1b}[2J\nx.lua: ok")
  }
}
