import BehaviorLoading
import BehaviorRunning
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// A finished comparison of a candidate behavior with its reference: the
/// report, and for a disagreement the shrunk case with both results and a
/// command to see it again. Its JSON is ScrollFormats' ``ComparisonDocument``
/// (``json``); ScrollReporting writes it in words.
public struct CompareOutcome: Sendable {
  /// The behavior under test, as named: a built-in, a `.lua` or a `.swift` path.
  public var candidate: String
  /// What it was compared with: its twin, or the behavior given with `--with`.
  public var reference: String
  public var seed: UInt64
  /// The axis every case scrolled on, when the cases were kept to one.
  public var axis: Axis?
  /// The scene every case was on, when a person gave one: its replays name it.
  public var scene: GivenScene?
  public var report: ComparisonReport
  /// The first disagreement, shrunk; `nil` when the behaviors agreed everywhere.
  public var counterexample: Counterexample?

  /// A small case on which the behaviors disagree.
  public struct Counterexample: Sendable {
    public var testCase: TargetCase
    public var reference: CaseResult
    public var candidate: CaseResult
    /// The part of the reference's rule that decided the case.
    public var rule: String?
    /// The generated case it was shrunk from.
    public var originalIndex: Int
  }

  /// Compares the behavior `candidate` (a built-in, a `.lua` or a `.swift`
  /// path; for a script, `source` in place of its file when given) with
  /// `explicit` (any of those), or for a file without one, with its twin (its
  /// `reference:` header, else its file name), over `cases` generated cases:
  /// on `scene` alone when given, else on scenes drawn for each case.
  ///
  /// - Throws: the candidate's ``BehaviorFailure`` when it does not load,
  ///   ``InputError`` when no twin is found, ``BuiltInLookupError`` for an unknown twin.
  public static func compare(
    _ candidate: String, with explicit: String? = nil, cases: Int, seed: UInt64 = 1, axis: Axis? = nil,
    scene: GivenScene? = nil, tolerance: Double = Tolerance.standard.distance, stopAfterBudgetFailures: Int? = nil,
    workers: Int = ProcessInfo.processInfo.activeProcessorCount, limits: BehaviorLimits = .default,
    source: Data? = nil, progress: (@Sendable (Int) -> Void)? = nil
  ) throws -> CompareOutcome {
    let candidateFactory: BehaviorFactory
    if let source {
      candidateFactory = { try BehaviorSpec.script(source: source, path: candidate, limits: limits) }
    } else {
      candidateFactory = BehaviorSpec.factory(candidate, limits: limits)
    }
    // Any behavior on either side; a behavior file without --with is compared with its twin.
    _ = try candidateFactory()
    guard let reference = Twin.reference(forFile: candidate, source: source, explicit: explicit) else {
      throw InputError(
        candidate,
        "no twin to compare with: add a `reference: NAME` header line (`-- reference:` in Lua, `// reference:` in Swift) or pass --with BEHAVIOR; without a twin, `scrollscript check` validates its properties (docs/properties.md)"
      )
    }
    // A reference the file's header names is said at that line when it names nothing, as `check` says it.
    let header = BehaviorHeader(file: candidate, source: source)
    if explicit == nil, let line = header.reference?.line, let problem = Twin.problem(with: reference) {
      throw InputError("\(candidate):\(line)", "unknown reference: \(problem)")
    }
    let referenceFactory = BehaviorSpec.factory(reference, limits: limits)
    _ = try referenceFactory()
    // A rule written for one axis says so in its header, and is compared on that axis only.
    let axis = axis ?? (try? Promises.read(header, path: candidate))?.axis
    let comparison = Comparison(
      reference: referenceFactory, candidate: candidateFactory, tolerance: tolerance,
      stopAfterBudgetFailures: stopAfterBudgetFailures)
    let generator = scene.map { CaseGenerator(seed: seed, scene: $0.scene) } ?? CaseGenerator(seed: seed, axis: axis)
    return try run(
      comparison, candidate: candidate, reference: reference, generator: generator, scene: scene, cases: cases,
      workers: workers, progress: progress)
  }

  /// Runs `comparison` and shrinks its first disagreement.
  public static func run(
    _ comparison: Comparison, candidate: String, reference: String, generator: CaseGenerator,
    scene: GivenScene? = nil, cases: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
    progress: (@Sendable (Int) -> Void)? = nil
  ) throws -> CompareOutcome {
    let report = try comparison.run(generator, count: cases, workers: workers, progress: progress)
    var outcome = CompareOutcome(
      candidate: candidate, reference: reference, seed: generator.seed, axis: generator.axis, scene: scene,
      report: report)
    if let first = report.firstDisagreement, let index = report.firstDisagreementIndex {
      let referenceBehavior = try comparison.reference()
      let candidateBehavior = try comparison.candidate()
      // A case that runs the candidate out of budget can take a second a try: fewer tries.
      // On a given scene, only the gesture shrinks.
      let shrunk = Shrinker.shrink(first.testCase, budget: first.candidateWentOverBudget ? 40 : 2000) {
        scene?.holds($0) != false
          && comparison.disagrees(on: $0, reference: referenceBehavior, candidate: candidateBehavior)
      }
      let final = comparison.compare(shrunk, reference: referenceBehavior, candidate: candidateBehavior)
      outcome.counterexample = Counterexample(
        testCase: shrunk, reference: final.reference, candidate: final.candidate,
        rule: shrunk.rule(of: referenceBehavior), originalIndex: index)
    }
    return outcome
  }
}
