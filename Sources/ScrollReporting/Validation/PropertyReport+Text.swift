import PropertyChecking
import ScrollTargets

extension PropertyReport {
  /// The property table: property, holds or violated, gestures and scenarios tried.
  public var table: String {
    var lines = [["property", "result", "gestures", "scenarios"]]
    for entry in entries {
      lines.append([
        entry.property.name, entry.verdict, "\(entry.gestures)", "\(entry.scenarios)",
      ])
    }
    return TextTable.render(lines) + "\n" + sourceLines
  }

  /// Where the cases came from and what found each violation:
  /// `gestures: random 8000, constants 1200, coverage 800 (coverage-guided:
  /// 15 gestures kept for reaching new lines of the script, 40 line-to-line
  /// paths in all)`, the same for scenarios, then `the violation of P came
  /// from: constants (mined gesture 17)`.
  public var sourceLines: String {
    func counts(_ scenarios: Bool) -> String {
      sources.filter { $0.scenarios == scenarios }.map { "\($0.name) \($0.cases)" }.joined(separator: ", ")
    }
    var gestures = "gestures: \(counts(false))"
    if coverageReached > 0 {
      let kept = "\(coverageKept) gesture\(coverageKept == 1 ? "" : "s")"
      let paths = "\(coverageReached) line-to-line path\(coverageReached == 1 ? "" : "s")"
      gestures += " (coverage-guided: \(kept) kept for reaching new lines of the script, \(paths) in all)"
    }
    let scenes =
      scene.map { "scene: the one given (\($0)): only the gestures vary" }
      ?? "scenes: drawn by the check (phones and tablets, both axes, pages and children); give a scene to keep to it"
    var lines = [scenes, gestures, "scenarios: \(counts(true))"]
    for entry in violations {
      lines.append(
        "the violation of \(entry.property.name) came from: \(entry.breach!.source) (\(entry.breach!.origin))")
    }
    return lines.joined(separator: "\n")
  }

  /// The violations as a person reads them, each with its rule and the command that shows it.
  public func text(behavior: String) -> String {
    violations.map { entry in
      let breach = entry.breach!
      let kind: String
      switch breach.counterexample {
      case .gesture: kind = "smallest gesture"
      case .scenario(let scenario):
        kind = "smallest scenario (\(scenario.steps.count) step\(scenario.steps.count == 1 ? "" : "s"))"
      }
      return """
        \(entry.property.name) violated: \(ScriptText.escaped(breach.violation.message))
          rule: \(entry.property.rule)
          \(kind), \(breach.provenance):
            \(breach.command ?? Self.reproduction(of: breach.counterexample, behavior: behavior, property: entry.property.name))
        """
    }.joined(separator: "\n")
  }
}

extension PropertyReport.Entry {
  /// `holds`, `VIOLATED`, or `holds so far` when the search stopped before trying it everywhere.
  public var verdict: String { !holds ? "VIOLATED" : complete ? "holds" : "holds so far" }
}
