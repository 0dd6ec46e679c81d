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
/// file is. Lines are read in place and results written into one buffer
/// (docs/formats.md, "Case lines" and "Result lines").
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

  /// Runs every case of `lines` (named `source` in error locations) through
  /// `behavior`, writing one result line per case to `output`, which is
  /// flushed whenever more input is to be read and at the end.
  public static func run(
    _ lines: inout LineReader, source: String, behavior: any ScrollTargetBehavior, output: LineOutput
  ) -> Summary {
    let decoder = CaseDecoder()
    var summary = Summary()
    while let _ = lines.withNextLine(
      beforeReading: output.flush,
      { line in
        guard line.wasCut || line.bytes.contains(where: { !$0.isWhitespace }) else { return }
        summary.cases += 1
        let result =
          line.wasCut
          ? .invalidCase(
            InputError("", "the line is longer than \(LineReader.maximumLineBytes >> 20) MiB; it was skipped"),
            location: "\(source):\(line.number)")
          : evaluate(line.bytes, decoder: decoder, location: "\(source):\(line.number)", behavior: behavior)
        if result.failed { summary.failures += 1 }
        output.appendLine { result.write(to: &$0) }
      })
    {}
    output.flush()
    return summary
  }

  /// The result of one case line; `location` is evaluated only for an invalid line.
  public static func evaluate(
    _ line: UnsafeRawBufferPointer, decoder: CaseDecoder, location: @autoclosure () -> String,
    behavior: any ScrollTargetBehavior
  ) -> CaseResult {
    let testCase: TargetCase
    do {
      testCase = try decoder.decode(line)
    } catch {
      return .invalidCase(error, location: location())
    }
    do {
      return .target(try testCase.run(behavior))
    } catch {
      return .failure(error)
    }
  }
}

extension UInt8 {
  fileprivate var isWhitespace: Bool {
    self == 0x20 || self == 0x09 || self == 0x0D || self == 0x0A
  }
}
