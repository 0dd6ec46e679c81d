import BehaviorLab
import ScrollSimulation

extension BenchmarkRun {
  /// The results as a table.
  public var table: String {
    var lines = [["behavior", "language", "workload", "ns/call", "calls", "compare cases/s", "Lua share of compare"]]
    for result in results {
      lines.append([
        result.behavior, result.language, result.workload, NumberText.fixed(result.nsPerCall, decimals: 0),
        "\(result.calls)",
        result.compareCasesPerSecond.map { NumberText.fixed($0, decimals: 0) } ?? "",
        result.compareLuaShare.map { NumberText.fixed(100 * $0, decimals: 0) + " %" } ?? "",
      ])
    }
    return TextTable.render(lines)
  }
}
