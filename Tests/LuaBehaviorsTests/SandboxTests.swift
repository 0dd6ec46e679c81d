import Foundation
import LuaBehaviors
import ScrollTargets
import Testing

/// Each runaway script must fail with a typed error well within this bound (s),
/// and the host must go on afterwards.
/// How soon a hostile script must fail: 2 s, or 20 s when scripts/sanitize runs the
/// suite under a sanitizer (SCROLLSCRIPT_SLOW_BUILD is set), which slows allocation tenfold.
private let bound: Duration =
  ProcessInfo.processInfo.environment["SCROLLSCRIPT_SLOW_BUILD"] == nil ? .seconds(2) : .seconds(20)

/// A script that misbehaves on its first call only, then moves the target to 7.
private func firstCallOnly(_ body: String) -> String {
  """
  calls = 0
  function updateTarget(target, context)
    calls = calls + 1
    if calls == 1 then
      \(body)
    end
    target.rect.origin.x = 7
  end
  """
}

/// The lines `body` printed, run as updateTarget's body with `out = {}` and
/// `add(...)`, which appends the `tostring` of each argument to `out`. The
/// script's path reads `script.lua`; its first line is line 4.
private func printed(_ body: String) throws -> [String] {
  let script = try ScriptFile(
    """
    function updateTarget(target, context)
      local out = {}
      local function add(...) for i = 1, select("#", ...) do out[#out + 1] = tostring((select(i, ...))) end end
    \(body)
    end
    """)
  let behavior = try script.load()
  _ = try Fixture.run(behavior)
  // Lua shortens a long path in its messages ("...tests-…/script.lua").
  return behavior.log.map { $0.replacing(/[^ ]*script\.lua/, with: "script.lua") }
}

@Suite("The sandbox: budgets, memory cap and safe libraries")
struct SandboxTests {
  @Test("An infinite loop at load times out, and the next script loads")
  func loopAtLoad() throws {
    let script = try ScriptFile("while true do end\nfunction updateTarget(t, c) end\n")
    let start = ContinuousClock.now
    let failure = try #require(script.loadFailure())
    #expect(ContinuousClock.now - start < bound)
    #expect(failure.kind == .timeout)
    #expect(failure.message == "loading the script went over its instruction budget of 10000000 instructions")
    #expect(failure.location == script.line(1))
    let next = try ScriptFile("function updateTarget(target, context) target.rect.origin.x = 1 end\n")
    #expect(isClose(try Fixture.run(try next.load()).rect.origin.x, 1))
  }

