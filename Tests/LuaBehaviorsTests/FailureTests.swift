import Foundation
import LuaBehaviors
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import Testing

@Suite("Failures: each kind, with its path:line")
struct FailureTests {
  @Test("A script that does not parse fails to load with kind syntax at the offending line")
  func syntax() throws {
    let script = try ScriptFile("function updateTarget(target, context)\n  local x = = 1\nend\n")
    let failure = try #require(script.loadFailure())
    #expect(failure.kind == .syntax)
    #expect(failure.message == "unexpected symbol near '='")
    #expect(failure.location == script.line(2))
    #expect(failure.description == "\(script.path):2: syntax: unexpected symbol near '='")
  }

  @Test("A block left open is a syntax error at the end of the file")
  func unclosedBlock() throws {
    let script = try ScriptFile("function updateTarget(target, context)\n  if true then\nend\n")
    let failure = try #require(script.loadFailure())
    #expect(failure.kind == .syntax)
    #expect(failure.message == "'end' expected (to close 'function' at line 1) near <eof>")
    #expect(failure.location == script.line(4))
  }

  @Test("A runtime error reports the line that raised it and a short traceback")
  func runtime() throws {
    let script = try ScriptFile(
      """
      local function helper(context)
        return context.velocity.dx + nil
      end

      function updateTarget(target, context)
        target.rect.origin.x = helper(context)
      end
      """)
    let failure = try #require(Fixture.failure(try script.load()))
    #expect(failure.kind == .runtime)
    #expect(failure.message == "attempt to perform arithmetic on a nil value")
    #expect(failure.location == script.line(2))
    #expect(
      failure.traceback == [
        "\(script.path):2: in upvalue 'helper'", "\(script.path):6: in function <\(script.path):5>",
      ])
  }

  @Test("error(message) keeps the message and the line; a non-string error is located from the stack")
  func explicitErrors() throws {
    let script = try ScriptFile(
      """
      function updateTarget(target, context)
        if context.velocity.dx < 0 then
          error("no backward flings")
        end
        error({ code = 7 })
      end
      """)
    let behavior = try script.load()
    let first = try #require(Fixture.failure(behavior))
    #expect(first.kind == .runtime)
    #expect(first.message == "no backward flings")
    #expect(first.location == script.line(3))
    let second = try #require(Fixture.failure(behavior, context: Fixture.context(velocity: CGVector(dx: 1, dy: 0))))
    #expect(second.message == "(error object is a table value)")
    #expect(second.location == script.line(5))
  }

  @Test("An error in the chunk's top-level code fails the load with kind runtime")
  func runtimeAtLoad() throws {
    let script = try ScriptFile("local x = 1\nlocal y = x.field\nfunction updateTarget(t, c) end\n")
    let failure = try #require(script.loadFailure())
    #expect(failure.kind == .runtime)
    #expect(failure.message == "attempt to index a number value (local 'x')")
    #expect(failure.location == script.line(2))
  }

  @Test("A script without updateTarget fails to load")
  func missingUpdateTarget() throws {
    let missing = try ScriptFile("function update(target, context) end\n")
    let failure = try #require(missing.loadFailure())
    #expect(failure.kind == .runtime)
    #expect(failure.message == "the script defines no function updateTarget(target, context)")
    #expect(failure.location == missing.line(1))

    // The same name written another way is pointed out; a value that is not a function is not.
    for name in ["update_target", "UpdateTarget", "updatetarget"] {
      let near = try ScriptFile("\(name) = function(target, context) end\nupdate = 1\n")
      #expect(
        near.loadFailure()?.message
          == "the script defines no function updateTarget(target, context), but defines \(name) (did you mean updateTarget?)"
      )
    }
    let notFunction = try ScriptFile("update_target = 1\n")
    #expect(notFunction.loadFailure()?.message == "the script defines no function updateTarget(target, context)")

    let wrong = try ScriptFile("updateTarget = 42\n")
    #expect(wrong.loadFailure()?.message == "updateTarget(target, context) is a number value, not a function")
    let wrongHook = try ScriptFile("function updateTarget(t, c) end\nonScrollGeometryChange = {}\n")
    #expect(wrongHook.loadFailure()?.message == "onScrollGeometryChange is a table value, not a function")
  }

  @Test("A script that cannot be read is an input error with the system's reason, not a failure of the script")
  func unreadable() {
    let path = "/nonexistent/\(UUID().uuidString).lua"
    #expect(throws: InputFileError(path: path, reason: "No such file or directory")) {
      try LuaScrollTargetBehavior(path: path)
    }
  }

  @Test(
    "Writing a non-finite number or a non-number to a target field is an invalid result naming the field",
    arguments: [
      ("target.rect.origin.x = 0/0", "target.rect.origin.x must be a finite number, got nan"),
      ("target.rect.origin.y = 1/0", "target.rect.origin.y must be a finite number, got inf"),
      ("target.rect.size.width = -1/0", "target.rect.size.width must be a finite number, got -inf"),
      ("target.rect.size.height = '844'", "target.rect.size.height must be a finite number, got string"),
      ("target.rect.origin.x = nil", "target.rect.origin.x must be a finite number, got nil"),
      ("target.anchor = { x = 0.5 }", "target.anchor.y must be a finite number, got nil"),
      ("target.anchor = 'center'", "target.anchor must be {x = number, y = number} or a UnitPoint, got string"),
      ("target.rect.origin = { x = 0/0, y = 0 }", "target.rect.origin.x must be a finite number, got nan"),
      ("target.rect = { x = 1, y = 2, width = 3 }", "target.rect.height must be a finite number, got nil"),
    ])
  func invalidResults(statement: String, message: String) throws {
    let script = try ScriptFile("function updateTarget(target, context)\n  \(statement)\nend\n")
    let failure = try #require(Fixture.failure(try script.load()))
    #expect(failure.kind == .invalidResult)
    #expect(failure.message == message)
    #expect(failure.location == script.line(2))
  }

  @Test("Reading or writing a member that does not exist is a runtime error")
  func unknownMembers() throws {
    let script = try ScriptFile(
      """
      function updateTarget(target, context)
        if context.velocity.dx < 0 then return target.rect.origin.z end
        target.rect.minX = 0
      end
      """)
    let behavior = try script.load()
    let read = try #require(Fixture.failure(behavior))
    #expect(read.kind == .runtime)
    #expect(read.message == "target.rect.origin has no member 'z'")
    #expect(read.location == script.line(2))
    let write = try #require(Fixture.failure(behavior, context: Fixture.context(velocity: .zero)))
    #expect(
      write.message
        == "target.rect.minX is read-only (computed from origin and size); write target.rect.origin.x instead")
  }

  @Test(
    "A misspelt member is an error at the script's line naming the nearest member; a name near none names none",
    arguments: [
      ("local w = context.containerSize.widht", "context.containerSize has no member 'widht' (did you mean 'width'?)"),
      ("local h = context.contentSize.Height", "context.contentSize has no member 'Height' (did you mean 'height'?)"),
      ("local v = context.velocity.dz", "context.velocity has no member 'dz' (did you mean 'dx'?)"),
      ("local s = context.containrSize", "context has no member 'containrSize' (did you mean 'containerSize'?)"),
      ("local x = target.rect.minx", "target.rect has no member 'minx' (did you mean 'minX'?)"),
      ("local o = context.originalTarget.rec", "context.originalTarget has no member 'rec' (did you mean 'rect'?)"),
      ("local a = context.axes.horizontl", "context.axes has no member 'horizontl' (did you mean 'horizontal'?)"),
      ("target.rect.origin.xx = 1", "target.rect.origin has no member 'xx' (did you mean 'x'?)"),
      ("local z = target.rect.origin.z", "target.rect.origin has no member 'z'"),
      ("local q = context.containerSize.depth", "context.containerSize has no member 'depth'"),
    ])
  func misspeltMembers(statement: String, message: String) throws {
    let script = try ScriptFile(
      "function updateTarget(target, context)\n  target.rect.origin.x = 0\n  \(statement)\nend\n")
    let failure = try #require(Fixture.failure(try script.load()))
    #expect(failure.kind == .runtime)
    #expect(failure.message == message)
    #expect(failure.location == script.line(3))
  }

  @Test("A child of context.targets, misspelt, names the nearest member of a rect")
  func misspeltChild() throws {
    let script = try ScriptFile(
      "function updateTarget(target, context)\n  local m = context.targets[1].midx\nend\n")
    let failure = try #require(Fixture.failure(try script.load()))
    #expect(failure.message == "context.targets[1] has no member 'midx' (did you mean 'midX'?)")
    #expect(failure.location == script.line(2))
  }

  @Test("updateTarget keeps the proposed target on failure and records why; a success clears it")
  func nonThrowingEntryPoint() throws {
    let script = try ScriptFile(
      """
      function updateTarget(target, context)
        target.rect.origin.x = 0
        if context.velocity.dx < 0 then error("refused") end
      end
      """)
    let behavior = try script.load()
    var target = Fixture.target()
    behavior.updateTarget(&target, context: Fixture.context())
    #expect(target == Fixture.target())
    #expect(
      behavior.lastFailure
        == BehaviorFailure(
          .runtime, "refused", location: script.line(3), traceback: ["\(script.path):3: in function <\(script.path):1>"]
        ))
    behavior.updateTarget(&target, context: Fixture.context(velocity: .zero))
    #expect(isClose(target.rect.origin.x, 0))
    #expect(behavior.lastFailure == nil)
  }

  @Test("resolveTarget, the hosts' entry point, throws the script's failure")
  func resolveTarget() throws {
    let script = try ScriptFile("function updateTarget(target, context)\n  target.rect.origin.x = 0/0\nend\n")
    let behavior: any ScrollTargetBehavior = try script.load()
    var target = Fixture.target()
    #expect(throws: BehaviorFailure.self) { try behavior.resolveTarget(&target, context: Fixture.context()) }
    #expect(target == Fixture.target())
  }

  @Test("Locations keep the whole path, however long")
  func longPaths() throws {
    let deep = (0..<8).map { "folder-with-a-long-name-\($0)" }.joined(separator: "/")
    let script = try ScriptFile("function updateTarget(target, context)\n  error('deep')\nend\n", subdirectory: deep)
    #expect(script.path.count > 200)
    let failure = try #require(Fixture.failure(try script.load()))
    #expect(failure.message == "deep")
    #expect(failure.location == script.line(2))
    #expect(failure.traceback.first == "\(script.path):2: in function <\(script.path):1>")
  }
}

