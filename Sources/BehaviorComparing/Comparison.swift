import BehaviorLoading
import BehaviorRunning
import Dispatch
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollTargets
import Synchronization

/// Runs a candidate behavior (the one under test: a script, a Swift file, a
/// built-in) and its reference (its twin, or the behavior given with `--with`)
/// over generated cases and reports where they disagree.
///
/// Work is spread over `workers` threads, each with its own pair of behaviors.
/// Case `i` is the same on any worker, and the report keeps only what does not
/// depend on the order cases finish in (counts, the lowest index of the worst
/// difference, the first disagreement), so a seed gives the same report for any
/// number of workers.
public struct Comparison: Sendable {
  public var reference: BehaviorFactory
  public var candidate: BehaviorFactory
  /// Largest difference in resting offset that still counts as agreement (pt): ``Tolerance/distance`` unless set.
  public var tolerance: Double = Tolerance.standard.distance
  /// Stop once this many cases made the candidate go over a budget (a timeout
  /// or its memory cap); `nil` runs every case. Each such case can take a
  /// second, so a script that runs away on most gestures would otherwise keep
  /// a run of thousands of cases going for hours.
  public var stopAfterBudgetFailures: Int?

  public init(
    reference: @escaping BehaviorFactory, candidate: @escaping BehaviorFactory,
    tolerance: Double = Tolerance.standard.distance,
    stopAfterBudgetFailures: Int? = nil
  ) {
    self.reference = reference
    self.candidate = candidate
    self.tolerance = tolerance
    self.stopAfterBudgetFailures = stopAfterBudgetFailures
  }

  /// Compares `count` cases of `generator` on `workers` threads. `progress`, when
  /// given, is called from the workers with the number of cases done so far.
  ///
  /// - Throws: when a behavior cannot be made (a script that does not load).
  public func run(
    _ generator: CaseGenerator, count: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
    progress: (@Sendable (Int) -> Void)? = nil
  ) throws -> ComparisonReport {
    let workers = max(1, min(workers, count))
    // Made up front so a script that does not load fails here; each worker then
    // touches only its own pair and its own tally.
    let pairs = PerWorker(try (0..<workers).map { _ in (try reference(), try candidate()) })
    let tallies = PerWorker(Array(repeating: ComparisonReport(tolerance: tolerance), count: workers))
    let done = Counter()
    let budgetFailures = Counter()
    let clock = ContinuousClock()
    let started = clock.now
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      let (reference, candidate) = pairs[worker]
      var tally = ComparisonReport(tolerance: tolerance)
      func record(_ comparison: CaseComparison, _ generated: GeneratedCase) {
        tally.add(comparison, generated: generated)
        if comparison.candidateWentOverBudget { _ = budgetFailures.add(1) }
        if let progress, tally.cases % 1024 == 0 { progress(done.add(1024)) }
      }
      func overBudget() -> Bool {
        stopAfterBudgetFailures.map { budgetFailures.value >= $0 } ?? false
      }
      if reference is any BatchScrollTargetBehavior || candidate is any BatchScrollTargetBehavior {
        // A behavior that pays per exchange gets this worker's cases in batches.
        let indices = Array(stride(from: worker, to: count, by: workers))
        for start in stride(from: 0, to: indices.count, by: CaseBatch.batchSize) {
          if overBudget() { break }
          let batch = indices[start..<min(start + CaseBatch.batchSize, indices.count)].map(generator.generate)
          let comparisons = compare(batch.map(\.testCase), reference: reference, candidate: candidate)
          zip(comparisons, batch).forEach(record)
        }
      } else {
        for index in stride(from: worker, to: count, by: workers) {
          if overBudget() { break }
          let generated = generator.generate(index)
          record(compare(generated.testCase, reference: reference, candidate: candidate), generated)
        }
      }
      tallies[worker] = tally
    }
    var report = tallies.values.reduce(into: ComparisonReport(tolerance: tolerance)) { $0.merge($1) }
    report.seconds = (clock.now - started).seconds
    report.workers = workers
    if let limit = stopAfterBudgetFailures, budgetFailures.value >= limit, report.cases < count {
      report.stopped = .init(budgetFailures: budgetFailures.value, plannedCases: count)
    }
    return report
  }

  /// Runs both behaviors on one case.
  public func compare(
    _ testCase: TargetCase, reference: any ScrollTargetBehavior, candidate: any ScrollTargetBehavior
  ) -> CaseComparison {
    let clock = ContinuousClock()
    let referenceStart = clock.now
    let referenceResult = CaseResult(testCase, reference)
    let candidateStart = clock.now
    let candidateResult = CaseResult(testCase, candidate)
    let end = clock.now
    var comparison = CaseComparison(
      testCase: testCase, reference: referenceResult, candidate: candidateResult, tolerance: tolerance,
      referenceNanoseconds: (candidateStart - referenceStart).nanoseconds,
      candidateNanoseconds: (end - candidateStart).nanoseconds)
    if !comparison.agrees { comparison.rule = testCase.rule(of: reference) }
    return comparison
  }

  /// Runs both behaviors on every case, each side in one batch
  /// (``ScrollTargetBehavior/resolveTargets(_:)``); a batch's time is shared
  /// evenly among its cases.
  public func compare(
    _ cases: [TargetCase], reference: any ScrollTargetBehavior, candidate: any ScrollTargetBehavior
  ) -> [CaseComparison] {
    let calls = cases.map { (target: $0.target, context: $0.context) }
    let clock = ContinuousClock()
    let referenceStart = clock.now
    let referenceResults = reference.resolveTargets(calls)
    let candidateStart = clock.now
    let candidateResults = candidate.resolveTargets(calls)
    let end = clock.now
    let share = Int64(max(cases.count, 1))
    return cases.indices.map { index in
      var comparison = CaseComparison(
        testCase: cases[index], reference: CaseResult(referenceResults[index]),
        candidate: CaseResult(candidateResults[index]),
        tolerance: tolerance, referenceNanoseconds: (candidateStart - referenceStart).nanoseconds / share,
        candidateNanoseconds: (end - candidateStart).nanoseconds / share)
      if !comparison.agrees { comparison.rule = cases[index].rule(of: reference) }
      return comparison
    }
  }

  /// Whether the two behaviors still disagree on `testCase`, with fresh behaviors.
  public func disagrees(
    on testCase: TargetCase, reference: any ScrollTargetBehavior, candidate: any ScrollTargetBehavior
  )
    -> Bool
  {
    !compare(testCase, reference: reference, candidate: candidate).agrees
  }
}

