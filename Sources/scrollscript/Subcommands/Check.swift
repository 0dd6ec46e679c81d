import ArgumentParser
import BehaviorLab
import Foundation

extension ScrollScript {
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Validate behavior scripts: they load, name a known twin, and behave on a smoke set of gestures.",
      discussion: """
        Diagnostics go to standard error as path:line: error: message (or warning:). \
        Exit 0 when every script passes, 1 when one has an error, 2 when a file cannot be read.
        """)

    @Argument(help: "Scripts, or folders of scripts.")
    var paths: [String]

    @Option(help: "How many generated gestures the dynamic checks run.")
    var smokeCases = 300

    @OptionGroup(title: "Script limits")
    var limits: LimitOptions

    func validate() throws {
      guard !paths.isEmpty else { throw ValidationError("give at least one script or folder") }
      guard smokeCases >= 1, smokeCases <= 1_000_000 else {
        throw ValidationError("--smoke-cases must be in 1...1000000")
      }
    }

    func run() throws {
      let scripts = ScriptFiles.expand(paths)
      guard !scripts.isEmpty else { throw ValidationError("no .lua scripts in \(paths.joined(separator: ", "))") }
      var unreadable = false
      var failed = false
      for script in scripts {
        let check = ScriptCheck(path: script, limits: limits.limits, smokeCases: smokeCases)
        for diagnostic in check.diagnostics {
          FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
        }
        unreadable = unreadable || !check.readable
        failed = failed || !check.passed
        let twin = check.reference.map { ", twin \($0)" } ?? ""
        print("\(script): \(check.passed ? "ok" : "FAILED") (\(check.smokeCases) smoke cases\(twin))")
      }
      if unreadable { throw ExitCode(2) }
      if failed { throw ExitCode.failure }
    }
  }
}
