import BehaviorLoading
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
///
/// What a behavior that prints (``PrintingScrollTargetBehavior``, a Lua
/// script) printed during a case's call goes on that case's result line, as
/// its `log`; a call that printed nothing costs one check.
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
    var summary = Summary()
    // A behavior that pays per exchange (a Swift file in its own process) gets
    // its cases in batches; results are still written in the order of the lines.
    var pending = behavior is any BatchScrollTargetBehavior ? Pending(behavior: behavior) : nil
    // What each case printed goes on its result line.
    return behavior.keepingPrints { takePrints in
      func write(_ result: CaseResult, log: PrintLog = PrintLog()) {
        if result.failed { summary.failures += 1 }
        output.appendLine { result.write(to: &$0, log: log) }
      }
      func drain() {
        pending?.drain().forEach { write($0) }
      }
      while let _ = lines.withNextLine(
        beforeReading: {
          drain()
          output.flush()
        },
        { line in
          guard line.wasCut || line.bytes.contains(where: { !$0.isWhitespace }) else { return }
          summary.cases += 1
          // Made only for a line that needs it: the common line is a valid case.
          func location() -> String { "\(source):\(line.number)" }
          guard pending != nil else {
            guard !line.wasCut else { return write(.invalidCase(Self.cutLine, location: location())) }
            let result = evaluate(line.bytes, location: location(), behavior: behavior)
            return write(result, log: takePrints())
          }
          if line.wasCut { return pending!.add(.invalidCase(Self.cutLine, location: location())) }
          do throws(InputError) {
            pending!.add(try TargetCase(json: line.bytes))
          } catch {
            pending!.add(.invalidCase(error, location: location()))
          }
          if pending!.isFull { drain() }
        })
      {}
      drain()
      output.flush()
      return summary
    }
  }

  /// The most calls sent to a ``BatchScrollTargetBehavior`` at once, here, in
  /// `compare` and in `bench`: enough that the exchange's fixed price is
  /// small beside the calls, few enough that results come out steadily.
  public static let batchSize = 512

  /// What a line over ``LineReader/maximumLineBytes`` gets.
  private static let cutLine = InputError(
    "", "the line is longer than \(LineReader.maximumLineBytes >> 20) MiB; it was skipped")

  /// Cases waiting to go to a behavior in one batch, and the results of the
  /// lines between them, in the order of the lines.
  private struct Pending {
    let behavior: any ScrollTargetBehavior
    private var entries: [Entry] = []
    private var calls: [(target: ScrollTarget, context: ScrollTargetBehaviorContext)] = []

    private enum Entry {
      case ready(CaseResult)
      case call
    }

    init(behavior: any ScrollTargetBehavior) {
      self.behavior = behavior
    }

    var isFull: Bool { calls.count >= CaseBatch.batchSize }

    mutating func add(_ result: CaseResult) {
      entries.append(.ready(result))
    }

    mutating func add(_ testCase: TargetCase) {
      entries.append(.call)
      calls.append((testCase.target, testCase.context))
    }

    /// Runs the waiting cases and returns every result, in order.
    mutating func drain() -> [CaseResult] {
      var answers = behavior.resolveTargets(calls).makeIterator()
      let results = entries.map { entry -> CaseResult in
        switch entry {
        case .ready(let result): result
        case .call: CaseResult(answers.next()!)
        }
      }
      entries.removeAll(keepingCapacity: true)
      calls.removeAll(keepingCapacity: true)
      return results
    }
  }

  /// The result of one case line; `location` is evaluated only for an invalid line.
  public static func evaluate(
    _ line: UnsafeRawBufferPointer, location: @autoclosure () -> String,
    behavior: any ScrollTargetBehavior
  ) -> CaseResult {
    let testCase: TargetCase
    do {
      testCase = try TargetCase(json: line)
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