@Suite("Locations come from the chunk that ran, not from text the script wrote")
struct ForgedLocationTests {
  @Test("an error message that names the script at another line is located where it was raised")
  func forgedMessage() throws {
    let file = try ScriptFile("")
    let source = "function updateTarget(target, context)\n  error(\"\(file.path):4242: boom\")\nend\n"
    try source.write(toFile: file.path, atomically: true, encoding: .utf8)
    let failure = try #require(throws: BehaviorFailure.self) {
      var target = Fixture.target()
      try LuaScrollTargetBehavior(path: file.path).tryUpdateTarget(&target, context: Fixture.context())
    }
    #expect(failure.location == "\(file.path):2")
    #expect(failure.message == "boom")
  }

  @Test("a chunk loaded under the script's own name cannot place a failure in the script")
  func forgedChunkName() throws {
    let file = try ScriptFile("")
    let source = """
      function updateTarget(target, context)
        local chunk = load("\\n\\n\\n\\n\\n\\nlocal x = nil + 1", "@\(file.path)")
        chunk()
      end
      """
    try source.write(toFile: file.path, atomically: true, encoding: .utf8)
    let failure = try #require(throws: BehaviorFailure.self) {
      var target = Fixture.target()
      try LuaScrollTargetBehavior(path: file.path).tryUpdateTarget(&target, context: Fixture.context())
    }
    #expect(failure.location == "\(file.path):3", "the script's line that called the chunk")
  }
}

