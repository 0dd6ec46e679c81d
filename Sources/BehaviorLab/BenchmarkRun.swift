import Foundation
import LuaBehaviors
import ScrollFormats
import ScrollTargets
import SwiftBehaviors

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

  /// Measures each of `behaviors` (scripts or built-in names): `calls` calls per
  /// workload in each of `rounds` rounds after a warm-up, giving the median and
  /// the range. A script is timed with its twin, the two in interleaved rounds
  /// (``measure(_:workload:calls:rounds:)``), and with `compareCases` cases of
  /// `compare` (0 to skip).
  public init(
    behaviors: [String], calls: Int, rounds: Int = 5, workloads: [BenchmarkWorkload]? = nil,
    compareCases: Int = 50_000, limits: LuaLimits = .default
  ) throws {
    for spec in behaviors {
      let behavior = try BehaviorSpec.resolve(spec, limits: limits)
      let twin = Twin.reference(forFile: spec)
      let chosen = workloads ?? BenchmarkWorkload.suited(to: twin ?? spec)
      for workload in chosen {
        var subjects: [(behavior: any ScrollTargetBehavior, name: String)] = [(behavior, spec)]
        if let twin { subjects.append((try BehaviorSpec.resolve(twin, limits: limits), twin)) }
        var measured = Self.measure(subjects, workload: workload, calls: calls, rounds: rounds)
        if let twin, compareCases > 0, workload == chosen.first {
          let outcome = try CompareOutcome.compareScript(spec, with: twin, cases: compareCases, limits: limits)
          measured[0].compareCasesPerSecond = Double(outcome.report.cases) / max(outcome.report.seconds, 1e-9)
          let workers = Double(outcome.report.workers)
          measured[0].compareLuaShare =
            Double(outcome.report.candidateNanoseconds) / 1e9 / workers / max(outcome.report.seconds, 1e-9)
        }
        results += measured
      }
    }
  }

  /// Times `subjects` on `workload` in interleaved rounds: a warm-up of each,
  /// then `rounds` rounds in which each runs `calls` calls, the order turning
  /// by one each round. A slow patch of a loaded machine then falls on every
  /// subject alike instead of on whichever ran during it; each result gives
  /// the median round and the fastest and slowest.
  public static func measure(
    _ subjects: [(behavior: any ScrollTargetBehavior, name: String)], workload: BenchmarkWorkload, calls: Int,
    rounds: Int
  ) -> [Result] {
    for subject in subjects {
      _ = Benchmark.nanosecondsPerCall(subject.behavior, workload: workload, calls: min(calls, 2000))
    }
    var samples = Array(repeating: [Double](), count: subjects.count)
    var checksums = Array(repeating: 0.0, count: subjects.count)
    for round in 0..<max(rounds, 1) {
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
    switch behavior {
    case is LuaScrollTargetBehavior: "lua"
    case is SwiftFileBehavior: "swift-file"
    default: "swift"
    }
  }

  public var json: String {
    struct Document: Encodable { var results: [Result] }
    return JSONLine.encode(Document(results: results))
  }
}
