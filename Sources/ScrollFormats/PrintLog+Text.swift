import ScrollSimulation
import ScrollTargets

/// A print log as people read it: in reports, on standard error, in JSON logs.
///
/// ```swift
/// let log = PrintLog(lines: [.init(location: "paging.lua:12", text: "hello")], dropped: 2)
/// log.report(from: "case 3") // ["paging.lua:12: print: hello (case 3)",
///                            //  "print: 2 more printed lines were dropped (case 3)"]
/// ```
extension PrintLog {
  /// The kept lines as `path:line: text`, then how many were dropped, if any:
  /// one entry a line, the script's text with its control characters shown (``ScriptText``).
  public var entries: [String] {
    lines.map { ScriptText.escaped($0.description) }
      + (dropped > 0 ? ["\(dropped) more printed line\(dropped == 1 ? " was" : "s were") dropped"] : [])
  }

  /// ``entries``, one a line.
  public var text: String { entries.joined(separator: "\n") }

  /// The log for a person, one entry a line, each naming the call it came
  /// from (`origin`, such as `case 3` or `event 4, t=0.52 s`, or nothing when
  /// there was one call): `path:line: print: text (origin)`, then a line
  /// saying how many were dropped, if any. The location and text are shown
  /// with their control characters escaped (``ScriptText``): a line break in
  /// the text cannot start a line without the prefix.
  public func report(from origin: String? = nil) -> [String] {
    let suffix = origin.map { " (\($0))" } ?? ""
    var report = lines.map { line in
      (line.location.isEmpty ? "" : "\(ScriptText.escaped(line.location)): ")
        + "print: \(ScriptText.escaped(line.text))\(suffix)"
    }
    if dropped > 0 {
      report.append("print: \(dropped) more printed line\(dropped == 1 ? " was" : "s were") dropped\(suffix)")
    }
    return report
  }
}

extension Timeline {
  /// What the behavior printed, for a person (standard error): each line
  /// names its event by number (from 1, in the order of ``events``) and time,
  /// after `origin` when given:
  /// `paging.lua:12: print: hello (event 4, t=0.517 s)`. See ``PrintLog/report(from:)``.
  public func printReport(origin: String? = nil) -> [String] {
    events.enumerated().flatMap { index, event in
      event.log.report(
        from: (origin.map { "\($0), " } ?? "")
          + "event \(index + 1), t=\(NumberText.trimmed(event.t, decimals: 3)) s")
    }
  }
}
