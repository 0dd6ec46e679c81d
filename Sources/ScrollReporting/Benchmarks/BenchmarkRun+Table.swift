import BehaviorComparing
import ScrollFormats
import ScrollSimulation

extension BenchmarkRun {
  /// The results as a table: the median of the rounds, with the fastest and the slowest.
  public var table: String {
    var lines = [
      [
        "behavior", "language", "workload", "ns/call (fastest–slowest round)", "rounds × calls", "compare cases/s",
        "Lua share of compare",
      ]
    ]
    for result in results {
      let spread = [result.nsPerCallMin, result.nsPerCallMax].map { NumberText.fixed($0, decimals: 0) }
      lines.append([
        result.behavior, result.language, result.workload,
        "\(NumberText.fixed(result.nsPerCall, decimals: 0)) (\(spread[0])–\(spread[1]))",
        "\(result.rounds) × \(result.calls)",
        result.compareCasesPerSecond.map { NumberText.fixed($0, decimals: 0) } ?? "",
        result.compareLuaShare.map { NumberText.fixed(100 * $0, decimals: 0) + " %" } ?? "",
      ])
    }
    return TextTable.render(lines)
  }
}
