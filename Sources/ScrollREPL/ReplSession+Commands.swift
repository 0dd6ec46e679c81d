import BehaviorLab
import Foundation
import LuaBehaviors
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
    (":reset", ":reset                   forget the gestures, back to the scene's start"),
    (":scene", ":scene                   print the scene"),
    (":save", ":save FILE               write the gestures as a scenario for `scrollscript simulate`"),
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
      timeline = simulate(steps)
      return message
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
      steps = []
      timeline = simulate(steps)
      return "reset: \(sceneSummary)\n\(strip)"
    case (":scene", 0):
      return
        [
          "behavior  \(behaviorSummary)", scene.text, "now       \(sceneSummary)",
          "gestures  \(steps.count) steps", strip,
        ].joined(separator: "\n")
    case (":save", 1):
      return save(to: arguments[0])
    default:
      if let usage = Self.colonCommands.first(where: { $0.name == words[0] })?.usage {
        return "usage: " + usage
      }
      return "error: unknown command \(words[0]) (:help lists them)"
    }
  }

  var help: String {
    let lines =
      ["Commands:"] + Self.colonCommands.map { "  " + $0.usage } + ["Scene and gestures:"]
      + Self.sceneCommands.map { "  " + $0.usage } + [
        "Anything else is Lua, run in the script's state: `= expr` or a bare expression prints its value;",
        "set a script's tuning globals (SPEED = 2) and the next gesture uses them. A built-in or a .swift",
        "file has no Lua state: edit the Swift file and :reload. Ctrl-C stops a runaway script; Ctrl-D leaves.",
      ]
    return lines.joined(separator: "\n")
  }

  /// Writes the session's scenario as JSON to `path`.
  func save(to path: String) -> String {
    do {
      try scenario.json.write(to: URL(fileURLWithPath: path))
    } catch {
      return "error: cannot write \(path): \(error.localizedDescription)"
    }
    return
      "saved \(steps.count) steps to \(path) (scrollscript simulate replays them): "
      + "rest at \(NumberText.trimmed(restingOffset))"
  }
}
