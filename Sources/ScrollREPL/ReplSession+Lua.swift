import Foundation
import LuaBehaviors
import ScrollTargets

extension ReplSession {
  /// Words that people type to leave a REPL (`quit`, `exit`, as in Python) or
  /// for help; bare, and while the script has no global of that name, they do
  /// what they say.
  static let leavingWords = ["quit", "exit", "quit()", "exit()"]

  /// Words that people type to clear the screen, as in a shell; bare, and while
  /// the script has no global of that name, they print nothing (a terminal clears).
  static let clearingWords = ["clear", "clear()"]

  /// Runs `line` as Lua, unless it is a word people type meaning something
  /// else: `help`, `quit`/`exit`, `clear`, or a mistyped command (`drg 100`, or a bare
  /// `drg` that is no global), which gets the unknown-command answer with the
  /// nearest command.
  func evaluateOrAnswer(_ line: String) -> String {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    let words = trimmed.split(whereSeparator: \.isWhitespace).map(String.init)
    let first = words.first ?? ""
    if words.count == 1, isUnsetGlobal(first.hasSuffix("()") ? String(first.dropLast(2)) : first) {
      if first == "help" { return help }
      if Self.leavingWords.contains(first) {
        isFinished = true
        return ""
      }
      if Self.clearingWords.contains(first) {
        clearsScreen = true
        return ""
      }
      if Self.isName(first), let nearest = Self.nearestCommand(to: first) {
        return Self.unknownCommand(first, nearest: nearest) + "; as Lua, \(first) is nil"
      }
    }
    let result = evaluate(line)
    // A line shaped like a command (a name, then plain words and numbers) that
    // is not Lua either, or that cannot be (there is no Lua state).
    let commandShaped =
      Self.isName(first) && !Self.luaKeywords.contains(first)
      && words.dropFirst().allSatisfy { $0.allSatisfy { !"=(){}[]\"',;+*/^%<>~#".contains($0) } }
    guard commandShaped, pending.isEmpty, result.hasPrefix("error: syntax:") || (script == nil && words.count > 1)
    else { return result }
    let nearest = Self.nearestCommand(to: first)
    return Self.unknownCommand(first, nearest: nearest) + (nearest == nil ? "; as Lua: " + result.dropFirst(7) : "")
  }

  /// The unknown-command answer: `error: unknown command drg (did you mean drag? :help lists them)`.
  /// The word typed is shown with its control characters written out (``ScriptText``), and at most 80 of its
  /// characters: a pasted megabyte is not echoed whole.
  static func unknownCommand(_ name: String, nearest: String?) -> String {
    let shown = name.count > 80 ? name.prefix(80) + "… (\(name.utf8.count) bytes)" : Substring(name)
    return "error: unknown command \(ScriptText.escaped(shown)) ("
      + (nearest.map { "did you mean \($0)? " } ?? "") + ":help lists them)"
  }

  /// The command nearest to a mistyped `word` (``Suggestion/nearest(to:in:)``).
  static func nearestCommand(to word: String) -> String? {
    let names = word.hasPrefix(":") ? colonCommands.map(\.name) : sceneCommands.map(\.name) + ["help", "quit", "exit"]
    return Suggestion.nearest(to: word, in: names)
  }

  /// Whether `name` is no global of the script (always, without a Lua state).
  func isUnsetGlobal(_ name: String) -> Bool {
    guard Self.isName(name), let script else { return true }
    return (try? script.evaluate("return rawget(_G, \"\(name)\") == nil")) == .value("true")
  }

  /// `[A-Za-z_][A-Za-z0-9_]*`.
  static func isName(_ word: String) -> Bool {
    guard let head = word.unicodeScalars.first, head == "_" || (head.isASCII && CharacterSet.letters.contains(head))
    else { return false }
    return word.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && CharacterSet.alphanumerics.contains($0)) }
  }

  static let luaKeywords: Set<String> = [
    "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in", "local", "nil",
    "not", "or", "repeat", "return", "then", "true", "until", "while",
  ]

  // MARK: - Evaluation

  /// Evaluates a line of Lua (joined to an unfinished block, if any). An
  /// expression shows its values (tables by their contents, ``ReplLua/showing(_:)``)
  /// and sets `_` to the first; statements run as they are. What is shown is
  /// the script's text, with its control characters escaped (``ScriptText``). The globals the
  /// input sets are recorded for `:save` (``GlobalTweaks``).
  func evaluate(_ line: String) -> String {
    var code = (pending + [line]).joined(separator: "\n")
    if code.hasPrefix("=") { code = String(code.dropFirst()) }
    guard let script else {
      pending = []
      return "error: no Lua state: " + noLuaReason
    }
    let before = globals()
    defer {
      if pending.isEmpty {
        if let before, let after = globals() {
          tweaks.record(before: before, after: after)
        } else {
          tweaks.markIncomplete()
        }
      }
    }
    do {
      // As an expression first; the wrapper does not parse when the input is
      // not one (or not finished yet), and then nothing ran.
      if case .value(let text) = try script.evaluate(ReplLua.showing(code)) {
        pending = []
        return ScriptText.escaped(text)
      }
    } catch  where error.kind == .syntax {
    } catch {
      pending = []
      return "error: \(error)"
    }
    do {
      switch try script.evaluate(code) {
      case .incomplete:
        pending.append(line)
        return ""
      case .value(let text):
        pending = []
        return ScriptText.escaped(text)
      }
    } catch {
      pending = []
      return "error: \(error)"
    }
  }

  /// The script's globals as listed now (``ReplLua/globals``); `nil` without a
  /// script or when the listing failed (it ran out of budget).
  func globals() -> GlobalTweaks.Listing? {
    guard let script, case .value(let text)? = try? script.evaluate(ReplLua.globals) else { return nil }
    return GlobalTweaks.Listing(text)
  }
}
