import Foundation
import Testing

@testable import PropertyChecking

@Suite("The numbers a script writes")
struct ScriptNumbersTests {
  @Test("Lua: literals in code, not in comments, strings or names; hex, fractions and exponents")
  func lua() {
    let source = """
      -- expect: followsFling(300)
      --[==[ a long comment: 111
      ]==]
      local LIMIT = 733.9 -- pt/s, and 222 here is a comment
      local name = "444" .. 'x555' .. [[666]] .. [=[ 777 ]=]
      local page2 = 0x1F + .5 + 2e3 + 1.5E-1 + 5.
      if v > 733 and x3 < 0.35 then end
      """
    #expect(ScriptNumbers.lua(Data(source.utf8)) == [733.9, 31, 0.5, 2000, 0.15, 5, 733, 0.35])
  }

  @Test("Swift: literals in code, with separators and radixes, not in comments or strings")
  func swift() {
    let source = """
      // expect: followsFling(300)
      /* a block /* nested 111 */ still 222 */
      let limit = 1_200.5  // 333
      let text = "444 \\(555)" + #"666"# + \"""
        777
        \"""
      let mask = 0xFF | 0b101 | 0o17
      if velocity > 733, x2 < 1e2 { }
      """
    #expect(ScriptNumbers.swift(Data(source.utf8)) == [1200.5, 255, 5, 15, 733, 100])
  }

  @Test("each number once, at most the limit, nothing larger than the largest")
  func bounded() {
    let many = (0..<300).map { "x = \($0)" }.joined(separator: "\n") + "\ny = 1e300\nz = 7"
    let numbers = ScriptNumbers.lua(Data(many.utf8))
    #expect(numbers.count == ScriptNumbers.limit)
    #expect(numbers == (0..<ScriptNumbers.limit).map(Double.init))
    #expect(ScriptNumbers.lua(Data("a = 7 b = 7 c = 1e300".utf8)) == [7])
  }
}
