import Foundation
import LuaBehaviors

/// Tab completion for the REPL: commands, and the names of the Lua API.
public enum ReplCompletion {
  /// The Lua API's names, as the bridge serves them (``LuaAPI``): the globals,
  /// every path from a parameter or `UnitPoint` (`target.rect.origin.x`,
  /// `old.offset.y`), and the fields of the tables a script returns (`limitsScrolls`).
  public static var apiNames: [String] {
    let globals = LuaAPI.entries.filter { $0.kind == .global }.map(\.name)
    let returned = LuaAPI.entries.filter { $0.kind == .result }.flatMap { LuaAPI.members(of: $0.type) }.map(\.name)
    return globals + LuaAPI.paths + returned
  }

  /// The sandbox's library names a script uses most, and Lua's keywords.
  public static let luaNames: [String] = [
    "print", "math", "math.abs", "math.ceil", "math.floor", "math.max", "math.min", "math.huge", "math.random",
    "math.sqrt", "math.fmod", "math.tointeger", "math.type", "string", "string.format", "table", "table.insert",
    "table.sort", "table.concat", "table.remove", "utf8", "pairs", "ipairs", "tostring", "tonumber", "type",
    "pcall", "error", "assert", "select", "setmetatable", "getmetatable", "rawget", "rawset", "next",
    "local", "function", "return", "then", "end", "elseif", "while", "repeat", "until", "nil", "true", "false",
  ]

  /// Everything that can complete a word.
  public static var words: [String] {
    ReplSession.colonCommands.map(\.name) + ReplSession.sceneCommands.map(\.name)
      + ReplScene.devices.map(\.name) + ["horizontal", "vertical", "per-page"] + apiNames + luaNames
  }

  /// The completions of `prefix` (the word under the cursor), sorted; none for an empty prefix.
  public static func completions(of prefix: String) -> [String] {
    guard !prefix.isEmpty else { return [] }
    return Array(Set(words.filter { $0.hasPrefix(prefix) })).sorted()
  }

  /// What readline's completion hook returns for `prefix`: nothing when no
  /// word completes it; the one word; or the words' longest common prefix (what
  /// replaces the typed text) followed by the words (what is listed).
  ///
  /// `"target.rect.m"` gives `["target.rect.m", "target.rect.maxX", …, "target.rect.minY"]`.
  public static func readlineEntries(for prefix: String) -> [String] {
    let matches = completions(of: prefix)
    guard let first = matches.first else { return [] }
    guard matches.count > 1 else { return [first] }
    var common = first
    for match in matches.dropFirst() {
      while !match.hasPrefix(common) { common.removeLast() }
    }
    return [common] + matches
  }
}
