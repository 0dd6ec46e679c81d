import ScrollTargets

/// Why a behavior's `.swift` file could not be turned into a running
/// behavior: it does not compile, holds view code, names no usable type, or
/// the compiler cannot be run. The behavior's fault when the file itself is
/// not a behavior (it does not compile, holds view code, names no type), as
/// for a Lua script that does not load; the input's when the tool cannot use
/// it (unreadable, no compiler, no cache).
public struct SwiftBehaviorError: Error, Hashable, Sendable, Diagnostic {
  /// `path:line:column` (or `path:line`, or the path alone).
  public var location: String?
  /// What went wrong; for compiler errors, the first error, then every
  /// diagnostic the compiler gave, pointed at the user's file.
  public var problem: String
  /// Whether the file was read and is not a behavior the model can build.
  public var isInvalidBehavior: Bool
  public var fault: DiagnosticFault { isInvalidBehavior ? .behavior : .input }

  public init(location: String?, _ problem: String, isInvalidBehavior: Bool = false) {
    self.location = location
    self.problem = problem
    self.isInvalidBehavior = isInvalidBehavior
  }

  /// The file was read, and it is not a behavior the model can build.
  static func invalid(location: String?, _ problem: String) -> SwiftBehaviorError {
    SwiftBehaviorError(location: location, problem, isInvalidBehavior: true)
  }

  public var description: String { line(program: "scrollscript") }
}
