import BehaviorLoading
import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollTargets

/// What `scrollscript bench` measures: ns per `updateTarget` call of scripts and
/// their Swift twins on the fixed workloads (the median of interleaved rounds,
/// with their range), and `compare`'s throughput.
public struct BenchmarkRun: Sendable {
  /// One measured figure.
  public struct Result: Encodable, Sendable {
    public var behavior: String
    /// `lua`, `swift-file` or `swift` (a built-in).
    public var language: String
    public var workload: String
    /// The median over the rounds, ns per call.
    public var nsPerCall: Double
    /// The fastest and the slowest round, ns per call: the spread around the median.
    public var nsPerCallMin: Double
    public var nsPerCallMax: Double
    /// The rounds timed, each of `calls` calls.
    public var rounds: Int
    public var calls: Int
    /// The sum of the results' x offsets, to show two runs did the same work.
    public var checksum: Double
    /// For scripts: `compare` cases per second against the twin (all workers).
    public var compareCasesPerSecond: Double?
    /// For scripts: the share of `compare`'s wall-clock time spent inside the script's calls.
    public var compareLuaShare: Double?
  }

  public var results: [Result] = []

  /// How long a bench may take, and what it tells of its progress.
  public struct Budget: Sendable {
    /// Calls per round; `nil` calibrates them so that a round of the slowest
    /// subject takes about `roundSeconds`, between 1 and ``maximumCalls``.
    public var calls: Int?
    /// Cases of `compare` to time per behavior with a twin (0 to skip); `nil`
    /// chooses as many as take about `compareSeconds`, at most 50,000.
    public var compareCases: Int?
    public var roundSeconds = 0.2
    public var compareSeconds = 2.0
    /// The most calls a calibrated round makes.
    public static let maximumCalls = 200_000

    public init(calls: Int? = nil, compareCases: Int? = nil) {
      self.calls = calls
      self.compareCases = compareCases
    }
  }

  /// Measures each of `behaviors` (built-in names, scripts or Swift files) with
  /// its twin, the two in interleaved rounds (``measure(_:workload:calls:rounds:progress:)``),
  /// giving the median round and the range, then times `compare` of the two.
  /// `budget` bounds the work, so a behavior that scans 100,000 children per
  /// call takes seconds, not hours; `progress` hears what is being timed.
  public init(
    behaviors: [String], budget: Budget = Budget(), rounds: Int = 5, workloads: [BenchmarkWorkload]? = nil,
    limits: BehaviorLimits = .default, progress: (@Sendable (String) -> Void)? = nil
  ) throws {
    for spec in behaviors {
      let behavior = try BehaviorSpec.resolve(spec, limits: limits)
      let twin = Twin.reference(forFile: spec)
      let chosen = workloads ?? BenchmarkWorkload.suited(to: twin ?? spec)
      for workload in chosen {
        var subjects: [(behavior: any ScrollTargetBehavior, name: String)] = [(behavior, spec)]
        if let twin { subjects.append((try BehaviorSpec.resolve(twin, limits: limits), twin)) }
        // A behavior whose calls fail would be timed failing: say so instead of giving its figure.
        for subject in subjects {
          if let failure = Benchmark.firstFailure(subject.behavior, workload: workload) { throw failure }
        }
        progress?("\(spec), \(workload.label): calibrating")
        let perCall = subjects.map { Self.calibrate($0.behavior, workload: workload) }
        let calls =
          budget.calls ?? max(1, min(Budget.maximumCalls, Int(budget.roundSeconds * 1e9 / max(perCall.max()!, 1))))
        var measured = Self.measure(subjects, workload: workload, calls: calls, rounds: rounds) { round in
          progress?("\(spec), \(workload.label): round \(round + 1) of \(rounds), \(calls) calls each")
        }
        if let twin, workload == chosen.first {
          let cases =
            budget.compareCases
            ?? max(100, min(50_000, Int(budget.compareSeconds * 1e9 / max(perCall.reduce(0, +), 1))))
          if cases > 0 {
            progress?("\(spec): compare, \(cases) cases")
            let outcome = try CompareOutcome.compare(spec, with: twin, cases: cases, limits: limits)
            measured[0].compareCasesPerSecond = Double(outcome.report.cases) / max(outcome.report.seconds, 1e-9)
            let workers = Double(outcome.report.workers)
            measured[0].compareLuaShare =
              Double(outcome.report.candidateNanoseconds) / 1e9 / workers / max(outcome.report.seconds, 1e-9)
          }
        }
        results += measured
      }
    }
  }

  /// A first estimate of ns per call, which also warms `behavior` up: calls
  /// in doubling numbers until a run of them takes 20 ms (or 100,000 calls).
  static func calibrate(_ behavior: any ScrollTargetBehavior, workload: BenchmarkWorkload) -> Double {
    var calls = 1
    while true {
      let clock = ContinuousClock()
      let start = clock.now
      let timed = Benchmark.nanosecondsPerCall(behavior, workload: workload, calls: calls)
      if clock.now - start >= .milliseconds(20) || calls >= 100_000 { return timed.nanoseconds }
      calls *= 2
    }
  }

  /// Times `subjects` on `workload` in interleaved rounds: a warm-up of each,
  /// then `rounds` rounds in which each runs `calls` calls, the order turning
  /// by one each round. A slow patch of a loaded machine then falls on every
  /// subject alike instead of on whichever ran during it; each result gives
  /// the median round and the fastest and slowest.
  public static func measure(
    _ subjects: [(behavior: any ScrollTargetBehavior, name: String)], workload: BenchmarkWorkload, calls: Int,
    rounds: Int, progress: ((Int) -> Void)? = nil
  ) -> [Result] {
    for subject in subjects {
      _ = Benchmark.nanosecondsPerCall(subject.behavior, workload: workload, calls: min(calls, 2000))
    }
    var samples = Array(repeating: [Double](), count: subjects.count)
    var checksums = Array(repeating: 0.0, count: subjects.count)
    for round in 0..<max(rounds, 1) {
      progress?(round)
      for turn in subjects.indices {
        let index = (turn + round) % subjects.count
        let timed = Benchmark.nanosecondsPerCall(subjects[index].behavior, workload: workload, calls: calls)
        samples[index].append(timed.nanoseconds)
        checksums[index] = timed.checksum
      }
    }
    return subjects.indices.map { index in
      let sorted = samples[index].sorted()
      let middle = sorted.count / 2
      let median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
      return Result(
        behavior: subjects[index].name, language: Self.language(of: subjects[index].behavior),
        workload: workload.rawValue, nsPerCall: median, nsPerCallMin: sorted[0], nsPerCallMax: sorted[sorted.count - 1],
        rounds: sorted.count, calls: calls, checksum: checksums[index])
    }
  }

  /// `lua`, `swift-file` (a `.swift` file run in its helper) or `swift` (a built-in).
  static func language(of behavior: any ScrollTargetBehavior) -> String {
    (behavior as? any FileBehavior)?.language ?? "swift"
  }

  public var json: String {
    struct Document: Encodable { var results: [Result] }
    return JSONLine.encode(Document(results: results))
  }
}