  @Test(
    "A runaway updateTarget times out however it hides, and the next call works",
    arguments: [
      ("plain loop", "while true do end"),
      ("loop behind pcall", "while true do pcall(function() while true do end end) end"),
      ("pcall inside a loop", "local function f() while true do local x = 1 end end\n while true do pcall(f) end"),
      ("xpcall with a handler", "while true do xpcall(function() while true do end end, function(e) return e end) end"),
      ("error swallowed and returned", "local ok = pcall(function() while true do end end)\n return ok"),
      ("loop in a coroutine", "coroutine.wrap(function() while true do end end)()"),
      (
        "coroutines that catch",
        "while true do coroutine.resume(coroutine.create(function() while true do end end)) end"
      ),
      (
        "loop in a __index metamethod",
        "local t = setmetatable({}, {__index = function() while true do end end})\n return t.x"
      ),
      ("loop in a load()ed chunk", "load('while true do end')()"),
      ("loop in table.sort's comparator", "table.sort({3, 2, 1}, function(a, b) while true do end end)"),
      ("backtracking pattern", "string.find(('a'):rep(5000), '.-.-.-b')"),
      ("backtracking gsub", "string.gsub(('a'):rep(5000), '(a-)(a-)(a-)b', '%1')"),
      ("backtracking gmatch", "for x in string.gmatch(('a'):rep(5000), '.-.-.-b') do end"),
      ("quadratic plain find", "string.find(('a'):rep(2^20), ('a'):rep(2^19) .. 'b', 1, true)"),
    ])
  func runawayCalls(name: String, body: String) throws {
    let script = try ScriptFile(firstCallOnly(body))
    let behavior = try script.load()
    let start = ContinuousClock.now
    let failure = try #require(Fixture.failure(behavior), "\(name) should fail")
    #expect(ContinuousClock.now - start < bound, "\(name)")
    #expect(failure.kind == .timeout, "\(name): \(failure)")
    #expect(
      failure.message == "updateTarget(target, context) went over its instruction budget of 10000000 instructions")
    #expect(failure.location?.hasPrefix(script.path + ":") == true, "\(name): \(failure)")
    #expect(isClose(try Fixture.run(behavior).rect.origin.x, 7), "\(name): the next call works")
  }

  @Test("A slow call times out on the wall clock")
  func wallClock() throws {
    let script = try ScriptFile(firstCallOnly("while true do end"))
    let limits = BehaviorLimits(callInstructions: Int.max / 2, callSeconds: 0.2)
    let behavior = try script.load(limits: limits)
    let start = ContinuousClock.now
    let failure = try #require(Fixture.failure(behavior))
    let elapsed = ContinuousClock.now - start
    #expect(elapsed >= .milliseconds(190) && elapsed < bound)
    #expect(failure.kind == .timeout)
    #expect(failure.message == "updateTarget(target, context) went over its time budget of 0.2 s")
    #expect(isClose(try Fixture.run(behavior).rect.origin.x, 7))
  }

  @Test("Unbounded allocation hits the memory cap, and the next call works")
  func unboundedAllocation() throws {
    let script = try ScriptFile(firstCallOnly("local t = {}\n for i = 1, 1e9 do t[i] = ('x'):rep(4096) .. i end"))
    // A wide time budget, so that the cap, not the clock, stops it even on a loaded machine.
    let behavior = try script.load(limits: BehaviorLimits(memoryBytes: 32 << 20, callSeconds: 60))
    let start = ContinuousClock.now
    let failure = try #require(Fixture.failure(behavior))
    #expect(ContinuousClock.now - start < bound)
    #expect(failure.kind == .memory)
    #expect(failure.message == "updateTarget(target, context) went over its memory cap of 32 MiB")
    #expect(failure.location == script.line(6))
    #expect(behavior.memoryUsed < 1 << 20, "the garbage of the failed call is collected")
    #expect(isClose(try Fixture.run(behavior).rect.origin.x, 7))
  }

  @Test("One huge allocation hits a custom memory cap")
  func hugeString() throws {
    let script = try ScriptFile(firstCallOnly("local s = ('x'):rep(8 * 1024 * 1024)"))
    let behavior = try script.load(limits: BehaviorLimits(memoryBytes: 4 << 20))
    let failure = try #require(Fixture.failure(behavior))
    #expect(failure.kind == .memory)
    #expect(failure.message == "updateTarget(target, context) went over its memory cap of 4 MiB")
    #expect(failure.location == script.line(5))
    #expect(isClose(try Fixture.run(behavior).rect.origin.x, 7))
  }

  @Test("A memory cap too small for the sandbox itself fails the load with kind memory")
  func tinyMemoryCap() throws {
    let script = try ScriptFile("function updateTarget(t, c) end\n")
    for bytes in [1024, 8 * 1024, 20 * 1024] {
      let failure = try #require(script.loadFailure(limits: BehaviorLimits(memoryBytes: bytes)), "\(bytes) bytes")
      #expect(failure.kind == .memory, "\(bytes) bytes: \(failure)")
    }
    #expect(script.loadFailure(limits: BehaviorLimits(memoryBytes: 256 * 1024)) == nil)
  }

  @Test("Memory runs out at load, or in a coroutine, with the line that allocated")
  func memoryElsewhere() throws {
    let atLoad = try ScriptFile("local t = {}\nwhile true do t[#t + 1] = {} end\n")
    let failure = try #require(atLoad.loadFailure(limits: BehaviorLimits(memoryBytes: 1 << 20)))
    #expect(failure.kind == .memory)
    #expect(failure.message == "loading the script went over its memory cap of 1 MiB")
    #expect(failure.location == atLoad.line(2))

    let script = try ScriptFile(
      firstCallOnly("coroutine.wrap(function()\n local s = ''\n while true do s = s .. s .. 'x' end\n end)()"))
    let behavior = try script.load(limits: BehaviorLimits(memoryBytes: 2 << 20))
    let inCoroutine = try #require(Fixture.failure(behavior))
    #expect(inCoroutine.kind == .memory)
    #expect(inCoroutine.location == script.line(7))
    #expect(isClose(try Fixture.run(behavior).rect.origin.x, 7))
  }

  @Test("Unbounded recursion is a runtime error, and the next call works")
  func unboundedRecursion() throws {
    let script = try ScriptFile(
      """
      local function deeper(n) return deeper(n + 1) + 1 end
      calls = 0
      function updateTarget(target, context)
        calls = calls + 1
        if calls == 1 then deeper(1) end
        target.rect.origin.x = 7
      end
      """)
    let behavior = try script.load()
    let start = ContinuousClock.now
    let failure = try #require(Fixture.failure(behavior))
    #expect(ContinuousClock.now - start < bound)
    #expect(failure.kind == .runtime)
    #expect(failure.message == "stack overflow")
    #expect(failure.location == script.line(1))
    #expect(failure.traceback.count <= 7)
    #expect(isClose(try Fixture.run(behavior).rect.origin.x, 7))
  }

  @Test("Recursion through metamethods is a C stack overflow, a runtime error")
  func metamethodRecursion() throws {
    let script = try ScriptFile(
      firstCallOnly("local t = setmetatable({}, {__index = function(t, k) return t[k] end})\n return t.x"))
    let behavior = try script.load()
    let failure = try #require(Fixture.failure(behavior))
    #expect(failure.kind == .runtime)
    #expect(failure.message.contains("stack overflow"))
    #expect(isClose(try Fixture.run(behavior).rect.origin.x, 7))
  }

  @Test(
    "Reaching outside the sandbox is an error",
    arguments: [
      ("os.exit(1)", "attempt to index a nil value (global 'os')"),
      ("io.open('/etc/passwd')", "attempt to index a nil value (global 'io')"),
      ("require('os')", "attempt to call a nil value (global 'require')"),
      ("debug.getregistry()", "attempt to index a nil value (global 'debug')"),
      ("package.loadlib('x', 'y')", "attempt to index a nil value (global 'package')"),
      ("dofile('/etc/passwd')", "attempt to call a nil value (global 'dofile')"),
      ("loadfile('/etc/passwd')", "attempt to call a nil value (global 'loadfile')"),
      ("string.dump(updateTarget)", "attempt to call a nil value (field 'dump')"),
      ("coroutine.close(coroutine.create(print))", "attempt to call a nil value (field 'close')"),
      ("collectgarbage()", "collectgarbage(\"collect\") is not available in the sandbox (only \"count\" is)"),
      ("setmetatable({}, {__gc = print})", "__gc metamethods are not allowed in the sandbox"),
      ("getmetatable('').__index = {}", "the string metatable is read-only"),
      ("assert(load(string.char(27) .. 'LuaT'))", "attempt to load a binary chunk (mode is 't')"),
      ("assert(load(string.char(27) .. 'LuaT', 'x', 'b'))", "attempt to load a binary chunk (mode is 't')"),
      ("load('return os')().exit()", "attempt to index a nil value"),
    ])
  func escapes(statement: String, message: String) throws {
    let script = try ScriptFile("function updateTarget(target, context)\n  \(statement)\nend\n")
    let start = ContinuousClock.now
    let failure = try #require(Fixture.failure(try script.load()))
    #expect(ContinuousClock.now - start < bound)
    #expect(failure.kind == .runtime)
    #expect(failure.message == message || failure.message.hasPrefix(message), "\(failure)")
  }

  @Test("A precompiled script is refused: scripts load as text only")
  func binaryScript() throws {
    let script = try ScriptFile("\u{1B}LuaT\u{0}\u{19}\u{93}\r\n\u{1A}\n")
    let failure = try #require(script.loadFailure())
    #expect(failure.kind == .syntax)
    #expect(failure.message.hasSuffix("attempt to load a binary chunk (mode is 't')"))
  }

  @Test("The safe libraries work: string, table, math, utf8, coroutine, load of text")
  func safeLibraries() throws {
    let script = try ScriptFile(
      """
      function updateTarget(target, context)
        local co = coroutine.wrap(function(a) local b = coroutine.yield(a + 1) return b * 2 end)
        local parts = { ("%d"):format(7), table.concat({ "a", "b" }, "-"), utf8.char(72, 105),
                        tostring(math.floor(2.5)), tostring(co(1)), tostring(co(5)),
                        tostring(load("return 1 + 1")()), tostring(collectgarbage("count") > 0),
                        tostring(getmetatable("").__index == string), ("abc"):upper() }
        print(table.concat(parts, " "))
      end
      """)
    let behavior = try script.load()
    _ = try Fixture.run(behavior)
    #expect(behavior.log == ["7 a-b Hi 2 2 10 2 true true ABC"])
  }

  @Test("Pattern matching keeps Lua's semantics")
  func patterns() throws {
    let log = try printed(
      #"""
        add(string.find("hello world", "o w"), string.find("hello", "l+"), string.find("a.b", ".", 1, true))
        add(string.match("key = value", "(%w+)%s*=%s*(%w+)"), string.match("  x", "()x"), ("THE (quick) fox"):find("%((%a+)%)"))
        add(string.gsub("hello world", "o", "0"), string.gsub("abc", "%w", "%0%0"), string.gsub("$name", "%$(%w+)", { name = "Lua" }))
        add(string.gsub("f(a(b)c)", "%b()", "[]"), string.find("THE (quick) fox", "%f[%a]%a+", 5), string.match("2024-01-02", "^(%d+)-(%d+)"))
        for k, v in string.gmatch("a=1, b=2", "(%w+)=(%w+)") do add(k .. v) end
        add(pcall(string.find, "x", "[a"))
        print(table.concat(out, " "))
      """#)
    #expect(
      log == [
        // As the stock lua5.4 prints it.
        "5 3 2 2 key 3 5 11 quick hell0 w0rld aabbcc Lua 1 f[] 6 2024 01 a1 b2 false malformed pattern (missing ']')"
      ])
  }

  @Test("The functions charged to the budget keep Lua's results and messages")
  func chargedFunctions() throws {
    let log = try printed(
      #"""
        local t = {}
        for i = 1, 100000 do table.insert(t, 0) end
        add(#t)
        local s = {5, 3, 9, 1}
        table.sort(s) add(table.concat(s, ","))
        table.sort(s, function(a, b) return a > b end) add(table.concat(s, ","))
        local words = {"pear", "apple", "fig"} table.sort(words) add(table.concat(words, " "))
        add(("ab"):rep(3, "-"), ("x"):rep(0), ("x"):rep(-1), (""):rep(5))
        add(table.unpack({1, 2, 3}, 2))
        add(select("#", table.unpack({}, 1, 5)))
        add(table.concat(table.move({1, 2, 3}, 1, 3, 2), ","))
        table.insert(s, 1, 0) add(table.concat(s, ","))
        add(table.remove(s, 1), table.remove(s), #s)
        add(("hello"):byte(1, -1))
        add(utf8.len("h\u{E9}llo"), utf8.codepoint("h\u{E9}", 1, -1))
        add(tonumber("0x10"), tonumber("z", 36), tonumber("12", 3), tonumber("nope"))
        add(pcall(string.rep))
        add(pcall(table.concat, {{}}))
        add(pcall(table.sort, {3, "a"}))
        add(pcall(table.insert, {}, 5, 1))
        add(load("return 1 + 1")())
        local pieces = {"return ", "40 ", "+ 2"}
        local i = 0
        add(load(function() i = i + 1 return pieces[i] end)())
        print(table.concat(out, " "))
        out = {}
        add(pcall(table.unpack, {}, 1, 1e8))
        add(pcall(table.move, {}, -(1 << 62), 1 << 62, 1))
        add(pcall(table.move, {}, 1, 10, math.maxinteger))
        add(pcall(table.move, nil, 1, 1e9, 1))
        add(pcall(table.concat, {}, "", 1, 1e9))
        add(table.concat(table.move({1, 2, 3, 4, 5}, 1, 3, 3), ","), table.concat(table.move({1, 2, 3, 4, 5}, 3, 5, 1), ","))
        add(table.concat(table.move({1, 2}, 1, 2, 1, {9, 9, 9}), ","))
        print(table.concat(out, " "))
      """#)
    #expect(
      log == [
        // As the stock lua5.4 prints it. 100,000 appends with table.insert(t, 0) cost
        // nothing extra: only an insert with a position shifts.
        "100000 1,3,5,9 9,5,3,1 apple fig pear ab-ab-ab    2 3 5 1,1,2,3 0,9,5,3,1 0 1 3 104 101 108 108 111 5 104 233 "
          + "16 35 5 nil false bad argument #1 to 'string.rep' (string expected, got no value) "
          + "false invalid value (table) at index 1 in table for 'concat' false attempt to compare string with number "
          + "false bad argument #2 to 'table.insert' (position out of bounds) 2 42",
        // Calls Lua refuses still raise Lua's errors, not a timeout.
        "false too many results to unpack false bad argument #3 to 'table.move' (too many elements to move) "
          + "false bad argument #4 to 'table.move' (destination wrap around) "
          + "false bad argument #1 to 'table.move' (table expected, got nil) "
          + "false invalid value (nil) at index 1 in table for 'concat' 1,2,1,2,3 3,4,5,4,5 1,2,9",
      ])
  }

  @Test("Bad arguments to the charged functions read as Lua's own messages")
  func argumentErrors() throws {
    let log = try printed(
      #"""
      add(pcall(function() return ("a"):byte({}) end))
      add(pcall(function() return string.byte("a", {}) end))
      add(pcall(function() return ({}):concat() end))
      add(pcall(function() return utf8.len("abc", {}) end))
      add(pcall(function() return tonumber("10", 99) end))
      add(pcall(function() return table.concat({}, {}) end))
      add(pcall(string.byte, "a", {}))
      add(pcall(function() local s = "x" return s.byte(nil) end))
      print(table.concat(out, " | "))
      """#)
    // As the stock lua5.4 prints it, lines counted from 4.
    #expect(
      log == [
        "false | script.lua:4: bad argument #1 to 'byte' (number expected, got table) | false | "
          + "script.lua:5: bad argument #2 to 'byte' (number expected, got table) | false | "
          + "script.lua:6: attempt to call a nil value (method 'concat') | false | "
          + "script.lua:7: bad argument #2 to 'len' (number expected, got table) | false | "
          + "script.lua:8: bad argument #2 to 'tonumber' (base out of range) | false | "
          + "script.lua:9: bad argument #2 to 'concat' (string expected, got table) | false | "
          + "bad argument #2 to 'string.byte' (number expected, got table) | false | "
          + "script.lua:11: bad argument #1 to 'byte' (string expected, got nil)"
      ])
  }

  @Test("print goes to the behavior's log and handler, not to stdout")
  func printGoesToLog() throws {
    let script = try ScriptFile("print('loaded', 1, nil, true)\nfunction updateTarget(t, c) print(t.rect.origin) end\n")
    let behavior = try script.load()
    var handled: [String] = []
    behavior.printHandler = { handled.append($0) }
    _ = try Fixture.run(behavior)
    #expect(behavior.log == ["loaded\t1\tnil\ttrue", "{x = 600.0, y = 0.0}"])
    #expect(handled == ["{x = 600.0, y = 0.0}"])
    behavior.clearLog()
    #expect(behavior.log.isEmpty)
  }

  @Test("A print handler that calls back into the behavior gets an error, and the outer call goes on")
  func reentrantCall() throws {
    let script = try ScriptFile(
      "function updateTarget(target, context)\n  print('hi')\n  target.rect.origin.x = target.rect.origin.x + 1\nend\n")
    let behavior = try script.load()
    var inner: BehaviorFailure?
    // Weakly: a handler that held the behavior would keep its Lua state alive forever.
    behavior.printHandler = { [weak behavior] _ in
      var other = Fixture.target(x: 9999)
      do throws(BehaviorFailure) {
        try behavior?.tryUpdateTarget(&other, context: Fixture.context())
      } catch {
        inner = error
      }
    }
    #expect(isClose(try Fixture.run(behavior).rect.origin.x, 601), "the outer call's target is untouched")
    #expect(inner?.message == "the script is already running a call (re-entrant call from a callback)")
  }

  @Test("The log keeps the latest lines only")
  func logIsBounded() throws {
    let script = try ScriptFile("for i = 1, 50 do print(i) end\nfunction updateTarget(t, c) end\n")
    let behavior = try script.load(limits: BehaviorLimits(logLines: 10))
    #expect(behavior.log == (41...50).map(String.init))
  }

  @Test("math.random is seeded the same way on every load, even after math.randomseed()")
  func deterministicRandom() throws {
    let source = """
      first = { math.random(1000), math.random(1000) }
      math.randomseed()
      second = math.random(1000)
      function updateTarget(t, c) print(first[1], first[2], second, math.random(1000)) end
      """
    let one = try ScriptFile(source)
    let two = try ScriptFile(source)
    let a = try one.load()
    let b = try two.load()
    _ = try Fixture.run(a)
    _ = try Fixture.run(b)
    #expect(a.log == b.log)
    #expect(!a.log.isEmpty)
  }

  @Test("Globals persist between calls of one state; states do not share them")
  func separateStates() throws {
    let script = try ScriptFile("n = 0\nfunction updateTarget(t, c) n = n + 1; t.rect.origin.x = n end\n")
    let a = try script.load()
    let b = try script.load()
    _ = try Fixture.run(a)
    #expect(isClose(try Fixture.run(a).rect.origin.x, 2))
    #expect(isClose(try Fixture.run(b).rect.origin.x, 1))
  }
}
