/// An error meant for a person: what went wrong, where, and whether the
/// behavior or the input is at fault. Every error the tool reports has this
/// one shape, so a command line prints them all the same way and needs a
/// single `catch`; it decides the exit code from ``fault``.
public protocol Diagnostic: Error, CustomStringConvertible {
  /// Where: `path:line` (or `path:line:column`), `nil` when the error has no
  /// place in a file.
  var location: String? { get }
  /// What went wrong, in one line, without the location.
  var problem: String { get }
  /// Whose fault it is: a behavior that was read and is not valid, or input
  /// that cannot be used.
  var fault: DiagnosticFault { get }
}

/// Whose fault a ``Diagnostic`` is.
public enum DiagnosticFault: Sendable {
  /// The behavior was read and does not work: a script that does not parse,
  /// a Swift file that does not compile.
  case behavior
  /// Bad usage or input that cannot be read: a missing file, a value out of range.
  case input
}

extension Diagnostic {
  /// The line a command prints: `path:line: error: problem`, or
  /// `program: error: problem` when the error has no location.
  public func line(program: String) -> String {
    "\(location.map(ScriptText.escaped) ?? program): error: \(problem)"
  }
}

/// Bad usage or unreadable input without a place in a file.
public protocol InputDiagnostic: Diagnostic {}

extension InputDiagnostic {
  public var location: String? { nil }
  public var problem: String { description }
  public var fault: DiagnosticFault { .input }
}

extension BehaviorFailure: Diagnostic {
  /// `kind: message`, as the tool has always printed a failure; the script's
  /// message with its control characters shown (``ScriptText``), so it stays one line.
  public var problem: String { "\(kind.rawValue): \(ScriptText.escaped(message))" }
  /// The work ran and found the behavior invalid.
  public var fault: DiagnosticFault { .behavior }
}

extension BuiltInLookupError: InputDiagnostic {}
