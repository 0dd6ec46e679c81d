import Foundation
import LuaBehaviors
import ScrollTargets
import TestSupport
import Testing

/// The repository's root, for the files that spell the API for people and editors.
private let root = Repository.root

/// Every member name of the API, array elements left out.
private let memberNames = Array(Set(LuaAPI.entries.filter { $0.kind == .member && $0.name != "[integer]" }.map(\.name)))
  .sorted()

/// The API's entries as a set, with the element marker kept.
private let apiEntries = Set(LuaAPI.entries)

/// A value's class when it has members (`Rect`), else `nil`.
private func classWithMembers(_ type: String) -> String? { LuaAPI.members(of: type).isEmpty ? nil : type }

@Suite("The Lua API: the bridge serves what it lists, and the stubs and the docs spell it the same")
struct LuaAPITests {
  /// Where each path of the API leads, from target, context and UnitPoint, and
  /// the first child of context.targets: the objects a call can walk.
  static var objects: [(path: String, type: String)] {
    var result: [(String, String)] = []
    func walk(_ path: String, _ type: String) {
      guard classWithMembers(type) != nil else { return }
      result.append((path, type))
      for member in LuaAPI.members(of: type) {
        walk(member.name == "[integer]" ? "\(path)[1]" : "\(path).\(member.name)", member.type)
      }
    }
    for (name, type) in LuaAPI.roots where ["target", "context", "UnitPoint"].contains(name) { walk(name, type) }
    return result
  }

  @Test("every object a call reaches answers exactly the members the API gives its class")
  func bridgeServesTheAPI() throws {
    let objects = Self.objects
    #expect(objects.contains { $0.path == "context.targets[1]" } && objects.contains { $0.path == "UnitPoint.center" })
    let names = memberNames.map { "\"\($0)\"" }.joined(separator: ", ")
    let paths = objects.map { "\"\($0.path)\"" }.joined(separator: ", ")
    // Reads every name of the API on every object; a name is served when the
    // read neither raises nor gives nil (the fixture leaves no member nil).
    let script = try ScriptFile(
      """
      local names = { \(names) }
      local paths = { \(paths) }
      function updateTarget(target, context)
        for _, path in ipairs(paths) do
          local value = load("local target, context, UnitPoint = ... return " .. path)(target, context, UnitPoint)
          local served = {}
          for _, name in ipairs(names) do
            local ok, member = pcall(function() return value[name] end)
            if ok and member ~= nil then served[#served + 1] = name end
          end
          print(path .. " " .. table.concat(served, ","))
        end
      end
      """)
    let behavior = try script.load()
    var target = Fixture.target(anchor: .center)
    var context = Fixture.context()
    context.originalTarget.anchor = .bottomTrailing
    try behavior.tryUpdateTarget(&target, context: context)
    let served = Dictionary(
      uniqueKeysWithValues: behavior.log.map { line in
        let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
        return (String(parts[0]), Set(parts[1].split(separator: ",").map(String.init)))
      })
    for (path, type) in objects {
      let listed = Set(LuaAPI.members(of: type).map(\.name).filter { $0 != "[integer]" })
      #expect(served[path] == listed, "\(path), a \(type)")
    }
  }

  @Test(
    "onScrollGeometryChange gets tables of the Geometry class; properties' limitsScrolls is read; expect gets a Point")
  func tablesServeTheAPI() throws {
    let script = try ScriptFile(
      """
      local function keys(t)
        local list = {}
        for key, value in pairs(t) do list[#list + 1] = key .. (type(value) == "table" and "{" .. keys(value) .. "}" or "") end
        table.sort(list)
        return table.concat(list, ",")
      end
      function updateTarget(target, context) end
      function properties(context) return { limitsScrolls = true } end
      function onScrollGeometryChange(old, new) emit("old", keys(old)) emit("new", keys(new)) end
      function expect(target, context, result) return keys(result) end
      """)
    let behavior = try script.load()
    func expected(_ type: String) -> String {
      LuaAPI.members(of: type).map { member in
        member.name + (classWithMembers(member.type).map { "{" + expected($0) + "}" } ?? "")
      }.sorted().joined(separator: ",")
    }
    let geometry = ScrollGeometry(offset: .zero, contentSize: Fixture.content, containerSize: Fixture.container)
    let events = try behavior.geometryChanged(old: geometry, new: geometry)
    #expect(events.map(\.name) == ["old", "new"])
    #expect(events.allSatisfy { $0.value == expected("Geometry") }, "\(events)")
    let properties = try behavior.tryProperties(context: Fixture.context().propertiesContext)
    #expect(LuaAPI.members(of: "Properties").map(\.name) == ["limitsScrolls"])
    #expect(properties.limitsScrolls)
    let verdict = try behavior.expectation(Fixture.target(), context: Fixture.context(), result: .zero)
    #expect(verdict == expected("Point"))
    #expect(LuaAPI.entries.contains { $0.kind == .parameter && $0.owner == "expect" && $0.type == "Point" })
  }

  @Test("lua/scrollscript.lua, the stubs for editors, declares exactly the bridge's API")
  func stubsAgree() throws {
    let stubs = try StubFile(contentsOf: root.appendingPathComponent("lua/scrollscript.lua"))
    let missing = apiEntries.subtracting(stubs.entries)
    let extra = stubs.entries.subtracting(apiEntries)
    #expect(missing.isEmpty, "the stubs lack \(missing.map(describe).sorted())")
    #expect(extra.isEmpty, "the stubs declare \(extra.map(describe).sorted()), which the bridge does not serve")
  }

