import Foundation
import LuaBehaviors
import ScrollFormats
import ScrollTargets

/// What `scrollscript bench` measures: ns per `updateTarget` call of scripts and
/// their Swift twins on the fixed workloads, and `compare`'s throughput.
public struct BenchmarkRun: Sendable {
  /// One measured figure.
  public struct Result: Encodable, Sendable {
    public var behavior: String
    /// `lua` or `swift`.
    public var language: String
    public var workload: String
    public var nsPerCall: Double
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
  /// workload, the best of three rounds after a warm-up. Scripts are measured
  /// with their twin, and `compareCases` cases of `compare` (0 to skip).
  public init(
    behaviors: [String], calls: Int, workloads: [BenchmarkWorkload]? = nil, compareCases: Int = 50_000,
    limits: LuaLimits = .default
  ) throws {
    for spec in behaviors {
      let behavior = try BehaviorSpec.resolve(spec, limits: limits)
      var twin: String? = nil
      if let script = behavior as? LuaScrollTargetBehavior {
        twin = Twin.reference(forScript: spec, header: script.reference)
      }
      let reference = BehaviorSpec.isScript(spec) ? twin : spec
      let chosen = workloads ?? BenchmarkWorkload.suited(to: reference ?? "")
      for workload in chosen {
        var result = Self.measure(behavior, name: spec, workload: workload, calls: calls)
        if BehaviorSpec.isScript(spec), let twin, compareCases > 0,
          workload == chosen.first
        {
          let outcome = try CompareOutcome.compareScript(spec, with: twin, cases: compareCases, limits: limits)
          result.compareCasesPerSecond = Double(outcome.report.cases) / max(outcome.report.seconds, 1e-9)
          let workers = Double(outcome.report.workers)
          result.compareLuaShare =
            Double(outcome.report.candidateNanoseconds) / 1e9 / workers / max(outcome.report.seconds, 1e-9)
        }
        results.append(result)
        if BehaviorSpec.isScript(spec), let twin {
          results.append(Self.measure(try BehaviorSpec.resolve(twin), name: twin, workload: workload, calls: calls))
        }
      }
    }
  }

  static func measure(_ behavior: any ScrollTargetBehavior, name: String, workload: BenchmarkWorkload, calls: Int)
    -> Result
  {
    _ = Benchmark.nanosecondsPerCall(behavior, workload: workload, calls: min(calls, 2000))
    var best = Double.infinity
    var checksum = 0.0
    for _ in 0..<3 {
      let round = Benchmark.nanosecondsPerCall(behavior, workload: workload, calls: calls)
      best = min(best, round.nanoseconds)
      checksum = round.checksum
    }
    return Result(
      behavior: name, language: behavior is LuaScrollTargetBehavior ? "lua" : "swift", workload: workload.rawValue,
      nsPerCall: best, calls: calls, checksum: checksum)
  }

  public var json: String {
    struct Document: Encodable { var results: [Result] }
    return JSONLine.encode(Document(results: results))
  }
}
