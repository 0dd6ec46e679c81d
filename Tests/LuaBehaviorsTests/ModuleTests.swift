import Foundation
import LuaBehaviors
import ScrollTargets
import Testing

/// A script and the files beside it, in a folder of their own.
private final class ScriptFolder {
  let script: ScriptFile
  var folder: String { (script.path as NSString).deletingLastPathComponent }

  init(_ source: String, modules: [String: String] = [:]) throws {
    script = try ScriptFile(source)
    for (name, text) in modules { try write(text, to: name) }
  }

  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
  }

  func path(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

  func loadFailure(limits: BehaviorLimits = .default) -> BehaviorFailure? { script.loadFailure(limits: limits) }
}

@Suite("require: scripts share code with the files next to them, while they load, within the same limits")
struct ModuleTests {
  @Test("a module runs once, in the script's globals; require returns what it returned")
  func sharesCode() throws {
    let folder = try ScriptFolder(
      """
      local shared = require("shared")
      local again = require("shared")
      STEP = 10
      function updateTarget(target, context)
        target.rect.origin.x = shared.snap(target.rect.origin.x) + loads * 1000 + (shared == again and 1 or 0)
      end
      """,
      modules: ["shared.lua": "loads = (loads or 0) + 1\nreturn { snap = function(x) return x - x % STEP end }\n"])
    let behavior = try folder.script.load()
    #expect(try Fixture.run(behavior).rect.origin.x == 1601)
  }

  @Test("a module's own lines locate its failures, in its name")
  func locatesModuleLines() throws {
    let folder = try ScriptFolder(
      "require('rules')\nfunction updateTarget(target, context) fail(context) end\n",
      modules: ["rules.lua": "-- rules\nfunction fail(context)\n  return context.nothing\nend\n"])
    let failure = try #require(Fixture.failure(try folder.script.load()))
    #expect(failure.kind == .runtime)
    #expect(failure.message == "context has no member 'nothing'")
    #expect(failure.location == folder.path("rules.lua") + ":3")
    #expect(failure.traceback.first == folder.path("rules.lua") + ":3: in function 'fail'")
  }

  @Test("a module that does not parse is a syntax error at its line")
  func moduleSyntax() throws {
    let folder = try ScriptFolder(
      "require('broken')\nfunction updateTarget(target, context) end\n",
      modules: ["broken.lua": "local x = 1\nx = = 2\n"])
    let failure = try #require(folder.loadFailure())
    #expect(failure.kind == .syntax)
    #expect(failure.message == "unexpected symbol near '='")
    #expect(failure.location == folder.path("broken.lua") + ":2")
  }

  @Test(
    "a name is letters, digits and '_': no other folder, no other extension",
    arguments: ["../escape", "sub/module", "module.lua", "/etc/passwd", "", "9lives", "a b"])
  func refusesPaths(name: String) throws {
    let folder = try ScriptFolder("require(\"\(name)\")\nfunction updateTarget(target, context) end\n")
    let failure = try #require(folder.loadFailure())
    #expect(failure.kind == .runtime)
    #expect(
      failure.message
        == "require('\(name)'): a module's name is letters, digits and '_' (the file <name>.lua next to the script)")
    #expect(failure.location == folder.script.line(1))
  }

  @Test("a missing file, a symbolic link and a FIFO are refused, without blocking")
  func refusesFiles() throws {
    let folder = try ScriptFolder("require('module')\nfunction updateTarget(target, context) end\n")
    var failure = try #require(folder.loadFailure())
    #expect(failure.message == "require('module'): cannot read \(folder.path("module.lua")): No such file or directory")
    try FileManager.default.createSymbolicLink(atPath: folder.path("module.lua"), withDestinationPath: "/etc/passwd")
    failure = try #require(folder.loadFailure())
    #expect(
      failure.message
        == "require('module'): \(folder.path("module.lua")) is a symbolic link; a module is a plain file next to the script"
    )
    try FileManager.default.removeItem(atPath: folder.path("module.lua"))
    #expect(mkfifo(folder.path("module.lua"), 0o600) == 0)
    failure = try #require(folder.loadFailure())
    #expect(failure.message == "require('module'): \(folder.path("module.lua")) is not a regular file")
  }

  @Test("a cycle, the script itself included, is an error, not a recursion")
  func cycles() throws {
    let folder = try ScriptFolder(
      "require('a')\nfunction updateTarget(target, context) end\n",
      modules: ["a.lua": "require('b')\n", "b.lua": "require('a')\n"])
    var failure = try #require(folder.loadFailure())
    #expect(failure.message == "require('a'): a.lua is still loading (a cycle) or failed to load")
    #expect(failure.location == folder.path("b.lua") + ":1")
    try folder.write("require('script')\n", to: "a.lua")
    failure = try #require(folder.loadFailure())
    #expect(failure.message == "require('script'): script.lua is still loading (a cycle) or failed to load")
  }

  @Test("calls read no files: require is gone once the script has loaded, and a kept one refuses")
  func onlyWhileLoading() throws {
    let folder = try ScriptFolder(
      """
      local keep = require
      function updateTarget(target, context)
        if target.rect.origin.x > 0 then return keep('module') end
        return require('module')
      end
      """, modules: ["module.lua": "return 1\n"])
    let behavior = try folder.script.load()
    var failure = try #require(Fixture.failure(behavior))
    #expect(failure.message == "require('module'): modules load with the script only (call require at its top level)")
    var target = Fixture.target(x: 0)
    failure = try #require(throws: BehaviorFailure.self) {
      try behavior.tryUpdateTarget(&target, context: Fixture.context())
    }
    #expect(failure.message == "attempt to call a nil value (global 'require')")
  }

  @Test("modules count against the script's source limit, its load budget and its memory cap")
  func sameLimits() throws {
    let body = "-- " + String(repeating: "x", count: 3000) + "\n"
    let folder = try ScriptFolder(
      "require('one')\nrequire('two')\nfunction updateTarget(target, context) end\n",
      modules: ["one.lua": body, "two.lua": body])
    let failure = try #require(folder.loadFailure(limits: BehaviorLimits(sourceBytes: 5000)))
    #expect(
      failure.message
        == "require('two'): \(folder.path("two.lua")) would take the script and its modules past their limit of 5000 bytes"
    )
    #expect(failure.location == folder.script.line(2))
    #expect(folder.loadFailure(limits: BehaviorLimits(sourceBytes: 8000)) == nil)

    try folder.write("while true do end\n", to: "one.lua")
    let loop = try #require(folder.loadFailure(limits: BehaviorLimits(loadInstructions: 100_000)))
    #expect(loop.kind == .timeout)
    #expect(loop.location == folder.path("one.lua") + ":1")

    try folder.write("local t = {} for i = 1, 1e9 do t[i] = ('x'):rep(1000) .. i end\n", to: "one.lua")
    let memory = try #require(folder.loadFailure(limits: BehaviorLimits(memoryBytes: 4 << 20)))
    #expect(memory.kind == .memory)
    #expect(memory.location == folder.path("one.lua") + ":1")
  }

  @Test("at most 32 modules")
  func boundedCount() throws {
    let requires = (1...33).map { "require('m\($0)')" }.joined(separator: "\n")
    let folder = try ScriptFolder(
      requires + "\nfunction updateTarget(target, context) end\n",
      modules: Dictionary(uniqueKeysWithValues: (1...33).map { ("m\($0).lua", "return \($0)\n") }))
    let failure = try #require(folder.loadFailure())
    #expect(failure.message == "require('m33'): at most 32 modules")
    #expect(failure.location == folder.script.line(33))
  }
}
