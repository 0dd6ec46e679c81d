import CLua
import Foundation
import LuaBehaviors
import ScrollTargets
import Testing

/// The host's pattern functions (its own matcher) against stock Lua 5.4's, in
/// the same process: the same random patterns and subjects through
/// string.find, match, gsub and gmatch must give the same results and the
/// same error messages. SCROLLSCRIPT_PATTERN_CASES sets how many (2000 here;
/// scripts/differential runs 200,000).
@Suite("The host's own library functions against stock Lua's")
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
  static func stock(_ call: String, path: String, chunk: String = generator) throws -> String {
    let L = try #require(luaL_newstate())
    defer { lua_close(L) }
    luaL_openlibs(L)
    #expect(luaL_loadbufferx(L, chunk, chunk.utf8.count, "@" + path, "t") == LUA_OK)
    #expect(clua_pcall(L, 0, 0, 0) == LUA_OK)
    #expect(luaL_loadstring(L, "return " + call) == LUA_OK)
    #expect(clua_pcall(L, 0, 1, 0) == LUA_OK)
    // Subjects hold NUL bytes: read the whole string, not up to the first.
    var length = 0
    let bytes = try #require(lua_tolstring(L, -1, &length))
    return String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
  }

  /// How many cases a seed: SCROLLSCRIPT_PATTERN_CASES, else 2000.
  static let count = ProcessInfo.processInfo.environment["SCROLLSCRIPT_PATTERN_CASES"].flatMap(Int.init) ?? 2000

  /// Runs `run(count, seed)` of `chunk` in the host and in stock Lua, and
  /// expects the same `lines` lines from both.
  static func expectSame(_ chunk: String, seed: Int, lines: Int) throws {
    let call = "run(\(count), \(seed))"
    let file = try ScriptFile(chunk)
    let host = try file.load(limits: BehaviorLimits(loadInstructions: 1 << 40, loadSeconds: 600))
    guard case .value(let ours) = try host.evaluate(call) else {
      Issue.record("the host gave no value")
      return
    }
    let theirs = try stock(call, path: file.path, chunk: chunk)
    let pairs = zip(
      ours.split(separator: "\n", omittingEmptySubsequences: false),
      theirs.split(separator: "\n", omittingEmptySubsequences: false))
    let differences = pairs.filter { $0.0 != $0.1 }
    #expect(
      differences.isEmpty,
      "\(differences.count) of \(lines) differ, first: \(differences.first.map { "ours \($0.0) / stock \($0.1)" } ?? "")"
    )
    #expect(ours.split(separator: "\n", omittingEmptySubsequences: false).count == lines)
  }

  @Test("random patterns and subjects: the same results and messages as stock Lua", arguments: [1, 7, 4242])
  func sameAsStock(seed: Int) throws {
    try Self.expectSame(Self.generator, seed: seed, lines: Self.count * 4)
  }

  /// A chunk whose `run(count, seed)` makes random table.insert, remove,
  /// move, concat and unpack calls (positions in and out of range, lengths
  /// claimed by __len, elements read through __index, values concat refuses,
  /// wrong argument counts) and returns the tables and results, one line each.
  static let tableGenerator = """
    local seed
    local function rand(n) seed = (seed * 1103515245 + 12345) % 2147483648 return seed % n end
    local positions = {-1, 0, 1, 2, 3, 4, 5, 6, 7, math.maxinteger, math.mininteger, 2.5, "2", "x"}
    local function pick() return positions[rand(#positions) + 1] end
    -- The last key a move reads stays small: a move of 2^63 elements has no end in stock Lua.
    local function small() return positions[rand(9) + 1] end
    local function list()
      local t = {}
      for i = 1, rand(6) do t[i] = i * 10 end
      if rand(5) == 0 then t[rand(7)] = rand(2) == 0 or "s" end
      local meta = {}
      if rand(4) == 0 then meta.__len = function() return rand(8) end end
      -- Reads of absent keys up to 8 give a string, through a function or a table.
      if rand(4) == 0 then meta.__index = function(_, k) if k >= 0 and k <= 8 then return "i" .. k end end end
      if rand(6) == 0 then meta.__index = {[0] = "z", [7] = 7, [8] = "y"} end
      if next(meta) then setmetatable(t, meta) end
      return t
    end
    local function dump(t)
      local parts = {}
      for i = -1, 8 do parts[#parts + 1] = tostring(rawget(t, i)) end
      return table.concat(parts, " ")
    end
    local function show(t, ok, ...)
      local r = table.pack(...)
      local parts = {tostring(ok)}
      for i = 1, r.n do parts[#parts + 1] = type(r[i]) == "table" and "table" or tostring(r[i]) end
      return table.concat(parts, ",") .. " | " .. dump(t)
    end
    function run(count, start)
      seed = start
      local lines = {}
      for i = 1, count do
        local t = list()
        local kind = rand(7)
        if kind == 0 then
          lines[#lines + 1] = "insert " .. show(t, pcall(table.insert, t, pick(), "v"))
        elseif kind == 1 then
          lines[#lines + 1] = "append " .. show(t, pcall(table.insert, t, "v"))
        elseif kind == 2 then
          lines[#lines + 1] = "remove " .. show(t, pcall(table.remove, t, pick()))
        elseif kind == 3 then
          lines[#lines + 1] = "move " .. show(t, pcall(table.move, t, pick(), small(), pick()))
        elseif kind == 4 then
          local separators = {"", ",", 12, {}}
          local separator = separators[rand(#separators) + 1]
          if rand(3) == 0 then
            lines[#lines + 1] = "concat " .. show(t, pcall(table.concat, t, separator))
          else
            lines[#lines + 1] = "concat " .. show(t, pcall(table.concat, t, separator, pick(), small()))
          end
        elseif kind == 5 then
          if rand(3) == 0 then
            lines[#lines + 1] = "unpack " .. show(t, pcall(table.unpack, t))
          else
            lines[#lines + 1] = "unpack " .. show(t, pcall(table.unpack, t, pick(), pick()))
          end
        else
          local other = {}
          lines[#lines + 1] = "moveto " .. show(t, pcall(table.move, t, pick(), small(), pick(), other)) .. " | " .. dump(other)
        end
      end
      return table.concat(lines, "\\n")
    end
    function updateTarget(target, context) end
    """

  @Test(
    "random table.insert, remove, move, concat and unpack: the same tables, results and messages as stock Lua",
    arguments: [3, 99])
  func tablesSameAsStock(seed: Int) throws {
    try Self.expectSame(Self.tableGenerator, seed: seed, lines: Self.count)
  }
}
