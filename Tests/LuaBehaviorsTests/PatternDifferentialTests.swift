import CLua
import Foundation
import LuaBehaviors
import Testing

/// The host's pattern functions (its own matcher) against stock Lua 5.4's, in
/// the same process: the same random patterns and subjects through
/// string.find, match, gsub and gmatch must give the same results and the
/// same error messages. SCROLLSCRIPT_PATTERN_CASES sets how many (2000 here;
/// scripts/differential runs 200,000).
@Suite("Patterns: the host's matcher against stock Lua's")
struct PatternDifferentialTests {
  /// A chunk whose `run(count, seed)` tries `count` random cases and returns one line per call.
  static let generator = """
    local seed
    local function rand(n) seed = (seed * 1103515245 + 12345) % 2147483648 return seed % n end
    local atoms = {"a", "b", ".", "%a", "%d", "%s", "%w", "%A", "%S", "[ab]", "[^a]", "[a-c]", "[%a%d]", "[]]",
      "[^]a]", "%%", "x", "(", ")", "()", "%1", "%2", "%b()", "%bxy", "%f[%a]", "%f[%z]", "%f", "$", "^", "-", "*",
      "+", "?", "[%d]", "%", "[", "]", "%.", "%-", "%b"}
    local chars = {"a", "b", "c", "1", "2", " ", "(", ")", "x", "y", "%", "]", "-", "\\0"}
    local function pattern()
      local t = {}
      for i = 1, rand(7) + 1 do t[#t + 1] = atoms[rand(#atoms) + 1] end
      return table.concat(t)
    end
    local function subject()
      local t = {}
      for i = 1, rand(14) do t[#t + 1] = chars[rand(#chars) + 1] end
      return table.concat(t)
    end
    local function show(ok, ...)
      local t = table.pack(...)
      local parts = {tostring(ok)}
      for i = 1, t.n do parts[#parts + 1] = tostring(t[i]) end
      return table.concat(parts, ",")
    end
    local replacements = {"<%0>", "%1-%1", "%%", "x", {a = "A", ["1"] = false}, function(c) return c == "b" and "B" or nil end}
    function run(count, start)
      seed = start
      local lines = {}
      for i = 1, count do
        local p, s = pattern(), subject()
        local init = rand(7) - 3
        lines[#lines + 1] = "find " .. show(pcall(string.find, s, p, init))
        lines[#lines + 1] = "match " .. show(pcall(string.match, s, p, init))
        lines[#lines + 1] = "gsub " .. show(pcall(string.gsub, s, p, replacements[rand(#replacements) + 1], rand(4)))
        lines[#lines + 1] = "gmatch " .. show(pcall(function()
          local r = {}
          for a, b in string.gmatch(s, p) do r[#r + 1] = tostring(a) .. ":" .. tostring(b) end
          return table.concat(r, ";")
        end))
      end
      return table.concat(lines, "\\n")
    end
    function updateTarget(target, context) end
    """

  /// What stock Lua 5.4 answers, from a plain state with the standard
  /// libraries, the generator loaded under the same name (`@path`) as the host's.
  static func stock(_ call: String, path: String) throws -> String {
    let L = try #require(luaL_newstate())
    defer { lua_close(L) }
    luaL_openlibs(L)
    #expect(luaL_loadbufferx(L, generator, generator.utf8.count, "@" + path, "t") == LUA_OK)
    #expect(clua_pcall(L, 0, 0, 0) == LUA_OK)
    #expect(luaL_loadstring(L, "return " + call) == LUA_OK)
    #expect(clua_pcall(L, 0, 1, 0) == LUA_OK)
    // Subjects hold NUL bytes: read the whole string, not up to the first.
    var length = 0
    let bytes = try #require(lua_tolstring(L, -1, &length))
    return String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
  }

  @Test("random patterns and subjects: the same results and messages as stock Lua")
  func sameAsStock() throws {
    let count = ProcessInfo.processInfo.environment["SCROLLSCRIPT_PATTERN_CASES"].flatMap(Int.init) ?? 2000
    for start in [1, 7, 4242] {
      let call = "run(\(count), \(start))"
      let file = try ScriptFile(Self.generator)
      let host = try file.load(limits: LuaLimits(loadInstructions: 1 << 40, loadSeconds: 600))
      guard case .value(let ours) = try host.evaluate(call) else {
        Issue.record("the host gave no value")
        return
      }
      let theirs = try Self.stock(call, path: file.path)
      let pairs = zip(ours.split(separator: "\n", omittingEmptySubsequences: false),
        theirs.split(separator: "\n", omittingEmptySubsequences: false))
      let differences = pairs.filter { $0.0 != $0.1 }
      #expect(
        differences.isEmpty,
        "\(differences.count) of \(count * 4) differ, first: \(differences.first.map { "ours \($0.0) / stock \($0.1)" } ?? "")")
      #expect(ours.split(separator: "\n").count == count * 4)
    }
  }
}
