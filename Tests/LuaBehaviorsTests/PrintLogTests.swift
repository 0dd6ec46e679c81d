import Foundation
import LuaBehaviors
import ScrollTargets
import Testing

@Suite("Printed lines kept call by call, with the line of each print")
struct PrintLogTests {
  @Test("each line carries the path:line of its print call, the script's or a module's")
  func locations() throws {
    let script = try ScriptFile(
      """
      local rules = require('rules')
      function updateTarget(target, context)
        print('first', 1)
        rules.say('from the module')
        pcall(print, 'through pcall')
      end
      """)
    let module = (script.path as NSString).deletingLastPathComponent + "/rules.lua"
    try Data("local M = {}\nfunction M.say(text)\n  print(text)\nend\nreturn M\n".utf8)
      .write(to: URL(fileURLWithPath: module))
    let behavior = try script.load()
    behavior.keepsPrintLog = true
    _ = try Fixture.run(behavior)
    let log = behavior.takePrintLog()
    #expect(
      log.lines == [
        PrintLog.Line(location: script.line(3), text: "first\t1"),
        PrintLog.Line(location: "\(module):3", text: "from the module"),
        PrintLog.Line(location: script.line(5), text: "through pcall"),
      ])
    #expect(log.dropped == 0)
    #expect(log.lines[0].description == "\(script.line(3)): first\t1")
  }

  @Test("nothing is kept until a caller asks, and a take empties the log")
  func offByDefault() throws {
    let script = try ScriptFile("function updateTarget(target, context) print('hi') end\n")
    let behavior = try script.load()
    _ = try Fixture.run(behavior)
    #expect(behavior.takePrintLog().isEmpty, "keepsPrintLog is off by default")
    #expect(behavior.log == ["hi"], "the behavior's own log still has the line")
    behavior.keepsPrintLog = true
    _ = try Fixture.run(behavior)
    #expect(behavior.takePrintLog().lines.map(\.text) == ["hi"])
    #expect(behavior.takePrintLog().isEmpty, "the take forgot the line")
  }

  @Test("a call keeps its first logLines lines, each cut to 4096 bytes, and counts the rest")
  func bounded() throws {
    let script = try ScriptFile(
      "function updateTarget(target, context)\n  for i = 1, 50 do print(string.rep('x', 100000)) end\nend\n")
    let behavior = try script.load(limits: BehaviorLimits(logLines: 10))
    behavior.keepsPrintLog = true
    _ = try Fixture.run(behavior)
    let log = behavior.takePrintLog()
    #expect(log.lines.count == 10 && log.dropped == 40)
    #expect(log.lines.allSatisfy { $0.text.utf8.count == 4096 })
    #expect(
      log.report(from: "case 1").last == "print: 40 more printed lines were dropped (case 1)",
      "the report says that lines are missing")
    _ = try Fixture.run(behavior)
    #expect(behavior.takePrintLog().lines.count == 10, "the bound applies to each take, not to the behavior's life")
  }

  @Test("the report names the call each line came from")
  func report() {
    let log = PrintLog(lines: [PrintLog.Line(location: "x.lua:12", text: "hello")], dropped: 1)
    #expect(
      log.report(from: "case 3") == [
        "x.lua:12: print: hello (case 3)", "print: 1 more printed line was dropped (case 3)",
      ])
    #expect(log.report() == ["x.lua:12: print: hello", "print: 1 more printed line was dropped"])
    #expect(log.entries == ["x.lua:12: hello", "1 more printed line was dropped"])
  }
}
