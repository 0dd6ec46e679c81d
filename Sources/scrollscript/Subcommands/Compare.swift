import ArgumentParser
import BehaviorComparing
import BehaviorLoading
import CommandOptions
import Foundation
import ScrollFormats
import ScrollReporting
import ScrollTargets

extension ScrollScript {
  struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Run a behavior and another, or a script and its Swift twin, over generated cases; show where they disagree.",
      discussion: """
        Either side is any behavior: a built-in name, a .lua script or a .swift file. The other side is \
        --with BEHAVIOR, else for a file its `reference: NAME` header (`-- reference:` in Lua, \
        `// reference:` in Swift; a path there is taken from the file's folder), else its file name \
        (horizontal_paging.lua and HorizontalPaging.swift are horizontalPaging). A disagreement is shrunk to a small case, printed \
        as a command that reproduces it and as a JSON case. Exit 1 when they disagree.
        """)

    @Argument(help: "The behavior to check: a .lua script, a .swift file or a built-in name.", completion: .behavior)
    var behavior: String

    @Option(
      name: .customLong("with"),
      help: ArgumentHelp("The behavior to compare with: a built-in, a .lua or a .swift path.", valueName: "behavior"),
      completion: .behavior)
    var reference: String?

    /// `--count`, or the old `--cases`, or 10,000.
    var caseCount: Int { comparison.count(default: 10_000) }

    @OptionGroup(title: "Scene (any option keeps every case on that scene; --axis alone keeps the cases to one axis)")
    var scene: SceneOptions

    @OptionGroup(title: "Comparison")
    var comparison: ComparisonOptions

    @Flag(help: "Print the report as JSON.")
    var json = false

    @Flag(help: "Compare again whenever the script changes.")
    var watch = false

    @OptionGroup(title: "Script limits")
    var limits: LimitOptions

    func validate() throws {
      try ComparisonOptions.validate(cases: caseCount)
    }

    func run() throws {
      guard watch else {
        if try !perform(source: nil).report.passed { throw ExitCode.failure }
        return
      }
      let watched = try ScriptWatch(spec: behavior, limits: limits.limits)
      WatchLoop.run(watched, inputs: [], report: Output.report) { _ = try perform(source: $0.source) }
    }

    /// Compares the behavior (the in-memory `source` when given) and prints the outcome.
    private func perform(source: Data?) throws -> CompareOutcome {
      let progress = ProgressLine("compare \(behavior)", total: caseCount)
      defer { progress.finish() }
      let outcome = try CompareOutcome.compare(
        behavior, with: reference, cases: caseCount, seed: comparison.seed,
        axis: scene.axis, scene: try scene.givenScene(memoryBytes: limits.memory << 20)?.scene,
        tolerance: comparison.tolerance,
        stopAfterBudgetFailures: comparison.stopAfterBudgetFailures, workers: comparison.workers,
        limits: limits.limits, source: source, progress: progress.update)
      progress.finish()
      print(json ? outcome.json : outcome.text)
      return outcome
    }
  }
}
