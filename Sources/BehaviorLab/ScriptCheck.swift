import Foundation
import LuaBehaviors
import ScrollTargets

/// One finding about a script, printed as `path:line: error: message` so editors can jump to it.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Sendable { case error, warning }

  public var severity: Severity
  /// `path:line`.
  public var location: String
  public var message: String

  public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// Validates a behavior script before anyone trusts it.
///
/// Static checks: the file reads and loads (it parses, its top-level code
/// runs within the load budget, it defines `updateTarget`), and a
/// `-- reference:` header names a known built-in. Dynamic checks, over a smoke
/// set of generated gestures (seed 0): every call stays within its budgets and
/// returns finite numbers (a write to `context`, which is read-only, fails
/// the call and names the field), the same case twice gives the same result,
/// and the target stays inside the content (a warning: the scroll view clamps
/// it, and some references leave it too).
public struct ScriptCheck: Sendable {
  public var path: String
  public var diagnostics: [Diagnostic] = []
  /// Whether the file could be read at all.
  public var readable = true
  /// The reference the script names or its file name implies, if any.
  public var reference: String?
  /// How many smoke cases ran.
  public var smokeCases = 0

  public var passed: Bool { readable && !diagnostics.contains { $0.severity == .error } }

  /// Checks the script at `path` with `smokeCases` generated cases.
  public init(path: String, limits: LuaLimits = .default, smokeCases: Int = 300) {
    self.path = path
    guard let source = FileManager.default.contents(atPath: path) else {
      readable = false
      diagnostics.append(Diagnostic(severity: .error, location: "\(path):1", message: "cannot read the file"))
      return
    }
    let header = LuaScrollTargetBehavior.referenceHeader(in: source)
    if let header {
      if header.name.isEmpty {
        error("\(path):\(header.line)", "the reference line names no behavior")
      } else {
        do {
          _ = try BuiltInBehaviors.behavior(named: header.name)
          reference = header.name
        } catch {
          self.error("\(path):\(header.line)", "unknown reference: \(error)")
        }
      }
    } else {
      reference = Twin.reference(forScript: path, header: nil)
      if reference == nil {
        diagnostics.append(
          Diagnostic(
            severity: .warning, location: "\(path):1",
            message: "no `-- reference: NAME` line and no built-in of this file's name: compare has no twin"))
      }
    }
    let behavior: LuaScrollTargetBehavior
    do {
      behavior = try LuaScrollTargetBehavior(path: path, limits: limits)
    } catch {
      self.error(error.location ?? "\(path):1", "\(error.kind.rawValue): \(error.message)")
      return
    }
    runSmokeCases(behavior, count: smokeCases)
  }

  /// Whether `result` rests outside the content of `testCase` by more than 0.01 pt.
  static func leavesContent(_ testCase: TargetCase, _ result: ScrollTarget) -> Bool {
    let context = testCase.context
    let offset = result.restingOffset(containerSize: context.containerSize)
    return context.axes.members.contains { offset[$0] < -0.01 || offset[$0] > context.maxOffset(on: $0) + 0.01 }
  }

  /// Whether `behavior` leaves the content on `testCase`.
  static func leavesContent(_ testCase: TargetCase, _ behavior: any ScrollTargetBehavior) -> Bool {
    guard case .target(let result) = CaseResult(testCase, behavior) else { return false }
    return leavesContent(testCase, result)
  }

  private mutating func error(_ location: String, _ message: String) {
    diagnostics.append(Diagnostic(severity: .error, location: location, message: message))
  }

  /// The smoke cases that may go over a budget before the rest are skipped:
  /// each can take a second, and one is enough to report.
  static let budgetFailuresBeforeStopping = 5

  /// Runs the smoke set, reporting each kind of problem once with how often it happened.
  private mutating func runSmokeCases(_ behavior: LuaScrollTargetBehavior, count planned: Int) {
    let generator = CaseGenerator(seed: 0)
    var failures: [String: (location: String, count: Int, example: Int)] = [:]
    var nondeterministic: (index: Int, first: CGPoint, second: CGPoint)?
    var outside: (count: Int, example: TargetCase?) = (0, nil)
    var count = 0
    var budgetFailures = 0
    while count < planned, budgetFailures < Self.budgetFailuresBeforeStopping {
      let index = count
      count += 1
      let testCase = generator.generate(index).testCase
      let container = testCase.context.containerSize
      switch (CaseResult(testCase, behavior), CaseResult(testCase, behavior)) {
      case (.failure(let failure), _), (_, .failure(let failure)):
        let key = "\(failure.kind.rawValue): \(failure.message)"
        let location = failure.location ?? "\(path):1"
        failures[key, default: (location, 0, index)].count += 1
        if failure.kind == .timeout || failure.kind == .memory { budgetFailures += 1 }
      case (.target(let first), .target(let second)):
        let a = first.restingOffset(containerSize: container)
        let b = second.restingOffset(containerSize: container)
        if a != b, nondeterministic == nil { nondeterministic = (index, a, b) }
        if Self.leavesContent(testCase, first) {
          outside.count += 1
          if outside.example == nil { outside.example = testCase }
        }
      }
    }
    smokeCases = count
    let stopped =
      count < planned ? "; the other \(planned - count) skipped after \(budgetFailures) went over a budget" : ""
    for (message, failure) in failures.sorted(by: { $0.value.example < $1.value.example }) {
      error(
        failure.location,
        "\(message) (on \(failure.count) of \(count) smoke cases, first case \(failure.example)\(stopped))")
    }
    if let nondeterministic {
      error(
        "\(path):1",
        "not deterministic: smoke case \(nondeterministic.index) gave (\(Double(nondeterministic.first.x).formatted), \(Double(nondeterministic.first.y).formatted)), then (\(Double(nondeterministic.second.x).formatted), \(Double(nondeterministic.second.y).formatted)); keep no state between calls"
      )
    }
    if var example = outside.example {
      example = Shrinker.shrink(example) { Self.leavesContent($0, behavior) }
      diagnostics.append(
        Diagnostic(
          severity: .warning, location: "\(path):1",
          message:
            "the target leaves the content on \(outside.count) of \(count) smoke cases (the scroll view clamps it); for example: \(Reproduction.command(for: example, behavior: path))"
        ))
    }
  }
}
