/// The globals a session's Lua input set, kept so that `:save` can write them
/// after a copy of the script and the saved scenario replays to the same rest.
///
/// Each input is bracketed by two listings of the globals (``ReplLua/globals``);
/// what differs was set by the input, not by the script's own calls during
/// gestures. Numbers, strings, booleans and tables of them (nested, up to
/// ``ReplLua/listedKeys`` keys and ``ReplLua/listedDepth`` levels) are kept
/// as assignments; a function or any other value typed in cannot be written
/// back and is reported as not saved.
///
/// ```
/// PAGES = 3          -- typed: PAGES = 3
/// CONFIG = {}        -- typed: CONFIG = {speed = 2}
/// CONFIG.speed = 2
/// ```
struct GlobalTweaks {
  /// A listing of the globals: `(path, value)` in the walk's order, parents first.
  struct Listing {
    var entries: [(path: String, value: String)] = []
    var values: [String: String] = [:]
    /// Whether the listing stopped before the end (too many globals).
    var isCut = false

    /// Reads ``ReplLua/globals``' output.
    init(_ text: String) {
      for line in text.split(separator: "\n") {
        guard let tab = line.firstIndex(of: "\t") else {
          if line == "…" { isCut = true }
          continue
        }
        let path = String(line[..<tab])
        let value = String(line[line.index(after: tab)...])
        // `_` is the REPL's own (the last value shown).
        guard !Self.isUnderscore(path) else { continue }
        entries.append((path, value))
        values[path] = value
      }
    }

    static func isUnderscore(_ path: String) -> Bool {
      path == "_" || path.hasPrefix("_.") || path.hasPrefix("_[")
    }
  }

  /// The paths set, in the order of their last change, with their values (`nil`: set to nil).
  private(set) var order: [String] = []
  private var values: [String: String?] = [:]
  /// Whether a listing could not be made or was cut: some changes may be missing.
  private(set) var isIncomplete = false

  var isEmpty: Bool { order.isEmpty }

  /// Records what changed from `before` to `after` (an input ran between them).
  mutating func record(before: Listing, after: Listing) {
    if before.isCut || after.isCut { isIncomplete = true }
    // Tables that are new (or replaced) here: all their entries are new too.
    var fresh: [String] = []
    for (path, value) in after.entries {
      let inFresh = fresh.contains { Self.isInside(path, $0) }
      guard inFresh || before.values[path] != value else { continue }
      if value.hasPrefix("{") || value.hasPrefix("@") || value.hasPrefix("~") {
        if !inFresh { fresh.append(path) }
        forgetInside(path)
      }
      set(path, value)
    }
    // Removed entries; those inside a removed or replaced table go with it. A
    // cut listing lacks entries that are still there: it tells of no removal.
    guard !after.isCut else { return }
    var gone: [String] = []
    for (path, _) in before.entries where after.values[path] == nil {
      guard !gone.contains(where: { Self.isInside(path, $0) }), !fresh.contains(where: { Self.isInside(path, $0) })
      else { continue }
      gone.append(path)
      forgetInside(path)
      set(path, nil)
    }
  }

  /// Notes that a listing failed: changes may be missing.
  mutating func markIncomplete() {
    isIncomplete = true
  }

  private mutating func set(_ path: String, _ value: String?) {
    order.removeAll { $0 == path }
    order.append(path)
    values[path] = .some(value)
  }

  private mutating func forgetInside(_ path: String) {
    order.removeAll { Self.isInside($0, path) }
  }

  /// Whether `path` names an entry inside the table at `table` (`CONFIG.speed` inside `CONFIG`).
  static func isInside(_ path: String, _ table: String) -> Bool {
    path.count > table.count && path.hasPrefix(table)
      && [".", "["].contains(path[path.index(path.startIndex, offsetBy: table.count)])
  }

  /// The assignments that set the kept values again, in order, and the paths
  /// whose values cannot be written (`f (a function)`).
  func assignments() -> (lines: [String], unsaved: [String]) {
    var lines: [String] = []
    var unsaved: [String] = []
    for path in order {
      guard let value = values[path] ?? nil else {
        lines.append("\(path) = nil")
        continue
      }
      switch value.first {
      case "=": lines.append("\(path) = \(value.dropFirst())")
      case "{": lines.append("\(path) = {}")
      case "@": lines.append("\(path) = \(value.dropFirst())")
      case "~": unsaved.append("\(path) (a table too large or too deep to write)")
      default: unsaved.append("\(path) (a \(value.dropFirst().split(separator: " ").first ?? "value"))")
      }
    }
    return (lines, unsaved)
  }
}
