import BehaviorLoading
import BehaviorRunning
import Foundation
import LuaBehaviors
import ScrollFormats
import ScrollSimulation

extension ReplSession {
  /// The first line of a script `:save` writes; a file that starts otherwise is never overwritten.
  static let savedScriptMark = "-- scrollscript repl :save:"

  /// Writes the session's scenario as JSON to `path` and, when Lua input set
  /// globals, a copy of the script with those assignments at its end beside
  /// it (`session.json` → `session.lua`), so that
  /// `scrollscript simulate session.lua session.json` replays to the same rest.
  /// The copy is loaded and replayed before the answer; the answer names what
  /// could not be written (a function typed in) and any rest that differs.
  ///
  /// It never writes over a behavior file, nor over a file with something in
  /// it that this session did not write, unless `replacing` (`:save FILE --force`).
  func save(to path: String, replacing: Bool = false) -> String {
    if BehaviorSpec.isScript(path) || BehaviorSpec.isSwiftFile(path) {
      return
        "error: \(path): the scenario is JSON, not a behavior: give a .json name (the globals set go beside it, in a .lua)"
    }
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    // An empty file holds nothing to lose; anything else this session did not write is kept.
    let size = (try? FileManager.default.attributesOfItem(atPath: absolute)[.size] as? Int) ?? nil
    if let size, size > 0, !replacing, !savedPaths.contains(absolute) {
      return "error: \(path) exists and this session did not write it: :save \(path) --force replaces it"
    }
    do {
      // The session's own rule keeps what it did not write (above); a scenario it loaded may be saved over.
      try OutputFile.write(scenario.json, to: path, checkingInputs: false)
    } catch {
      return "error: cannot write \(path): \(error.message.replacingOccurrences(of: "cannot write: ", with: ""))"
    }
    savedPaths.insert(absolute)
    let (assignments, unsaved) = tweaks.assignments()
    guard case .script(let script, let scriptPath) = loaded, !assignments.isEmpty || !unsaved.isEmpty else {
      return "saved \(Self.count(stepCount, "step")) to \(path) (scrollscript simulate replays them): "
        + "rest at \(NumberText.trimmed(restingOffset))"
    }
    // The rest the session gives now, its globals as they are (they may have changed since the last gesture).
    let rest = simulate(steps, keepPrints: false).map { Double($0.final[scene.axis]) } ?? restingOffset
    var lines = ["saved \(Self.count(stepCount, "step")) to \(path)"]
    if !unsaved.isEmpty {
      lines.append("not saved (:save writes numbers, strings, booleans and tables): " + unsaved.joined(separator: ", "))
    }
    if tweaks.isIncomplete {
      lines.append("note: the globals could not all be compared (too many): some set in the session may be missing")
    }
    guard !assignments.isEmpty else {
      lines.append("simulate \(scriptPath) \(path) replays them without the globals set in the session")
      return lines.joined(separator: "\n")
    }
    let copy = Self.companionPath(of: path)
    do {
      try writeCompanion(copy, script: scriptPath, assignments: assignments)
    } catch {
      lines.append("error: the globals set in the session were not saved: \(error.localizedDescription)")
      return lines.joined(separator: "\n")
    }
    lines[0] +=
      " and a copy of the script with the globals set in the session (\(Self.count(assignments.count, "assignment"))) to \(copy): "
      + "scrollscript simulate \(copy) \(path) replays them: rest at \(NumberText.trimmed(rest))"
    do {
      let replayed = try LuaScrollTargetBehavior(path: copy, limits: limits)
      let final = Double(SimulationRun.timeline(scenario, behavior: replayed).final[scene.axis])
      if abs(final - rest) > 0.005 {
        lines.append(
          "note: \(copy) replays to \(NumberText.trimmed(final)), not \(NumberText.trimmed(rest)) "
            + "(\(script.observesGeometry || script.observesPhases ? "its hooks or " : "")state the script keeps between calls?)"
        )
      }
    } catch {
      lines.append("note: \(copy) does not load: \(error)")
    }
    return lines.joined(separator: "\n")
  }

  /// `session.json` → `session.lua`; `session` → `session.lua`.
  static func companionPath(of path: String) -> String {
    let url = URL(fileURLWithPath: path)
    let base = url.pathExtension.lowercased() == "json" ? (path as NSString).deletingPathExtension : path
    return base + ".lua"
  }

  /// Writes the script's text, then `assignments`, to `path`; refuses to
  /// replace the script itself or a file `:save` did not write.
  func writeCompanion(_ path: String, script: String, assignments: [String]) throws {
    let target = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
    guard target != URL(fileURLWithPath: script).standardizedFileURL.resolvingSymlinksInPath() else {
      throw CocoaError(.fileWriteFileExists, userInfo: [NSLocalizedDescriptionKey: "\(path) is the script itself"])
    }
    // Looked at without blocking: a FIFO or a device is no saved script, and is written through below.
    if let bytes = try? InputFile.read(path, limit: 1 << 20, asInput: false),
      !String(decoding: bytes, as: UTF8.self).hasPrefix(Self.savedScriptMark)
    {
      throw CocoaError(
        .fileWriteFileExists,
        userInfo: [NSLocalizedDescriptionKey: "\(path) exists and :save did not write it; save under another name"])
    }
    let source = try String(contentsOfFile: script, encoding: .utf8)
    let text =
      [
        "\(Self.savedScriptMark) \(script) as it was, then the globals set in the session",
        source.hasSuffix("\n") ? String(source.dropLast()) : source,
        "",
        "-- The globals set in the `scrollscript repl` session, after the script's own:",
      ] + assignments
    try OutputFile.write(Data((text.joined(separator: "\n") + "\n").utf8), to: path, checkingInputs: false)
  }
}
