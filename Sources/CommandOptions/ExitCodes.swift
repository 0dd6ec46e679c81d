import ArgumentParser
import Foundation
import ScrollTargets

extension ParsableCommand {
  /// Parses the command line and runs the command, with the tools' exit
  /// codes: 0 success; 1 the work ran and found a failure; 2 bad usage or
  /// unreadable input (ArgumentParser's own usage code, 64, is mapped to 2).
  /// A diagnostic prints as `path:line: error: problem`, or `program: error: problem`.
  public static func runMain(program: String) -> Never {
    do {
      var command = try parseAsRoot()
      try command.run()
      Foundation.exit(0)
    } catch let diagnostic as any Diagnostic {
      FileHandle.standardError.write(Data((diagnostic.line(program: program) + "\n").utf8))
      Foundation.exit(diagnostic.exitCode)
    } catch {
      if exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }
}
