import BehaviorRunning
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollTargets

/// What a comparison found: how often the behaviors agreed, the worst
/// difference, the first disagreement, and on which kinds of case they disagreed.
public struct ComparisonReport: Sendable {
  public var tolerance: Double
  public var cases = 0
  public var disagreements = 0
  /// The largest difference between resting offsets where both gave a target (pt), and its case index.
  public var worst: (difference: Double, index: Int)?
  /// The disagreement with the lowest case index.
  public var firstDisagreement: CaseComparison?
  public var firstDisagreementIndex: Int?
  /// For every trait value (``CaseTrait/partialLastPage``, ``CaseTrait/hugeVelocity``, …),
  /// indexed by its raw value: cases and disagreements.
  public var byTrait = [(cases: Int, disagreements: Int)](repeating: (0, 0), count: CaseTrait.allCases.count)
  /// For the disagreements: the part of the reference's rule that decided, and how often.
  public var byRule: [String: Int] = [:]
  /// Disagreements in which a side's result lies outside the content
  /// (`0 ... content - container` on a scrolling axis, as ``InBounds`` judges):
  /// often the whole story of a disagreement, so the report says it first.
  public var leavingContent = (reference: 0, candidate: 0)
  /// Failures of the candidate by kind.
  public var candidateFailures: [BehaviorFailure.Kind: Int] = [:]
  /// Time spent inside the behaviors' calls (ns), summed over workers.
  public var candidateNanoseconds: Int64 = 0
  public var referenceNanoseconds: Int64 = 0
  /// Wall-clock time of the run (s) and the workers it used.
  public var seconds: Double = 0
  public var workers = 1
  /// Set when the run stopped before its planned cases because the candidate
  /// went over a budget too often (``Comparison/stopAfterBudgetFailures``).
  public var stopped: Stop?

  /// Why and where a run stopped early.
  public struct Stop: Hashable, Sendable {
    /// The cases that went over a budget when the run stopped.
    public var budgetFailures: Int
    /// The cases the run was to compare.
    public var plannedCases: Int
  }

  public init(tolerance: Double) {
    self.tolerance = tolerance
  }

  public var agreements: Int { cases - disagreements }
  public var passed: Bool { disagreements == 0 }

  mutating func add(_ comparison: CaseComparison, generated: GeneratedCase) {
    cases += 1
    candidateNanoseconds += comparison.candidateNanoseconds
    referenceNanoseconds += comparison.referenceNanoseconds
    if case .failure(let failure) = comparison.candidate { candidateFailures[failure.kind, default: 0] += 1 }
    if let difference = comparison.difference, difference > (worst?.difference ?? -1) {
      worst = (difference, generated.index)
    }
    generated.traits.forEach { byTrait[$0.rawValue].cases += 1 }
    guard !comparison.agrees else { return }
    disagreements += 1
    generated.traits.forEach { byTrait[$0.rawValue].disagreements += 1 }
    byRule[comparison.rule ?? "(the reference cannot say)", default: 0] += 1
    let context = comparison.testCase.context
    if comparison.reference.leavesContent(context) { leavingContent.reference += 1 }
    if comparison.candidate.leavesContent(context) { leavingContent.candidate += 1 }
    if firstDisagreementIndex.map({ generated.index < $0 }) ?? true {
      firstDisagreement = comparison
      firstDisagreementIndex = generated.index
    }
  }

  mutating func merge(_ other: ComparisonReport) {
    cases += other.cases
    disagreements += other.disagreements
    candidateNanoseconds += other.candidateNanoseconds
    referenceNanoseconds += other.referenceNanoseconds
    if let theirs = other.worst {
      if let mine = worst {
        if theirs.difference > mine.difference || (theirs.difference == mine.difference && theirs.index < mine.index) {
          worst = theirs
        }
      } else {
        worst = theirs
      }
    }
    if let index = other.firstDisagreementIndex, firstDisagreementIndex.map({ index < $0 }) ?? true {
      firstDisagreementIndex = index
      firstDisagreement = other.firstDisagreement
    }
    for (trait, counts) in other.byTrait.enumerated() {
      byTrait[trait].cases += counts.cases
      byTrait[trait].disagreements += counts.disagreements
    }
    for (kind, count) in other.candidateFailures { candidateFailures[kind, default: 0] += count }
    for (rule, count) in other.byRule { byRule[rule, default: 0] += count }
    leavingContent.reference += other.leavingContent.reference
    leavingContent.candidate += other.leavingContent.candidate
  }

  /// The trait values where disagreements concentrate, worst rate first.
  public var hotspots: [(trait: String, cases: Int, disagreements: Int)] {
    zip(CaseTrait.allCases, byTrait).filter { $0.1.disagreements > 0 }
      .map { (trait: $0.0.name, cases: $0.1.cases, disagreements: $0.1.disagreements) }
      .sorted {
        let left = Double($0.disagreements) / Double($0.cases)
        let right = Double($1.disagreements) / Double($1.cases)
        return left != right ? left > right : $0.trait < $1.trait
      }
  }

  /// The reference's rules behind the disagreements, most often first.
  public var rules: [(rule: String, disagreements: Int)] {
    byRule.map { (rule: $0.key, disagreements: $0.value) }
      .sorted { $0.disagreements != $1.disagreements ? $0.disagreements > $1.disagreements : $0.rule < $1.rule }
  }

  /// Mean time of one candidate call (ns).
  public var candidateNanosecondsPerCall: Double { cases == 0 ? 0 : Double(candidateNanoseconds) / Double(cases) }
  /// Mean time of one reference call (ns).
  public var referenceNanosecondsPerCall: Double { cases == 0 ? 0 : Double(referenceNanoseconds) / Double(cases) }
}

extension CaseResult {
  /// Whether this is a target whose resting offset lies outside the content
  /// on one of `context`'s scrolling axes, by more than ``Tolerance/distance``.
  public func leavesContent(_ context: ScrollTargetBehaviorContext) -> Bool {
    guard case .target(let target) = self else { return false }
    let resting = target.restingOffset(containerSize: context.containerSize)
    return context.axes.members.contains { axis in
      !context.offsetRange(on: axis).contains(resting[axis], within: Tolerance.standard.distance)
    }
  }
}
