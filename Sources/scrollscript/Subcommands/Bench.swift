import ArgumentParser
import BehaviorComparing
import BehaviorLoading
import BehaviorRunning
import CommandOptions
import Foundation
import ScrollFormats
import ScrollReporting

extension ScrollScript {
  struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Time updateTarget calls of scripts and their Swift twins, and compare's throughput.",
      discussion: """
        Each behavior runs a fixed workload (pager: 10 pages; aligned100 and aligned100000: children of 50 pt) \
        in --rounds rounds, a behavior and its twin taking turns, and the table gives the median round with the \
        fastest and slowest. The calls per round are calibrated to a time budget unless --calls is given, and \
        a terminal shows what is being timed. Without arguments: every script in behaviors/. Build in release mode \
        first (swift build -c release) for figures that mean anything.
        """)

    @Argument(
      help: "Scripts, .swift files or built-in names (default: the scripts in behaviors/).", completion: .behavior)
    var behaviors: [String] = []

    @Option(
      help:
        "Calls per round (default: as many as take about 0.2 s for the slower of a behavior and its twin, at most 200000)."
    )
    var calls: Int?

    @Option(help: "Only this workload: pager, aligned100 or aligned100000.")
    var workload: BenchmarkWorkload?

    @Option(
      help: "Cases of compare to time per behavior with a twin (0 to skip; default: about 2 s of them, at most 50000).")
    var compareCases: Int?

    @Flag(help: "Time check's property search instead: gestures and scenarios per second, and a whole check.")
    var properties = false

    @Option(help: "Rounds of the call timing, or of the property search (with --properties): their median and range.")
    var rounds = 5

    @Flag(help: "Print the results as JSON.")
    var json = false

    @OptionGroup(title: "Script limits")
    var limits: LimitOptions

    func validate() throws {
      guard (calls ?? 1) >= 1, (calls ?? 1) <= 1_000_000_000 else {
        throw ValidationError("--calls must be at least 1")
      }
      guard (compareCases ?? 0) >= 0 else { throw ValidationError("--compare-cases must not be negative") }
      guard (1...1000).contains(rounds) else { throw ValidationError("--rounds must be in 1...1000") }
    }

    func run() throws {
      let targets = behaviors.isEmpty ? try ScriptFiles.defaultFolder() : behaviors
      guard !targets.isEmpty else { throw ValidationError("no behaviors to time") }
      if properties {
        let run = PropertyBenchmark(behaviors: targets, rounds: rounds, limits: limits.limits)
        return print(json ? run.json : run.table)
      }
      let line = ProgressLine("bench", total: 0)
      let run = try BenchmarkRun(
        behaviors: targets, budget: BenchmarkRun.Budget(calls: calls, compareCases: compareCases), rounds: rounds,
        workloads: workload.map { [$0] }, limits: limits.limits, progress: line.say)
      line.finish()
      print(json ? run.json : run.table)
    }
  }
}

extension BenchmarkWorkload: ExpressibleByArgument {}
