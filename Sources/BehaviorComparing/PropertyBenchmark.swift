import BehaviorLoading
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollTargets

/// What `scrollscript bench --properties` measures: how fast `check` tries a
/// behavior's properties, gestures and scenarios apart, and how long a whole
/// `check` takes.
///
/// Each round times three checks of the behavior with its own promises, one
/// after the other so that the machine's slow moments fall on all three: the
/// gestures alone, the scenarios alone, and the default check (both, from
/// loading the script to the verdict). The figures are the median of the
/// rounds with their spread. A behavior that breaks a property stops early and
/// its figures say little; time behaviors that pass.
public struct PropertyBenchmark: Sendable {
  /// One behavior's figures.
  public struct Result: Encodable, Sendable {
    public var behavior: String
    /// Properties checked, `runs` included.
    public var properties: Int
    /// Generated gestures tried per second, one per round.
    public var gesturesPerSecond: [Double]
    /// Generated scenarios tried per second, one per round.
    public var scenariosPerSecond: [Double]
    /// Seconds of a whole default `check`, one per round.
    public var checkSeconds: [Double]
    /// Whether every property held.
    public var passed: Bool
  }

  public var results: [Result] = []

  /// Times `behaviors` (scripts or built-in names) over `rounds` rounds of
  /// `gestures` gestures and `scenarios` scenarios.
  public init(
    behaviors: [String], rounds: Int = 5, gestures: Int = 10_000, scenarios: Int = 1000,
    limits: BehaviorLimits = .default
  ) {
    let clock = ContinuousClock()
    for behavior in behaviors {
      var result = Result(
        behavior: behavior, properties: 0, gesturesPerSecond: [], scenariosPerSecond: [], checkSeconds: [],
        passed: true)
      for _ in 0..<rounds {
        var options = PropertyOptions()
        options.gestures = gestures
        options.scenarios = 0
        let alone = ScriptCheck(path: behavior, limits: limits, options: options)
        options.gestures = 0
        options.scenarios = scenarios
        let sequences = ScriptCheck(path: behavior, limits: limits, options: options)
        options.gestures = gestures
        let start = clock.now
        let full = ScriptCheck(path: behavior, limits: limits, options: options)
        result.checkSeconds.append((clock.now - start).seconds)
        guard let a = alone.report, let s = sequences.report else {
          result.passed = false
          break
        }
        result.properties = a.entries.count
        result.passed = result.passed && full.passed
        // What was tried, which is less than asked when a search stopped early.
        let tried = (a.entries.map(\.gestures).max() ?? 0, s.entries.map(\.scenarios).max() ?? 0)
        result.gesturesPerSecond.append(Double(tried.0) / max(a.seconds, 1e-9))
        result.scenariosPerSecond.append(Double(tried.1) / max(s.seconds, 1e-9))
      }
      results.append(result)
    }
  }

  /// The middle value (the mean of the two middle ones for an even count).
  public static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  public var json: String { JSONLine.encode(results) }
}
