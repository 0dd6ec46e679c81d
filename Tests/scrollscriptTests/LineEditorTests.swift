import CEditLine
import Foundation
import ScrollREPL
import Testing

@Suite("The line editor's completion lists: made with malloc, as libedit frees them")
struct LineEditorTests {
  @Test("ceditline_matches copies the words into a list with two NULLs after them, which free() releases")
  func matches() throws {
    let words = ReplCompletion.readlineEntries(for: "target.rect.m")
    #expect(words.first == "target.rect.m")
    #expect(Array(words.dropFirst()) == ReplCompletion.completions(of: "target.rect.m"))
    let copies = words.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    let pointers = copies.map { UnsafePointer<CChar>($0) }
    let list = try #require(pointers.withUnsafeBufferPointer { ceditline_matches($0.baseAddress, $0.count) })
    for (index, word) in words.enumerated() {
      let entry = try #require(list[index])
      #expect(String(cString: entry) == word)
      #expect(entry != copies[index], "entry \(index) is a copy, not the caller's string")
      free(entry)  // as libedit does: each string, then the list
    }
    #expect(list[words.count] == nil)
    #expect(list[words.count + 1] == nil, "libedit reads one entry past the terminator")
    free(list)
  }

  @Test("no words give no list")
  func empty() {
    #expect(ceditline_matches(nil, 0) == nil)
    #expect(ReplCompletion.readlineEntries(for: "zzz").isEmpty)
    #expect(ReplCompletion.readlineEntries(for: "fl") == ["fling"])
  }
}
