import LuaBehaviors
import ScrollREPL
import Testing

@Suite("REPL completion spells the Lua API as the bridge serves it")
struct ReplCompletionTests {
  @Test("every global and every path of the API completes")
  func completesTheAPI() {
    let words = Set(ReplCompletion.words)
    let globals = LuaAPI.entries.filter { $0.kind == .global }.map(\.name)
    for name in globals + LuaAPI.paths where !words.contains(name) {
      Issue.record("completion lacks `\(name)`")
    }
    #expect(words.contains("target.rect.x") && words.contains("old.offset.y") && words.contains("limitsScrolls"))
  }

  @Test("every dotted word from a parameter or UnitPoint is a path the bridge serves")
  func completesNothingElse() {
    let roots = Set(LuaAPI.roots.map(\.name))
    let paths = Set(LuaAPI.paths)
    for word in ReplCompletion.words {
      guard let first = word.split(separator: ".").first, roots.contains(String(first)) else { continue }
      #expect(paths.contains(word), "completion offers `\(word)`, which the bridge does not serve")
    }
  }

  @Test("readline gets the longest common prefix first, then the words")
  func readlineEntries() {
    #expect(
      ReplCompletion.readlineEntries(for: "context.velocity.d") == [
        "context.velocity.d", "context.velocity.dx", "context.velocity.dy",
      ])
    #expect(ReplCompletion.readlineEntries(for: ":rel") == [":reload"])
  }

  @Test("completion offers commands and Lua API names")
  func completion() {
    #expect(ReplCompletion.completions(of: ":re") == [":reload", ":reset"])
    #expect(
      ReplCompletion.completions(of: "context.vel") == [
        "context.velocity", "context.velocity.dx", "context.velocity.dy",
      ])
    #expect(ReplCompletion.completions(of: "fl") == ["fling"])
    #expect(ReplCompletion.completions(of: "").isEmpty)
  }
}
