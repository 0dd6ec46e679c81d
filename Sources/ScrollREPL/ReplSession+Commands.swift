import Foundation
import LuaBehaviors
import PropertyChecking
import ScrollFormats
import ScrollSimulation
import ScrollTargets

extension ReplSession {
  /// The colon commands, by name, with their usage.
  public static let colonCommands: [(name: String, usage: String)] = [
    (":help", ":help                    this list"),
    (":load", ":load PATH|NAME          load a .lua, a .swift (F.swift:Type) or a built-in; keeps the scene"),
    (":reload", ":reload                  read the .lua or .swift again (a broken edit keeps the last good one)"),
    (":compare", ":compare [N] [with B]    compare with the twin (or behavior B) on N cases around here (200)"),
    (
      ":reset", ":reset                   start clean: no gestures, the scene's screen, at the start `at` gave (else 0)"
    ),
    (":scene", ":scene                   print the scene"),
    (
      ":save", ":save FILE [--force]     write the scenario for `scrollscript simulate` (and the globals set, FILE.lua)"
    ),
    (":last", ":last                    the last gesture's updateTarget call: its target, context and result"),
    (":call", ":call [velocity V] [proposed X]   call updateTarget again on that target and context, as it is now"),
    (":quit", ":quit                    leave (also quit, exit or Ctrl-D)"),
  ]

  /// Runs a colon command.
  func command(_ line: String) -> String {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    let arguments = Array(words.dropFirst())
    switch (words[0], arguments.count) {
    case (":help", _):
      return help
    case (":load", 1):
      let message = load(arguments[0])
      guard !message.hasPrefix("error"), !steps.isEmpty else {
        return [message, message.hasPrefix("error") ? nil : replayAfterLoad()].compactMap { $0 }.joined(separator: "\n")
      }
      // The session's gestures are played again with the new behavior: say so, as :reload does.
      if let note = replayAfterLoad() { return message + "\n" + note }
      return message + "; replayed \(Self.count(stepCount, "step")): rest at \(position(restingOffset))\n" + strip
    case (":reload", 0):
      return reload()
    case (":compare", 0...3):
      // :compare [N] [with BEHAVIOR]
      var rest = arguments[...]
      var count = 200
      if let first = rest.first, let number = Int(first) {
        count = number
        rest = rest.dropFirst()
      }
      let other = rest.count == 2 && rest.first == "with" ? rest.last : nil
      guard count > 0, count <= 100_000, rest.isEmpty || other != nil else {
        return "usage: " + Self.colonCommands.first { $0.name == ":compare" }!.usage
      }
      return compare(count: count, with: other)
    case (":reset", 0):
      // Clean: the scene's own screen (no rotation), the start `at` chose (not the offset a scene change or an
      // earlier behavior left), no steps.
      var clean = scene
      clean.start = chosenStart
      restart(on: clean)
      return "reset: \(sceneSummary)\n\(strip)"
    case (":scene", 0):
      return
        [
          "behavior  \(behaviorSummary)", scene.turned(to: currentScreen).text, "now       \(sceneSummary)",
          "gestures  \(Self.count(stepCount, "step"))", strip,
        ].joined(separator: "\n")
    case (":save", 1):
      return save(to: arguments[0])
    case (":save", 2) where arguments[1] == "--force":
      return save(to: arguments[0], replacing: true)
    case (":last", 0):
      return describeLastCall()
    case (":call", 0...4):
      return call(arguments) ?? "usage: " + Self.colonCommands.first { $0.name == ":call" }!.usage
    case (":quit", 0):
      isFinished = true
      return ""
    default:
      if let usage = Self.colonCommands.first(where: { $0.name == words[0] })?.usage {
        return "usage: " + usage
      }
      return Self.unknownCommand(words[0], nearest: Self.nearestCommand(to: words[0]))
    }
  }

  var help: String {
    let lines =
      ["Commands:"] + Self.colonCommands.map { "  " + $0.usage } + ["Scene and gestures:"]
      + Self.sceneCommands.map { "  " + $0.usage } + [
        "Anything else is Lua, run in the script's state: `= expr` or a bare expression prints its value",
        "(tables by their contents; `_` holds the last value); set a script's tuning globals (SPEED = 2) and",
        "the next gesture uses them (:save keeps them). A built-in or a .swift file has no Lua state: edit the",
        "Swift file and :reload. Tab completes commands, file names after :load and the script's globals;",
        "clear (or Ctrl-L) clears the screen.",
        "Ctrl-C stops a runaway script or a replay; Ctrl-D, :quit, quit or exit leaves.",
      ]
    return lines.joined(separator: "\n")
  }
}
