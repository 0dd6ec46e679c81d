import ArgumentParser
import BehaviorLab
import Foundation
import ScrollFormats
import ScrollReporting

extension ScrollScript {
  struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "The main job: check every script in a folder and compare it with its Swift twin.",
      discussion: "Exit 0 when every script is valid and agrees with its twin on every case, else 1.")

    @Argument(help: "The folder of scripts.")
    var directory = "behaviors"

    @Option(help: "Generated cases per script.")
    var cases = 20_000

    @OptionGroup(title: "Comparison")
    var comparison: ComparisonOptions

    @Flag(help: "Print the results as JSON.")
    var json = false

    @OptionGroup(title: "Script limits")
    var limits: LimitOptions

    func validate() throws {
      try ComparisonOptions.validate(cases: cases)
    }

    func run() throws {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw ValidationError("\(directory) is not a folder")
      }
      let scripts = ScriptFiles.expand([directory])
      guard !scripts.isEmpty else { throw ValidationError("no .lua scripts in \(directory)") }
      let cases = self.cases
      var current: ProgressLine?
      let verification = Verification(
        scripts: scripts, cases: cases, seed: comparison.seed, tolerance: comparison.tolerance,
        stopAfterBudgetFailures: comparison.stopAfterBudgetFailures, workers: comparison.workers, limits: limits.limits
      ) { script in
        current?.finish()
        let line = ProgressLine("verify \(script)", total: cases)
        current = line
        return line.update
      }
      current?.finish()
      print(json ? verification.json : verification.table)
      if !verification.passed {
        if !json { FileHandle.standardError.write(Data((verification.failures + "\n").utf8)) }
        throw ExitCode.failure
      }
    }
  }
}
