import Foundation
import LuaBehaviors
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// A finished comparison: the report, and for a disagreement the shrunk case
/// with both results and a command to see it again. Its JSON is ``json``;
/// ScrollReporting writes it in words.
public struct CompareOutcome: Sendable {
  public var script: String
  public var reference: String
  public var seed: UInt64
  /// The axis every case scrolled on, when the cases were kept to one.
  public var axis: Axis?
  public var report: ComparisonReport
  /// The first disagreement, shrunk; `nil` when the behaviors agreed everywhere.
  public var counterexample: Counterexample?

  /// A small case on which the behaviors disagree.
  public struct Counterexample: Sendable {
    public var testCase: TargetCase
    public var expected: CaseResult
    public var actual: CaseResult
    /// The part of the reference's rule that decided the case.
    public var rule: String?
    /// The generated case it was shrunk from.
    public var originalIndex: Int
  }

  /// Compares the behavior `script` (a built-in, a `.lua` or a `.swift` path)
  /// with `explicit` (any of those), or for a file without one, with its twin
  /// (its `reference:` header, else its file name), over `cases` generated cases.
  ///
  /// - Throws: the script's ``BehaviorFailure`` when it does not load,
  ///   ``InputError`` when no twin is found, ``BuiltInLookupError`` for an unknown twin.
  public static func compareScript(
    _ script: String, with explicit: String? = nil, cases: Int, seed: UInt64 = 1, axis: Axis? = nil,
    tolerance: Double = Tolerance.standard.distance, stopAfterBudgetFailures: Int? = nil,
    workers: Int = ProcessInfo.processInfo.activeProcessorCount, limits: LuaLimits = .default,
    source: Data? = nil, progress: (@Sendable (Int) -> Void)? = nil
  ) throws -> CompareOutcome {
    let candidate: BehaviorFactory
    if let source {
      candidate = { try LuaScrollTargetBehavior(source: source, path: script, limits: limits) }
    } else {
      candidate = BehaviorSpec.factory(script, limits: limits)
    }
    // Any behavior on either side; a behavior file without --with is compared with its twin.
    _ = try candidate()
    guard let reference = Twin.reference(forFile: script, source: source, explicit: explicit) else {
      throw InputError(
        script,
        "no twin to compare with: add a `reference: NAME` header line (`-- reference:` in Lua, `// reference:` in Swift) or pass --with BEHAVIOR; without a twin, `scrollscript check` validates its properties (docs/properties.md)"
      )
    }
    let referenceFactory = BehaviorSpec.factory(reference, limits: limits)
    _ = try referenceFactory()
    // A rule written for one axis says so in its header, and is compared on that axis only.
    let header = BehaviorHeader(file: script, source: source)
    let axis = axis ?? (try? Promises.read(header, path: script))?.axis
    let comparison = Comparison(
      reference: referenceFactory, candidate: candidate, tolerance: tolerance,
      stopAfterBudgetFailures: stopAfterBudgetFailures)
    return try run(
      comparison, script: script, reference: reference, generator: CaseGenerator(seed: seed, axis: axis), cases: cases,
      workers: workers, progress: progress)
  }

  /// Runs `comparison` and shrinks its first disagreement.
  public static func run(
    _ comparison: Comparison, script: String, reference: String, generator: CaseGenerator, cases: Int,
    workers: Int = ProcessInfo.processInfo.activeProcessorCount, progress: (@Sendable (Int) -> Void)? = nil
  ) throws -> CompareOutcome {
    let report = try comparison.run(generator, count: cases, workers: workers, progress: progress)
    var outcome = CompareOutcome(
      script: script, reference: reference, seed: generator.seed, axis: generator.axis, report: report)
    if let first = report.firstDisagreement, let index = report.firstDisagreementIndex {
      let expected = try comparison.reference()
      let actual = try comparison.candidate()
      // A case that runs the script out of budget can take a second a try: fewer tries.
      let shrunk = Shrinker.shrink(first.testCase, budget: first.candidateWentOverBudget ? 40 : 2000) {
        comparison.disagrees(on: $0, reference: expected, candidate: actual)
      }
      let final = comparison.compare(shrunk, reference: expected, candidate: actual)
      outcome.counterexample = Counterexample(
        testCase: shrunk, expected: final.reference, actual: final.candidate, rule: shrunk.rule(of: expected),
        originalIndex: index)
    }
    return outcome
  }

  /// The comparison as JSON.
  public var json: String {
    JSONLine.encode(JSONForm(self))
  }

  private struct JSONForm: Encodable {
    var script: String
    var reference: String
    var seed: UInt64
    /// `horizontal` or `vertical` when every case scrolled on that axis.
    var axis: String?
    var cases: Int
    var agreements: Int
    var disagreements: Int
    var tolerance: Double
    var worstDifference: Double?
    var worstCase: Int?
    var scriptErrors: [String: Int]
    var disagreementsByKind: [String: Int]
    var disagreementsByRule: [String: Int]
    /// Disagreements where each side's result lies outside the content.
    var disagreementsLeavingContent: [String: Int]
    var luaNanosecondsPerCall: Double
    var swiftNanosecondsPerCall: Double
    var seconds: Double
    var workers: Int
    /// When the run stopped early: the cases it was to compare.
    var plannedCases: Int?
    var counterexample: Example?

    struct Example: Encodable {
      var `case`: TargetCase
      var reference: CaseResult
      var script: CaseResult
      var rule: String?
      var command: String
    }

    init(_ outcome: CompareOutcome) {
      let report = outcome.report
      script = outcome.script
      reference = outcome.reference
      seed = outcome.seed
      axis = outcome.axis?.description
      cases = report.cases
      agreements = report.agreements
      disagreements = report.disagreements
      tolerance = report.tolerance
      worstDifference = report.worst?.difference
      worstCase = report.worst?.index
      scriptErrors = Dictionary(uniqueKeysWithValues: report.candidateFailures.map { ($0.key.rawValue, $0.value) })
      disagreementsByKind = Dictionary(uniqueKeysWithValues: report.hotspots.map { ($0.trait, $0.disagreements) })
      disagreementsByRule = report.byRule
      disagreementsLeavingContent = [
        "reference": report.leavingContent.reference, "script": report.leavingContent.candidate,
      ]
      luaNanosecondsPerCall = report.candidateNanosecondsPerCall
      swiftNanosecondsPerCall = report.referenceNanosecondsPerCall
      seconds = report.seconds
      workers = report.workers
      plannedCases = report.stopped?.plannedCases
      counterexample = outcome.counterexample.map {
        Example(
          case: $0.testCase, reference: $0.expected, script: $0.actual, rule: $0.rule,
          command: Reproduction.command(for: $0.testCase, behavior: outcome.script))
      }
    }
  }
}