/// Both results of one case: the reference's and the candidate's.
public struct CaseComparison: Sendable {
  /// Whether the candidate failed by going over a budget: a timeout or its memory cap.
  public var candidateWentOverBudget: Bool {
    guard case .failure(let failure) = candidate else { return false }
    return failure.wentOverBudget
  }

  public var testCase: TargetCase
  public var reference: CaseResult
  public var candidate: CaseResult
  /// The larger difference of the two resting offsets' coordinates (pt); `nil` when either failed.
  public var difference: Double?
  public var agrees: Bool
  /// For a disagreement, the part of the reference's rule that decided the case.
  public var rule: String?
  public var referenceNanoseconds: Int64
  public var candidateNanoseconds: Int64

  init(
    testCase: TargetCase, reference: CaseResult, candidate: CaseResult, tolerance: Double,
    referenceNanoseconds: Int64, candidateNanoseconds: Int64
  ) {
    self.testCase = testCase
    self.reference = reference
    self.candidate = candidate
    self.referenceNanoseconds = referenceNanoseconds
    self.candidateNanoseconds = candidateNanoseconds
    let container = testCase.context.containerSize
    switch (reference, candidate) {
    case (.target(let referenceTarget), .target(let candidateTarget)):
      let a = referenceTarget.restingOffset(containerSize: container)
      let b = candidateTarget.restingOffset(containerSize: container)
      let difference = max(abs(a.x - b.x), abs(a.y - b.y))
      self.difference = difference
      agrees = difference <= tolerance
    case (.failure(let referenceFailure), .failure(let candidateFailure)):
      difference = nil
      agrees = referenceFailure.kind == candidateFailure.kind
    default:
      difference = nil
      agrees = false
    }
  }
}
