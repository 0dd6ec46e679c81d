import Foundation
import ScrollSimulation
import ScrollTargets

/// Malformed input: what is wrong and where, as `path: message`.
///
/// `path` names the field the way one would write it in JavaScript
/// (`steps[2].drag.duration`); a file reader prefixes `file:line`.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
  public var path: String
  public var message: String

  public init(_ path: String, _ message: String) {
    self.path = path
    self.message = message
  }

  public var description: String {
    path.isEmpty ? message : "\(path): \(message)"
  }

  /// Checks that `value` is a finite number within `range`.
  public static func check(
    _ value: Double, _ path: @autoclosure () -> String, in range: ClosedRange<Double>
  ) throws(InputError) {
    guard value.isFinite else { throw InputError(path(), "must be a finite number, got \(value)") }
    guard range.contains(value) else {
      let bound =
        value < range.lowerBound ? "at least \(range.lowerBound.formatted)" : "at most \(range.upperBound.formatted)"
      throw InputError(path(), "must be \(bound), got \(value.formatted)")
    }
  }
}

extension InputError: InputDiagnostic {}
