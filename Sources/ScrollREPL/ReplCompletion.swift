import Foundation

/// Tab completion for the REPL: commands, and the names of the Lua API.
public enum ReplCompletion {
  /// Names of the Lua API a behavior script uses (docs/lua-api.md), with the
  /// sandbox's libraries and the script-side helpers.
  public static let luaNames: [String] = [
    "updateTarget", "properties", "onScrollGeometryChange", "emit", "print", "target", "context",
    "target.rect", "target.anchor", "target.rect.origin.x", "target.rect.origin.y", "target.rect.size.width",
    "target.rect.size.height", "target.rect.minX", "target.rect.midX", "target.rect.maxX", "target.rect.minY",
    "target.rect.midY", "target.rect.maxY", "target.rect.width", "target.rect.height",
    "context.originalTarget", "context.originalTarget.rect", "context.velocity", "context.velocity.dx",
    "context.velocity.dy", "context.contentSize", "context.contentSize.width", "context.contentSize.height",
    "context.containerSize", "context.containerSize.width", "context.containerSize.height", "context.axes",
    "context.axes.horizontal", "context.axes.vertical", "context.layoutDirection", "context.horizontalSizeClass",
    "context.verticalSizeClass", "context.targets", "limitsScrolls",
    "UnitPoint", "UnitPoint.leading", "UnitPoint.trailing", "UnitPoint.top", "UnitPoint.bottom", "UnitPoint.center",
    "UnitPoint.topLeading", "UnitPoint.topTrailing", "UnitPoint.bottomLeading", "UnitPoint.bottomTrailing",
    "math", "math.abs", "math.ceil", "math.floor", "math.max", "math.min", "math.huge", "math.random",
    "math.sqrt", "math.fmod", "math.tointeger", "math.type", "string", "string.format", "table", "table.insert",
    "table.sort", "table.concat", "table.remove", "utf8", "pairs", "ipairs", "tostring", "tonumber", "type",
    "pcall", "error", "assert", "select", "setmetatable", "getmetatable", "rawget", "rawset", "next",
    "local", "function", "return", "then", "end", "elseif", "while", "repeat", "until", "nil", "true", "false",
  ]

  /// Everything that can complete a word.
  public static var words: [String] {
    ReplSession.colonCommands.map(\.name) + ReplSession.sceneCommands.map(\.name)
      + ReplScene.devices.map(\.name) + ["horizontal", "vertical", "per-page"] + luaNames
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
