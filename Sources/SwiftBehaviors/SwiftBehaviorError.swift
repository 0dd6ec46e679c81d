import ScrollTargets

/// Why a behavior's `.swift` file could not be turned into a running
/// behavior: it does not compile, holds view code, names no usable type, or
/// the compiler cannot be run. Exit code 2, as for any input the tool cannot use.
public struct SwiftBehaviorError: Error, Hashable, Sendable, Diagnostic {
  /// `path:line:column` (or `path:line`, or the path alone).
  public var location: String?
  /// What went wrong; for compiler errors, the first error, then every
  /// diagnostic the compiler gave, pointed at the user's file.
  public var problem: String
  public var exitCode: Int32 { 2 }

  public init(location: String?, _ problem: String) {
    self.location = location
    self.problem = problem
  }

  public var description: String { line(program: "scrollscript") }
}
