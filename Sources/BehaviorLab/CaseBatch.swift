import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// Runs a JSON Lines file of cases through a behavior, one result line per case.
///
/// Blank lines are skipped. A line that is not a valid case yields an
/// `invalidCase` error line located at `file:line`; a behavior that fails yields
/// its own error line; either way the run goes on with the next line. Results
/// are written as they are computed, so memory stays constant however long the
/// file is.
public enum CaseBatch {
  /// What a batch run did.
  public struct Summary: Hashable, Sendable {
    public var cases = 0
    public var failures = 0

    public init(cases: Int = 0, failures: Int = 0) {
      self.cases = cases
      self.failures = failures
    }
  }

  /// Runs every case of `lines` (named `source` in error locations) through `behavior`.
  public static func run(
    _ lines: inout LineReader, source: String, behavior: any ScrollTargetBehavior, write: (String) -> Void
  ) -> Summary {
    var summary = Summary()
    while let line = lines.next() {
      guard lines.lastLineWasCut || line.contains(where: { !$0.isWhitespace }) else { continue }
      summary.cases += 1
      let location = "\(source):\(lines.lineNumber)"
      let result =
        lines.lastLineWasCut
        ? .failure(
          BehaviorFailure(
            .invalidCase, "the line is longer than \(LineReader.maximumLineBytes >> 20) MiB; it was skipped",
            location: location))
        : evaluate(line, location: location, behavior: behavior)
      if case .failure = result { summary.failures += 1 }
      write(result.json)
    }
    return summary
  }

  /// The result of one case line.
  public static func evaluate(_ line: Data, location: String, behavior: any ScrollTargetBehavior) -> CaseResult {
    do {
      let testCase = try TargetCase(json: line)
      do {
        return .target(try testCase.run(behavior))
      } catch {
        return .failure(error)
      }
    } catch {
      return .failure(BehaviorFailure(.invalidCase, error.description, location: location))
    }
  }
}

extension UInt8 {
  fileprivate var isWhitespace: Bool {
    self == 0x20 || self == 0x09 || self == 0x0D || self == 0x0A
  }
}
