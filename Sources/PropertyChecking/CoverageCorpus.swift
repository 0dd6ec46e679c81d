import BehaviorRunning
import Foundation
import ScrollTargets

/// The coverage-guided phase's corpus: the gestures that reached a pair of
/// script lines (or a hit-count bucket of one) no earlier gesture reached,
/// and the next gestures to try, mutated from them as a fuzzer mutates the
/// inputs it keeps.
///
/// The phase runs in rounds of ``round`` gestures. The first round is seeds:
/// random and mined gestures alternately, from seeds of the phase's own.
/// Every later round is mutants (``Gesture/mutated(using:numbers:)``) of kept
/// gestures, half of them of the eight kept last. After each round the
/// gestures are kept or not in index order, so the corpus, and every gesture
/// tried, depends on the seed and the script alone, not on the number of
/// workers or the order they finished in (for a script that keeps no state
/// between calls). A round with nothing kept yet is seeds again.
struct CoverageCorpus {
  /// Gestures per round: small enough that a new line found early is mutated soon.
  static let round = 64
  /// The most gestures kept; beyond it nothing more is kept (bounded memory).
  static let capacity = 512

  let seed: UInt64
  let cases: CaseGenerator
  let mined: MinedCaseGenerator
  private(set) var kept: [BehaviorRunning.Gesture] = []
  /// Every line pair and bucket reached so far.
  private var reached: Set<UInt32> = []
  /// How many line pairs (each with a bucket of its hit count) the phase reached.
  var reachedCount: Int { reached.count }

  init(seed: UInt64, cases: CaseGenerator, mined: MinedCaseGenerator) {
    self.seed = seed
    self.cases = cases.reseeded(seed ^ 0xC0FE_4A9E_0000_0000)
    self.mined = mined
  }

  /// The `count` gestures of the coverage phase from index `first`.
  func next(_ count: Int, from first: Int) -> [BehaviorRunning.Gesture] {
    (first..<first + count).map { index in
      var random = SeededGenerator(seed: seed ^ 0xC0FE_4A9E_3D00_0000, index: index)
      guard !kept.isEmpty else {
        return index % 2 == 0 ? BehaviorRunning.Gesture(cases.draw(index)) : mined.gesture(index + 1_000_000)
      }
      let recent = Bool.random(using: &random)
      let pool = recent ? kept.indices.suffix(8) : kept.indices
      return kept[pool.randomElement(using: &random)!].mutated(using: &random, numbers: mined)
    }
  }

  /// Keeps, in index order, each of `gestures` whose `lines` (reached by its own call) hold something new.
  mutating func keep(_ gestures: [BehaviorRunning.Gesture], reaching lines: [[UInt32]]) {
    for (gesture, lines) in zip(gestures, lines) {
      var new = false
      for line in lines where reached.insert(line).inserted { new = true }
      if new, kept.count < Self.capacity { kept.append(gesture) }
    }
  }
}
