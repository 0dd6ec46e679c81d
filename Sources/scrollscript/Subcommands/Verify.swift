import ArgumentParser
import BehaviorComparing
import BehaviorLoading
import CommandOptions
import Foundation
import ScrollFormats
import ScrollReporting
import SwiftBehaviors

extension ScrollScript {
  struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "The main job: check every behavior file in a folder and compare it with its twin.",
      discussion: """
        Each .lua script and .swift file is checked (it loads, it holds its properties) and compared with \
        its twin: --with BEHAVIOR, else its `reference:` header, else its file name. A file with no twin \
        is valid when it holds its properties. Exit 0 when every file is valid and agrees with its twin \
        on every case, else 1.
        """)

    @Argument(help: "Folders of behavior files, or files.", completion: .behavior)
    var paths: [String] = ["behaviors"]

    @Option(
      name: .customLong("with"),
      help: ArgumentHelp(
        "Compare every file with this behavior: a built-in, a .lua or a .swift path.", valueName: "behavior"),
      completion: .behavior)
    var reference: String?

    /// `--count`, or the old `--cases`, or 20,000.
    var caseCount: Int { comparison.count(default: 20_000) }

    @OptionGroup(title: "Comparison")
    var comparison: ComparisonOptions

    @Flag(help: "Print the results as JSON.")
    var json = false

    @OptionGroup(title: "Script limits")
    var limits: LimitOptions

    func validate() throws {
      try ComparisonOptions.validate(cases: caseCount)
    }

    func run() throws {
      for path in paths where !FileManager.default.fileExists(atPath: SwiftBehaviorBuild.split(path).path) {
        if path == ScriptFiles.defaultFolderName { _ = try ScriptFiles.defaultFolder() }
        throw InputError(path, "no such file or folder")
      }
      let scripts = ScriptFiles.expand(paths)
      guard !scripts.isEmpty else {
        throw ValidationError("no .lua or .swift behaviors in \(paths.joined(separator: ", "))")
      }
      let cases = caseCount
      var current: ProgressLine?
      let verification = Verification(
        scripts: scripts, with: reference, cases: cases, seed: comparison.seed, tolerance: comparison.tolerance,
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
