import ArgumentParser
import Foundation
import ScrollTargets

extension ParsableCommand {
  /// Parses the command line and runs the command, with the tools' one style
  /// of error and exit codes (README, "Exit codes"):
  ///
  /// - 0: the work ran and found nothing wrong (or help was asked for);
  /// - 1: the work ran and found a failure: a behavior that does not load (a
  ///   Lua script that does not parse, a Swift file that does not compile), a
  ///   call that fails, a property violated, a disagreement;
  /// - 2: bad usage or input the tool cannot read: an unknown option, a value
  ///   out of range, a missing or unreadable file (ArgumentParser's own usage
  ///   code, 64, is mapped to 2).
  ///
  /// Every error prints one way: `path:line: error: problem` when it has a
  /// place in a file, else `program: error: problem`, the argument parser's
  /// own errors included (with a line that says where the usage is).
  public static func runMain(program: String) -> Never {
    do {
      var command = try parseAsRoot()
      try command.run()
      Foundation.exit(0)
    } catch let diagnostic as any Diagnostic {
      FileHandle.standardError.write(Data((diagnostic.line(program: program) + "\n").utf8))
      Foundation.exit(exitCode(of: diagnostic))
    } catch {
      // Help, a version, and the exit codes commands throw pass through as they are.
      let code = exitCode(for: error)
      if error is ExitCode || code == .success { exit(withError: error) }
      let usage = code == .validationFailure
      var text = "\(program): error: \(message(for: error))\n"
      if usage { text += "(\(([program] + subcommand).joined(separator: " ")) --help shows the options)\n" }
      FileHandle.standardError.write(Data(text.utf8))
      Foundation.exit(usage ? 2 : 1)
    }
  }

  /// 1 when the behavior is at fault, 2 when the input is.
  public static func exitCode(of diagnostic: any Diagnostic) -> Int32 {
    switch diagnostic.fault {
    case .behavior: 1
    case .input: 2
    }
  }

  /// The subcommand named on the command line, if any, for the usage hint.
  private static var subcommand: [String] {
    let names = Set(configuration.subcommands.map { $0._commandName })
    return CommandLine.arguments.dropFirst().first.flatMap { names.contains($0) ? [$0] : nil } ?? []
  }
}