@Suite("Locations after coroutines, loaded chunks and metamethods")
struct LocationEdgeTests {
  func failure(_ source: String, _ file: ScriptFile) throws -> BehaviorFailure {
    try source.write(toFile: file.path, atomically: true, encoding: .utf8)
    return try #require(throws: BehaviorFailure.self) {
      var target = Fixture.target()
      try LuaScrollTargetBehavior(path: file.path).tryUpdateTarget(&target, context: Fixture.context())
    }
  }

  @Test("a coroutine's handled failure does not place a later one with the same words")
  func handledCoroutineFailure() throws {
    let file = try ScriptFile("")
    let failure = try failure(
      """
      function updateTarget(target, context)
        local ok = coroutine.resume(coroutine.create(function() assert(false) end))
        local y = nil
        assert(y)
      end
      """, file)
    #expect(failure.message == "assertion failed!")
    #expect(failure.location == "\(file.path):4")
  }

  @Test("a coroutine's failure raised again is located where the coroutine raised it")
  func raisedAgain() throws {
    let file = try ScriptFile("")
    let failure = try failure(
      """
      function updateTarget(target, context)
        local co = coroutine.create(function()
          local t = nil
          return t.x
        end)
        local ok, message = coroutine.resume(co)
        error(message)
      end
      """, file)
    #expect(failure.location == "\(file.path):4")
    #expect(failure.message.hasSuffix("attempt to index a nil value (local 't')"), "\(failure.message)")
  }

  @Test("properties defined by a loaded chunk cannot lend it a line of the script")
  func loadedProperties() throws {
    let file = try ScriptFile(
      """
      function updateTarget(target, context) end
      properties = load("\\n\\n\\n\\n\\n\\n\\n\\nreturn function() return 1 end")()
      """)
    let behavior = try LuaScrollTargetBehavior(path: file.path)
    let failure = try #require(throws: BehaviorFailure.self) {
      try behavior.tryProperties(context: Fixture.context().propertiesContext)
    }
    #expect(failure.kind == .invalidResult)
    #expect(failure.location == nil, "not a line of the loaded chunk: \(String(describing: failure.location))")
  }

  @Test("pairs takes a __pairs that yields, as stock pairs does")
  func yieldingPairs() throws {
    let file = try ScriptFile(
      """
      function updateTarget(target, context)
        local t = setmetatable({}, {__pairs = function(t) coroutine.yield(1) return next, {a = 5}, nil end})
        local co = coroutine.wrap(function() for _, v in pairs(t) do return v end end)
        co()
        target.rect.origin.x = co()
      end
      """)
    var target = Fixture.target()
    try LuaScrollTargetBehavior(path: file.path).tryUpdateTarget(&target, context: Fixture.context())
    #expect(target.rect.origin.x == 5)
  }
}
