import ArgumentParser
import BehaviorComparing
import BehaviorLoading
import CommandOptions
import Foundation
import PropertyChecking
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

    @Argument(help: "Folders of behavior files, or files (default: behaviors).", completion: .behavior)
    var paths: [String] = []

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

    @OptionGroup(title: "Output")
    var output: ReportOptions

    private var json: Bool { output.json }

    @OptionGroup(title: "Scene (any option keeps every check and comparison on that scene)")
    var scene: SceneOptions

    @OptionGroup(title: "Script limits")
    var limits: LimitOptions

    mutating func validate() throws {
      try ComparisonOptions.validate(cases: caseCount)
      paths += try output.takePaths()
    }

    /// The files besides the behaviors that the verification reads.
    /// The behavior files named, as files: `File.swift:Type` as `File.swift`, and `behaviors/` when none is.
    private var declaredBehaviors: [String] {
      (paths.isEmpty ? [ScriptFiles.defaultFolderName] : paths).map { SwiftBehaviorBuild.split($0).path }
    }

    private var declaredInputs: [String] { [scene.viewFile].compactMap { $0 } }

    func run() throws {
      try output.run(
        "scrollscript verify", inputs: ScriptFiles.expand(declaredBehaviors) + declaredInputs, work: verify)
    }

    private func verify(reports: ReportOptions.Reports) throws {
      let paths = paths.isEmpty ? [ScriptFiles.defaultFolderName] : paths
      for path in paths where RawNames.status(SwiftBehaviorBuild.split(path).path) == nil {
        if path == ScriptFiles.defaultFolderName { _ = try ScriptFiles.defaultFolder() }
        throw InputError(path, "no such file or folder")
      }
      let scripts = ScriptFiles.expand(paths)
      guard !scripts.isEmpty else {
        throw ValidationError("no .lua or .swift behaviors in \(paths.joined(separator: ", "))")
      }
      let cases = caseCount
      var properties = PropertyOptions()
      properties.scene = try scene.givenScene(memoryBytes: limits.memory << 20)?.scene
      properties.axis = properties.scene?.scene.primaryAxis ?? scene.axis
      var current: ProgressLine?
      let verification = Verification(
        scripts: scripts, with: reference, cases: cases, seed: comparison.seed, tolerance: comparison.tolerance,
        stopAfterBudgetFailures: comparison.stopAfterBudgetFailures, workers: comparison.workers, limits: limits.limits,
        properties: properties
      ) { script in
        current?.finish()
        let line = ProgressLine("verify \(script)", total: cases)
        current = line
        return line.update
      } finished: { rows in
        // Written after each file, so that a run cut short keeps the files verified so far.
        if let row = rows.last { try? reports.add(JUnitReport.Suite(row: row)) }
      }
      current?.finish()
      reports.annotate(GitHubAnnotations.lines(for: verification))
      print(json ? verification.json : verification.table)
      if !verification.passed {
        if !json { FileHandle.standardError.write(Data((verification.failures + "\n").utf8)) }
        throw ExitCode.failure
      }
    }
  }
}
