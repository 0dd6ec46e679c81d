import Foundation
import ScrollTargets

extension SwiftFileBehavior {
  /// The failure of a call whose helper died: where in the user's file, and
  /// what the runtime says, as a Lua error is reported:
  /// `Pager.swift:14: Fatal error: Index out of range`.
  ///
  /// The message is the runtime's `Fatal error: …` line when it printed one
  /// (`fatalError`, a failed allocation), else the runtime check the trap
  /// belongs to (``TrapSymbolizer``), else the signal and the helper's last
  /// line. The location is the innermost line of the user's file on the
  /// trap's stack, else the line a `fatalError` in the file names, else the file.
  func crashFailure(signal: Int32?, status: Int32, lastWords: String) -> BehaviorFailure {
    let trap = symbolizedTrap()
    let fatal = lastWords.range(of: "Fatal error").map { String(lastWords[$0.lowerBound...]) }
    let how = signal.map { "crashed on signal \($0) (\(Self.signalName($0)))" } ?? "exited with status \(status)"
    let message = fatal ?? trap?.message ?? (how + (lastWords.isEmpty ? "" : ": \(lastWords)"))
    var line = trap?.line
    if line == nil, let fatal = lastWords.range(of: ": Fatal error") {
      // `Behavior/Pager.swift:14: Fatal error: …`: the file's own `fatalError` (#fileID and #line).
      let place = lastWords[..<fatal.lowerBound]
      let name = "Behavior/" + URL(fileURLWithPath: path).lastPathComponent + ":"
      if place.hasPrefix(name) { line = Int(place.dropFirst(name.count)) }
    }
    return BehaviorFailure(
      .crash, message, location: line.map { "\(path):\($0)" } ?? path,
      traceback: (trap?.callers ?? []).map { "\(path):\($0)" })
  }

  /// The last trap's frames, symbolized once per distinct trap; `nil` when
  /// the helper wrote none (it was killed, or exited) or no symbolizer runs.
  private func symbolizedTrap() -> TrapSymbolizer.Trap? {
    let addresses = output.trapAddresses
    guard !addresses.isEmpty, let symbolizer = product.symbolizer else { return nil }
    if let known = traps[addresses] { return known }
    let found = TrapSymbolizer(symbolizer: symbolizer, executable: product.executable, userFile: product.debugPath)
      .symbolize(addresses)
    // Kept within bounds: a behavior traps in a few places, not thousands.
    if let found, traps.count < 256 { traps[addresses] = found }
    return found
  }
}
