/// An error meant for a person: what went wrong, where, and how a command
/// that meets it ends. Every error the tool reports has this one shape, so a
/// command line prints them all the same way and needs a single `catch`.
public protocol Diagnostic: Error, CustomStringConvertible {
  /// Where: `path:line` (or `path:line:column`), `nil` when the error has no
  /// place in a file.
  var location: String? { get }
  /// What went wrong, in one line, without the location.
  var problem: String { get }
  /// How a command ends on it: 1 when the work ran and found a failure (a
  /// script that does not load), 2 for bad usage or input it cannot read.
  var exitCode: Int32 { get }
}

extension Diagnostic {
  /// The line a command prints: `path:line: error: problem`, or
  /// `program: error: problem` when the error has no location.
  public func line(program: String) -> String {
    "\(location ?? program): error: \(problem)"
  }
}

/// Bad usage or unreadable input without a place in a file: exit code 2.
public protocol InputDiagnostic: Diagnostic {}

extension InputDiagnostic {
  public var location: String? { nil }
  public var problem: String { description }
  public var exitCode: Int32 { 2 }
}

extension BehaviorFailure: Diagnostic {
  /// `kind: message`, as the tool has always printed a failure.
  public var problem: String { "\(kind.rawValue): \(message)" }
  /// 1: the work ran and found the script invalid.
  public var exitCode: Int32 { 1 }
}

extension BuiltInLookupError: InputDiagnostic {}
