import BehaviorLoading
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// One finding about a script, printed as `path:line: error: message` so editors can jump to it.
public struct Finding: Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Sendable { case error, warning }

  public var severity: Severity
  /// `path:line`, or `path:line:column`.
  public var location: String
  /// What is wrong: one line, then indented details (a rule, a command) when there are any.
  public var message: String
  /// The property a violation breaks, by name (`runs` for a call that fails); `nil` for
  /// anything else (a file that does not read or load, a header that does not parse).
  public var property: String?

  public init(severity: Severity, location: String, message: String, property: String? = nil) {
    self.severity = severity
    self.location = location
    self.message = message
    self.property = property
  }

  public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// Validates a behavior before anyone trusts it: a script, a Swift file, or a built-in by name.
///
/// Static checks: the file reads and loads (it parses, its top-level code
/// runs within the load budget, it defines `updateTarget`), a `-- reference:`
/// header names a known built-in, and its `-- expect:` and `-- axis:` lines
/// parse. Then its properties (``Promises``: declared, else the defaults
/// `inBounds, deterministic, settles`, and the script's own `expect` when it
/// defines one) are checked by a ``PropertyCheck`` on
/// generated gestures and scenarios; every violation is an error with its
/// shrunk counterexample, and a call that fails is one too, at the script's
/// `path:line`.
public struct ScriptCheck: Sendable {
  /// The script's path, or the built-in's name; for a view's own behavior, the view file.
  public var path: String
  /// The behavior as the commands it prints name it: the path, or `view`
  /// (with the scene's `--scene FILE.swift`) for a view's own behavior.
  public var commandName: String
  public var diagnostics: [Finding] = []
  /// Whether the file could be read at all.
  public var readable = true
  /// The reference the script names or its file name implies, if any.
  public var reference: String?
  /// What the behavior was held to, once known.
  public var promises: Promises?
  /// The property check, when the behavior loaded.
  public var report: PropertyReport?
  /// What a script printed while its counterexamples ran again, one by one
  /// with printing on, as ``PrintLog/report(from:)`` words it
  /// (`paging.lua:12: print: hello (counterexample of inBounds)`).
  public var printed: [String] = []
  /// Where a finding with no line of its own is reported: `path:1`, or a built-in's name.
  private var fallbackLocation: String

  public var passed: Bool { readable && !diagnostics.contains { $0.severity == .error } }

  /// Checks the script at `path`, or the built-in `path` names. With
  /// `view`, the behavior is that view file's own `.scrollTargetBehavior`,
  /// and the check is named by the file.
  public init(
    path: String, limits: BehaviorLimits = .default, options: PropertyOptions = PropertyOptions(), view: String? = nil
  ) {
    self.path = view ?? path
    commandName = view == nil ? path : "view"
    fallbackLocation = "\(path):1"
    if !BehaviorSpec.isScript(path), let promises = BuiltInPromises.promises(for: path) {
      // A built-in has no file: its diagnostics name it alone, or the view file it came from.
      fallbackLocation = view.map { BehaviorSpec.file($0) + ":1" } ?? path
      check(promises, options: options) { try BuiltInBehaviors.behavior(named: path) }
      return
    }
    let swift = BehaviorSpec.isSwiftFile(path)
    let file = BehaviorSpec.file(path)
    fallbackLocation = "\(file):1"
    let source: Data
    do {
      source = try InputFile.read(file, limit: BehaviorSpec.sourceLimit(path, limits: limits))
    } catch {
      readable = false
      diagnostics.append(
        Finding(
          severity: .error, location: file, message: "cannot read the \(swift ? "file" : "script"): \(error.reason)"))
      return
    }
    readReference(source, file: file)
    var promises: Promises
    do {
      promises = try Promises.read(source, path: file)
    } catch {
      diagnostics.append(error)
      return
    }
    if swift {
      // Built once here, so that a compile error is one finding at its own line.
      do {
        _ = try BehaviorSpec.resolve(path, limits: limits)
      } catch let error as any Diagnostic {
        self.error(error.location ?? fallbackLocation, error.problem)
        return
      } catch {
        self.error(fallbackLocation, "\(error)")
        return
      }
      check(promises, options: options, constants: ScriptNumbers.swift(source)) {
        try BehaviorSpec.resolve(path, limits: limits)
      }
      return
    }
    do {
      // A script's own `expect` is one more property, whatever it declares.
      if try BehaviorSpec.script(source: source, path: path, limits: limits).definesExpect {
        promises.properties.append(ScriptExpectation())
        let line = Self.line(defining: "expect", in: source)
        promises.locations[ScriptExpectation().name] = "\(path):\(line ?? 1)"
      }
    } catch {
      self.error(error.location ?? "\(path):1", error.problem)
      return
    }
    check(promises, options: options, rerunPrints: true, constants: ScriptNumbers.lua(source)) {
      try BehaviorSpec.script(source: source, path: path, limits: limits)
    }
  }