  @Test(".luarc.json declares the API's globals to the language server")
  func luarcAgrees() throws {
    let data = try Data(contentsOf: root.appendingPathComponent(".luarc.json"))
    let settings = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let globals = try #require(settings["diagnostics.globals"] as? [String])
    #expect(Set(globals) == Set(LuaAPI.entries.filter { $0.kind == .global }.map(\.name)))
  }

  @Test("docs/lua-api.md names only paths the bridge serves, and every member and global")
  func docsAgree() throws {
    let text = try String(contentsOf: root.appendingPathComponent("docs/lua-api.md"), encoding: .utf8)
    let names = DocsTable(markdown: text, heading: "## What a script sees")
    #expect(names.paths.count > 20, "the table was found: \(names.paths)")
    let known = Set(LuaAPI.paths)
    let returned = Set(LuaAPI.entries.filter { $0.kind == .result }.flatMap { LuaAPI.members(of: $0.type) }.map(\.name))
    let globals = LuaAPI.entries.filter { $0.kind == .global }.map(\.name)
    // Lua's own names that the sandbox replaces are the sandbox's, not the API's.
    let standard: Set = ["print", "require"]
    for path in names.paths
    where !known.contains(path) && !returned.contains(path) && !globals.contains(path) && !standard.contains(path) {
      Issue.record("docs/lua-api.md names `\(path)`, which the bridge does not serve")
    }
    let mentioned = Set(names.paths.flatMap { $0.split(separator: ".").map(String.init) })
    for name in memberNames where !mentioned.contains(name) {
      Issue.record("the table of docs/lua-api.md never names the member `\(name)`")
    }
    for global in globals where !text.contains("`\(global)") && !text.contains("function \(global)(") {
      Issue.record("docs/lua-api.md never names the global `\(global)`")
    }
  }
}

private func describe(_ entry: LuaAPI.Entry) -> String {
  switch entry.kind {
  case .global: "global \(entry.name): \(entry.type)"
  case .parameter: "parameter \(entry.owner)(\(entry.name): \(entry.type))"
  case .result: "\(entry.owner) returns \(entry.type)"
  case .member: "\(entry.owner).\(entry.name): \(entry.type)"
  }
}

/// The API as LuaLS annotations declare it: `---@class` and `---@field`,
/// `---@param` and `---@return` before a `function`, and a `---@type { … }`
/// table before a global.
struct StubFile {
  var entries: Set<LuaAPI.Entry> = []

  init(contentsOf url: URL) throws {
    var owner: String?
    var parameters: [(String, String)] = []
    var result: String?
    var tableType: [(String, String)]?
    for raw in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
      let line = raw.trimmingCharacters(in: .whitespaces)
      let words = line.split(separator: " ").map(String.init)
      if line.hasPrefix("---@class "), words.count >= 2 {
        owner = words[1]
      } else if line.hasPrefix("---@field "), let owner, words.count >= 3 {
        let name = words[1] == "[integer]" ? "[integer]" : words[1]
        entries.insert(.init(kind: .member, owner: owner, name: name, type: Self.type(words[2])))
      } else if line.hasPrefix("---@param "), words.count >= 3 {
        parameters.append((words[1], Self.type(words[2])))
      } else if line.hasPrefix("---@return "), words.count >= 2 {
        result = Self.type(words[1])
      } else if line.hasPrefix("---@type {") {
        // `{ zero: UnitPointValue, center: UnitPointValue }`
        let body = line.drop { $0 != "{" }.dropFirst().prefix { $0 != "}" }
        tableType = body.split(separator: ",").compactMap { field in
          let parts = field.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
          return parts.count == 2 ? (parts[0], Self.type(parts[1])) : nil
        }
      } else if line.hasPrefix("function "), let name = line.dropFirst("function ".count).split(separator: "(").first {
        let function = String(name)
        entries.insert(.init(kind: .global, owner: "", name: function, type: "function"))
        for (parameter, type) in parameters {
          entries.insert(.init(kind: .parameter, owner: function, name: parameter, type: type))
        }
        if let result { entries.insert(.init(kind: .result, owner: function, name: "", type: result)) }
        (parameters, result) = ([], nil)
      } else if let fields = tableType, let name = words.first, words.count >= 2, words[1] == "=" {
        entries.insert(.init(kind: .global, owner: "", name: name, type: name))
        for (field, type) in fields { entries.insert(.init(kind: .member, owner: name, name: field, type: type)) }
        tableType = nil
      } else if !line.hasPrefix("---") {
        owner = nil
      }
    }
  }

  /// A LuaLS type as the API names it: the first alternative, a string literal as `string`.
  static func type(_ annotation: String) -> String {
    let first = annotation.split(separator: "|").first.map(String.init) ?? annotation
    return first.hasPrefix("\"") ? "string" : first
  }
}

/// The names in the first column of a Markdown table: `a.b.c`, `.d` (a sibling
/// of the last path), `a.b.c d e` (siblings), `f(x, y)` (a function: `f`).
struct DocsTable {
  var paths: [String] = []

  init(markdown: String, heading: String) {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) }) else { return }
    let rows = lines[(start + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
    for row in rows {
      let cell = row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().first ?? ""
      var last: [Substring] = []
      for (index, span) in cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      where index % 2 == 1 {
        if let open = span.firstIndex(of: "(") {
          paths.append(String(span[..<open]))
          continue
        }
        for (position, name) in span.split(separator: " ").enumerated() {
          var components = name.split(separator: ".", omittingEmptySubsequences: false)
          if components.first == "" || (position > 0 && components.count == 1) {
            components = last.dropLast() + components.filter { !$0.isEmpty }
          }
          guard !components.isEmpty else { continue }
          paths.append(components.joined(separator: "."))
          last = components
        }
      }
    }
  }
}
