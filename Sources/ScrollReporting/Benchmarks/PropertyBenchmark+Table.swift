import BehaviorComparing
import ScrollFormats
import ScrollSimulation

extension PropertyBenchmark {
  /// The table a person reads: medians, with the rounds' range.
  public var table: String {
    func range(_ values: [Double], decimals: Int) -> String {
      guard let low = values.min(), let high = values.max() else { return "-" }
      func text(_ value: Double) -> String { NumberText.fixed(value, decimals: decimals) }
      return "\(text(Self.median(values))) (\(text(low))–\(text(high)))"
    }
    var lines = [
      [
        "behavior", "properties", "gestures/s", "scenarios/s", "property checks/s (gestures)",
        "property checks/s (scenarios)", "check (s)",
      ]
    ]
    for result in results {
      let checks = Double(max(result.properties, 1))
      lines.append([
        result.behavior + (result.passed ? "" : " (FAILS)"), "\(result.properties)",
        range(result.gesturesPerSecond, decimals: 0), range(result.scenariosPerSecond, decimals: 0),
        NumberText.fixed(Self.median(result.gesturesPerSecond) * checks, decimals: 0),
        NumberText.fixed(Self.median(result.scenariosPerSecond) * checks, decimals: 0),
        range(result.checkSeconds, decimals: 2),
      ])
    }
    return TextTable.render(lines)
  }
}
