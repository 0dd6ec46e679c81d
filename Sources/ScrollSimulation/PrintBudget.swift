import ScrollTargets

/// What one run keeps of a behavior's printed lines: at most ``Simulator/maximumPrintedLines``
/// lines and ``Simulator/maximumPrintedBytes`` of their locations and text, in all.
struct PrintBudget {
  private var lines = 0
  private var bytes = 0

  /// `log` with the lines the budget still has room for; the rest are counted as dropped.
  mutating func keep(_ log: PrintLog) -> PrintLog {
    var log = log
    var kept = 0
    for line in log.lines {
      let size = line.location.utf8.count + line.text.utf8.count
      guard lines < Simulator.maximumPrintedLines, bytes + size <= Simulator.maximumPrintedBytes else { break }
      lines += 1
      bytes += size
      kept += 1
    }
    log.dropped += log.lines.count - kept
    log.lines.removeSubrange(kept...)
    return log
  }
}