  /// The line (from 1) of the first `function NAME(` or `NAME = function` in
  /// `source`, where a diagnostic about the function points.
  static func line(defining name: String, in source: Data) -> Int? {
    let lines = String(decoding: source, as: UTF8.self).split(
      omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    return lines.firstIndex { line in
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" })
      return (words.count >= 2 && words[0] == "function" && words[1] == name)
        || (words.count >= 3 && words[0] == Substring(name) && words[1] == "=" && words[2] == "function")
    }.map { $0 + 1 }
  }

  /// Reads the header's `reference:` line: a built-in, or a behavior file
  /// (from the folder of `file`) that must exist; else the twin the file name implies.
  private mutating func readReference(_ source: Data, file: String) {
    guard let header = BehaviorHeader(source, path: file).reference else {
      reference = Twin.reference(forScript: path, header: nil)
      return
    }
    let location = "\(file):\(header.line)"
    guard !header.name.isEmpty else { return error(location, "the reference line names no behavior") }
    let resolved = Twin.resolve(header.name, besides: path)
    if let problem = Twin.problem(with: resolved) { return error(location, "unknown reference: \(problem)") }
    reference = resolved
  }

  /// Runs the property check and turns each violation into an error; with
  /// `rerunPrints`, runs each counterexample again on a fresh behavior to keep what it printed.
  private mutating func check(
    _ declared: Promises, options: PropertyOptions, rerunPrints: Bool = false, constants: [Double] = [],
    factory: @escaping BehaviorFactory
  ) {
    var promises = declared
    if let like = options.like, let borrowed = BuiltInPromises.promises(for: like) {
      promises.add(borrowed.properties)
      promises.axis = promises.axis ?? borrowed.axis
    }
    if !options.extra.isEmpty { promises.add(options.extra) }
    promises.axis = options.axis ?? promises.axis
    self.promises = promises
    var check = PropertyCheck(properties: promises.properties, axis: promises.axis)
    check.gestures = options.gestures
    check.scenarios = options.scenarios
    check.given = options.given
    check.seed = options.seed
    check.timeLimit = options.timeLimit
    // One deadline for the check and the runs again for prints after it: the time limit covers both.
    let deadline = ContinuousClock.now + .milliseconds(Int(options.timeLimit * 1000))
    check.deadline = deadline
    check.screen = options.screen
    check.scene = options.scene
    check.constants = constants
    let report: PropertyReport
    do {
      report = try check.run(factory, workers: options.workers)
    } catch {
      self.error(fallbackLocation, "\(error)")
      return
    }
    self.report = report
    // A check that tried nothing has checked nothing: it is not a pass.
    if report.entries.allSatisfy({ $0.gestures == 0 && $0.scenarios == 0 }) {
      error(
        fallbackLocation,
        "nothing was tried: no gesture and no scenario ran (--gestures 0 and --scenarios 0 with no --scenario, or a --time-limit of \(options.timeLimit.formatted) s that ran out first)"
      )
    }
    var notRerun = 0
    var printedBytes = 0
    // A counterexample's own command can be long to make (a case with many
    // children is written out whole): past a short grace after the deadline,
    // each violation gets the check that finds it again instead.
    let grace = deadline + .milliseconds(max(500, Int(options.timeLimit * 100)))
    var checkCommands = 0
    var stateful = 0
    for index in report.entries.indices where report.entries[index].breach != nil {
      let entry = report.entries[index]
      let breach = entry.breach!
      let only = entry.property is Runs ? "" : " --expect \(Reproduction.shellQuoted(entry.property.name))"
      let again =
        "scrollscript check \(Reproduction.shellQuoted(commandName))\(only)"
        + (options.scene.map { " " + $0.text } ?? "")
      var command = again
      // What the printed command shows: for a behavior with state, its numbers are the replay's.
      var violation = breach.violation
      if ContinuousClock.now < grace {
        switch VerifiedReplay.command(
          for: breach.counterexample, property: entry.property, behavior: commandName, scene: options.scene,
          factory: factory, deadline: grace)
        {
        case .reproduces(let replay, let shown): (command, violation) = (replay, shown)
        case .doesNotReproduce: stateful += 1
        }
      } else {
        checkCommands += 1
      }
      self.report?.entries[index].breach?.command = command
      self.report?.entries[index].breach?.violation = violation
      let shrunk = breach.provenance
      // A failed call's message is the script's own: shown with its control characters escaped.
      let message = ScriptText.escaped(violation.message)
      if rerunPrints {
        // Within the time limit, and within one simulation's bound on printed lines and bytes in all.
        if ContinuousClock.now < deadline, printed.count < Simulator.maximumPrintedLines,
          printedBytes < Simulator.maximumPrintedBytes, let behavior = try? factory()
        {
          for line in breach.counterexample.printed(
            by: behavior, origin: "counterexample of \(entry.property.name)", until: deadline)
          {
            guard printed.count < Simulator.maximumPrintedLines, printedBytes < Simulator.maximumPrintedBytes
            else { break }
            printed.append(line)
            printedBytes += line.utf8.count
          }
        } else {
          notRerun += 1
        }
      }
      if entry.property is Runs {
        error(breach.location ?? fallbackLocation, "\(message)\n  \(shrunk): \(command)", property: "runs")
      } else {
        error(
          promises.locations[entry.property.name] ?? fallbackLocation,
          "\(entry.property.name) violated: \(message)\n  rule: \(entry.property.rule)\n  \(shrunk): \(command)",
          property: entry.property.name
        )
      }
    }
    if checkCommands > 0 {
      diagnostics.append(
        Finding(
          severity: .warning, location: fallbackLocation,
          message:
            checkCommands == 1
            ? "1 violation shows the check that finds it again, not its counterexample's own command: the time limit ran out before it was written"
            : "\(checkCommands) violations show the check that finds each again, not their counterexamples' own commands: the time limit ran out before they were written"
        ))
    }
    if stateful > 0 {
      diagnostics.append(
        Finding(
          severity: .warning, location: fallbackLocation,
          message:
            "\(stateful == 1 ? "1 violation shows" : "\(stateful) violations show") the check that finds \(stateful == 1 ? "it" : "each") again: run again on a fresh behavior, alone and up to \(VerifiedReplay.maximumRepeats) times in a row, the counterexample holds, so the violation depends on the calls made before it (the behavior keeps state between calls)"
        ))
    }
    if notRerun > 0 {
      printed.append(
        "\(fallbackLocation): print: the prints of \(notRerun) more counterexample\(notRerun == 1 ? " are" : "s are") not shown: the time limit ran out, or the lines shown reached their bound (\(Simulator.maximumPrintedLines) lines, \(Simulator.maximumPrintedBytes >> 20) MiB)"
      )
    }
  }

  private mutating func error(_ location: String, _ message: String, property: String? = nil) {
    diagnostics.append(Finding(severity: .error, location: location, message: message, property: property))
  }
}
