import ArgumentParser
import BehaviorLab
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
    var script: String

    @Option(
      name: .customLong("with"),
      help: ArgumentHelp("The behavior to compare with: a built-in, a .lua or a .swift path.", valueName: "behavior"),
      completion: .behavior)
    var reference: String?

    @Option(help: "How many generated cases to run.")
    var cases = 10_000

    @Option(help: "Generate cases on this axis only: horizontal or vertical (for one-axis scripts).")
    var axis: Axis?

    @OptionGroup(title: "Comparison")
    var comparison: ComparisonOptions

    @Flag(help: "Print the report as JSON.")
    var json = false

    @Flag(help: "Compare again whenever the script changes.")
    var watch = false

    @OptionGroup(title: "Script limits")
    var limits: LimitOptions

    func validate() throws {
      try ComparisonOptions.validate(cases: cases)
    }

    func run() throws {
      guard watch else {
        if try !perform(source: nil).report.passed { throw ExitCode.failure }
        return
      }
      let watched = try ScriptWatch(spec: script, limits: limits.limits)
      WatchLoop.run(watched, inputs: [], report: Output.report) { _ = try perform(source: $0.source) }
    }

    /// Compares the script (the in-memory `source` when given) and prints the outcome.
    private func perform(source: Data?) throws -> CompareOutcome {
      let progress = ProgressLine("compare \(script)", total: cases)
      defer { progress.finish() }
      let outcome = try CompareOutcome.compareScript(
        script, with: reference, cases: cases, seed: comparison.seed,
        axis: axis, tolerance: comparison.tolerance,
        stopAfterBudgetFailures: comparison.stopAfterBudgetFailures, workers: comparison.workers,
        limits: limits.limits, source: source, progress: progress.update)
      progress.finish()
      print(json ? outcome.json : outcome.text)
      return outcome
    }
  }
}
