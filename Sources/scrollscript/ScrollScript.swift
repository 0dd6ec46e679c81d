import ArgumentParser
import CommandOptions
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// The `scrollscript` command: its subcommands and its exit codes.
///
/// Exit codes: 0 success; 1 the work ran and found a failure; 2 bad usage or
/// unreadable input (ArgumentParser's own usage code, 64, is mapped to 2).
@main
struct ScrollScript: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scrollscript",
    abstract: "Design, script and prove scroll-snapping behaviors.",
    version: ScrollScript.version,
    subcommands: [
      List.self, Check.self, Run.self, Simulate.self, Compare.self, Verify.self, Repl.self, Bench.self, Cases.self,
      Cache.self, New.self, Map.self, Play.self, SceneCommand.self,
    ])

  /// The tool's version, which `--version` prints.
  static let version = "0.14.0"

  static func main() {
    // Arguments that are not UTF-8 (a file's name) are shown repaired and opened as given (RawNames).
    for index in 1..<max(1, Int(CommandLine.argc)) {
      guard let argument = CommandLine.unsafeArgv[index] else { continue }
      RawNames.argument(UnsafeBufferPointer(start: argument, count: strlen(argument)).map(UInt8.init(bitPattern:)))
    }
    runMain(program: "scrollscript")
  }
}
