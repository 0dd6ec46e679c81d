import BehaviorRunning
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollTargets

/// A replayed counterexample as a person reads it: what `run --expect` and
/// `simulate --expect` print (docs/properties.md, "Replaying a counterexample").
public enum ReplayReport {
  /// Each call the replay of a gesture made, as `run` describes one call, the
  /// probe's own calls headed by the property that made them; and, when the
  /// property holds, a last line that says so.
  public static func calls(
    _ replay: Replay.Gesture, property: any BehaviorProperty, behavior: String,
    explained: (any ScrollTargetBehavior)? = nil
  ) -> String {
    var blocks: [String] = []
    for (index, call) in replay.calls.enumerated() {
      let target = ScrollTarget(rect: CGRect(origin: call.result, size: call.testCase.context.containerSize))
      let described = CallReport.describe(
        call.testCase, result: .target(target), behavior: behavior, explained: explained)
      blocks.append(index == 0 ? described : "call \(index + 1), made by \(property.name):\n" + described)
    }
    if let (testCase, failure) = replay.failure {
      let described = CallReport.describe(testCase, result: .failure(failure), behavior: behavior)
      blocks.append(
        replay.calls.isEmpty ? described : "call \(replay.calls.count + 1), made by \(property.name):\n" + described)
    }
    if replay.holds { blocks.append(holds(property, on: "this call")) }
    return blocks.joined(separator: "\n")
  }

  /// `settles holds on this call`: the line a replay that found nothing ends with.
  public static func holds(_ property: any BehaviorProperty, on what: String) -> String {
    "\(property.name) holds on \(what)"
  }

  /// The violation as an error names it, with the rule on a second line:
  /// `settles violated: at rest on x = 150, a tap moves the view to 0`.
  /// A failed call (``Runs``) is its failure alone, as `check` prints it.
  public static func violation(_ violation: Violation, property: any BehaviorProperty) -> String {
    let message = ScriptText.escaped(violation.message)
    if property is Runs { return message }
    return "\(property.name) violated: \(message)\n  rule: \(property.rule)"
  }

  /// The violation as an error line, located as `check` locates it
  /// (``Replay/Location``): `pager.lua:2: error: settles violated: …`, or
  /// `scrollscript: error: …` for a built-in. `origin` names what broke the
  /// property when there is more than one: `case cases.jsonl:3: settles violated: …`.
  public static func error(
    _ violation: Violation, property: any BehaviorProperty, at location: String?, origin: String? = nil
  ) -> String {
    let message = (origin.map { $0 + ": " } ?? "") + self.violation(violation, property: property)
    return "\(location.map(ScriptText.escaped) ?? "scrollscript"): error: \(message)"
  }

  /// Replays `testCase` on `behavior` by `property` as `run --expect` does:
  /// what the calls printed and the violation go to `errors` (a line each),
  /// the calls' account to `output`. The violation is reported at `location`
  /// (a failed call at its own line), and `origin` (`cases.jsonl:3`) names
  /// the case in it. Returns whether the property held.
  public static func judge(
    _ testCase: TargetCase, origin: String? = nil, property: any BehaviorProperty,
    behavior: any ScrollTargetBehavior, spec: String, location: Replay.Location? = nil,
    output: (String) -> Void, errors: (String) -> Void
  ) -> Bool {
    let (replay, log) = behavior.keepingPrints { takePrints in
      (Replay.gesture(testCase, property: property, behavior: behavior), takePrints())
    }
    log.report().forEach(errors)
    output(calls(replay, property: property, behavior: spec, explained: behavior))
    guard let violation = replay.violation else { return true }
    let at = location?.of(replay.failure?.failure) ?? replay.failure?.failure.location
    errors(error(violation, property: property, at: at, origin: origin.map { "case \($0)" }))
    return false
  }

  /// What judging a file of case lines found.
  public struct CaseTally: Hashable, Sendable {
    /// Cases judged, and those that broke the property.
    public var cases = 0
    public var violated = 0
    /// Lines that are not cases (each reported as `source:line: error: …`).
    public var invalid = 0

    public init() {}
  }

  /// Judges every case line of `lines` (named `source`) as ``judge(_:origin:property:behavior:spec:location:output:errors:)``
  /// does; blank lines are skipped, and a line that is not a case is an error
  /// at `source:LINE` and the next line is read. One line is held at a time.
  public static func cases(
    _ lines: inout LineReader, source: String, property: any BehaviorProperty, behavior: any ScrollTargetBehavior,
    spec: String, location: Replay.Location? = nil, output: (String) -> Void, errors: (String) -> Void
  ) -> CaseTally {
    var tally = CaseTally()
    while let line = lines.next() {
      guard line.contains(where: { ![9, 10, 13, 32].contains($0) }) else { continue }
      let origin = "\(source):\(lines.lineNumber)"
      do throws(InputError) {
        guard !lines.lastLineWasCut else {
          throw InputError("", "the line is over \(LineReader.maximumLineBytes >> 20) MiB: not a case")
        }
        let testCase = try TargetCase(json: line)
        tally.cases += 1
        let held = judge(
          testCase, origin: origin, property: property, behavior: behavior, spec: spec, location: location,
          output: output, errors: errors)
        if !held { tally.violated += 1 }
      } catch {
        tally.invalid += 1
        errors("\(origin): error: \(error.message)")
      }
    }
    return tally
  }
}
