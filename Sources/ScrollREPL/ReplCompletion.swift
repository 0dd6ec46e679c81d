import Foundation
import LuaBehaviors
import ScrollTargets

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
      + DevicePreset.names + ["landscape", "portrait", "horizontal", "vertical", "per-page", "in-flight"]
      + apiNames + luaNames
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
    readlineEntries(matching: completions(of: prefix))
  }

  /// What readline's completion hook returns for the sorted `matches`.
  public static func readlineEntries(matching matches: [String]) -> [String] {
    guard let first = matches.first else { return [] }
    guard matches.count > 1 else { return [first] }
    var common = first
    for match in matches.dropFirst() {
      while !match.hasPrefix(common) { common.removeLast() }
    }
    return [common] + matches
  }

  /// Commands after which a word is a file or behavior name: `:load`, and the `with` of `:compare`.
  static func takesFile(_ before: String) -> Bool {
    let words = before.split(whereSeparator: \.isWhitespace)
    guard let first = words.first else { return false }
    return (first == ":load" && words.count == 1) || (first == ":compare" && words.last == "with")
      || (first == ":save" && words.count == 1)
  }

  /// The files and folders whose paths start with `prefix` (`behaviors/pa`):
  /// folders with a `/` after them and the files whose names end in one of
  /// `extensions`, sorted; hidden ones only when `prefix`'s name starts with a dot.
  public static func files(startingWith prefix: String, extensions: [String] = ["lua", "swift"]) -> [String] {
    let slash = prefix.lastIndex(of: "/")
    let folder = slash.map { String(prefix[...$0]) } ?? ""
    let name = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
    let expanded = folder.hasPrefix("~") ? (folder as NSString).expandingTildeInPath + "/" : folder
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: expanded.isEmpty ? "." : expanded)
    else { return [] }
    return entries.filter { $0.hasPrefix(name) && (name.hasPrefix(".") || !$0.hasPrefix(".")) }.compactMap { entry in
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: expanded + entry, isDirectory: &isFolder) else { return nil }
      if isFolder.boolValue { return folder + entry + "/" }
      return extensions.contains((entry as NSString).pathExtension) ? folder + entry : nil
    }.sorted()
  }
}

extension ReplSession {
  /// The completions of `word`, the word under the cursor, with `before` the
  /// line up to it: after `:load` (or `:compare … with`) the `.lua` and `.swift`
  /// files and folders and the built-in names; after `:save` the `.json`
  /// files; elsewhere the commands, the Lua API and the script's globals
  /// (`PAGES`, `CONFIG.speed`).
  public func completions(of word: String, after before: String) -> [String] {
    if ReplCompletion.takesFile(before) {
      if before.hasPrefix(":save") { return ReplCompletion.files(startingWith: word, extensions: ["json"]) }
      let builtIns = word.contains("/") ? [] : BuiltInBehaviors.names.filter { $0.hasPrefix(word) }
      return ReplCompletion.files(startingWith: word) + builtIns.sorted()
    }
    guard !word.isEmpty else { return [] }
    let names = (globals()?.entries ?? []).map(\.path).filter { !$0.hasPrefix("_G") && $0.hasPrefix(word) }
    return Array(Set(ReplCompletion.completions(of: word) + names)).sorted()
  }
}
