import Foundation
import ScrollSimulation
import ScrollTargets

/// What ``Shrinker`` (one gesture) and ``ScenarioShrinker`` (a scenario of
/// several) have in common: how they search, and what they call simple.
///
/// - The search is greedy. From a failing value, its simpler variants are
///   tried in the order the shrinker lists them, and the first that scores
///   lower and still fails replaces it; then again from there, until no
///   variant helps or the budget of tries is spent. Every step lowers the
///   score, so the search ends, and what it returns still fails.
/// - A number is round when it is exactly a multiple of 100, 10, 1 or 0.1
///   (of 10, 1, 0.1 or 0.01 s for a time counted in tenths): the coarser the
///   step, the less it costs in a score, 0 nothing and a number on none of
///   the steps most. Rounding to a step is ``rounded(_:to:)``.
/// - Nice speeds are the round speeds a fling is slowed to, slowest first.
/// - The phone is the standard screen (``Screen/standard``), held either way.
public enum ShrinkCore {
  /// The steps a round number is a multiple of, coarsest first, with what
  /// being one costs in a score.
  public static let steps: [(step: Double, cost: Double)] = [(100, 1), (10, 2), (1, 3), (0.1, 3.5)]

  /// What a nonzero number on none of the ``steps`` costs.
  public static let unroundCost = 4.0

  /// The round speeds (pt/s) a gesture may be slowed to, slowest first.
  public static let niceSpeeds: [Double] = [100, 200, 300, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000]

  /// The phone in portrait, then in landscape: the bounds of ``Screen/standard`` both ways.
  public static let phones: [CGSize] = [Screen.standard.bounds, Screen.standard.rotated()?.bounds].compactMap { $0 }

  /// The phone in portrait, the container a shrunk case prefers.
  public static var phone: CGSize { phones[0] }

  /// The coarsest of ``steps`` that `value` is exactly a multiple of, counted
  /// in `parts` of a unit (10 for tenths: then a multiple of 10, 1, 0.1 or
  /// 0.01); `nil` when none is.
  ///
  /// Exactly: the number is what ``rounded(_:to:)`` gives for the step, so
  /// that a command printed from it, run again, has the very same number.
  /// A value a hair off a round one (`800.0000000000001`, left by a sum of
  /// fractions of a page) is not round, and rounding it is a simplification.
  public static func roundness(of value: Double, per parts: Double = 1) -> Double? {
    steps.first { rounded(value, to: $0.step / parts) == value }?.step
  }

  /// What `value` counted in `parts` of a unit costs in a score: 0 for 0,
  /// then by how round it is (``steps``), ``unroundCost`` when it is not.
  public static func cost(_ value: Double, per parts: Double = 1) -> Double {
    if value == 0 { return 0 }
    guard let step = roundness(of: value, per: parts) else { return unroundCost }
    return steps.first { $0.step == step }?.cost ?? unroundCost
  }

  /// A gesture's speed as a cost: a tenth per factor of ten on each axis, so slower is simpler.
  public static func slowness(_ velocity: CGVector) -> Double {
    (log10(abs(velocity.dx) + 1) + log10(abs(velocity.dy) + 1)) / 10
  }

  /// `value` rounded to the nearest multiple of `step`; `value` itself when
  /// `step` is not positive. A step that is a whole fraction (a tenth, a
  /// hundredth) divides by its count, so 0.3 stays 0.3 rather than 3 × 0.1.
  public static func rounded(_ value: Double, to step: Double) -> Double {
    guard step > 0 else { return value }
    let parts = (1 / step).rounded()
    if step < 1, abs(1 / step - parts) < Tolerance.standard.rounding { return (value * parts).rounded() / parts }
    return (value / step).rounded() * step
  }

  /// The steps of round numbers from the coarsest down to `finest`.
  public static func steps(downTo finest: Double) -> [Double] {
    steps.map(\.step).filter { $0 >= finest }
  }

  /// The nice speeds below `speed`, slowest first.
  public static func niceSpeeds(below speed: Double) -> [Double] {
    niceSpeeds.filter { $0 < speed }
  }

  /// The simplest value found from `start` for which `fails` holds: the greedy
  /// search above, at most `budget` candidates tried. `fails(start)` must hold.
  public static func shrink<Value>(
    _ start: Value, budget: Int, complexity: (Value) -> Double, candidates: (Value) -> [Value],
    fails: (Value) -> Bool
  ) -> Value {
    var best = start
    var tried = 0
    var improved = true
    while improved, tried < budget {
      improved = false
      let score = complexity(best)
      for candidate in candidates(best) where tried < budget {
        tried += 1
        if complexity(candidate) < score, fails(candidate) {
          best = candidate
          improved = true
          break
        }
      }
    }
    return best
  }

  /// The variants of one value a shrinker lists, in order: each change made
  /// to a copy, kept when the copy differs from the value by `key`.
  public struct Variants<Value, Key: Equatable> {
    private let value: Value
    private let key: (Value) -> Key
    private let original: Key
    /// The changed copies, in the order they were made.
    public private(set) var all: [Value] = []

    public init(of value: Value, key: @escaping (Value) -> Key) {
      self.value = value
      self.key = key
      original = key(value)
    }

    /// Adds `value` with `change` made to it, unless that leaves it as it was.
    public mutating func add(_ change: (inout Value) -> Void) {
      var copy = value
      change(&copy)
      if key(copy) != original { all.append(copy) }
    }
  }
}
