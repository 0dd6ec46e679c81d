import ScrollREPL
import Testing

@Suite("Completion")
struct ReplCompletionTests {
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
