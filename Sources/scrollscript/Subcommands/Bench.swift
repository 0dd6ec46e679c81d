import ArgumentParser
import BehaviorLab
import Foundation
import ScrollFormats
import ScrollReporting

extension ScrollScript {
  struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Time updateTarget calls of scripts and their Swift twins, and compare's throughput.",
      discussion: """
        Each behavior runs a fixed workload (pager: 10 pages; aligned100 and aligned100000: children of 50 pt) \
        in --rounds rounds, a script and its twin taking turns, and the table gives the median round (the JSON \
        also the fastest and slowest). Without arguments: every script in behaviors/. Build in release mode \
        first (swift build -c release) for figures that mean anything.
        """)

    @Argument(
      help: "Scripts, .swift files or built-in names (default: the scripts in behaviors/).", completion: .behavior)
    var behaviors: [String] = []

    @Option(help: "Calls per round.")
    var calls = 200_000

    @Option(help: "Only this workload: pager, aligned100 or aligned100000.")
    var workload: BenchmarkWorkload?

    @Option(help: "Cases of compare to time per script (0 to skip).")
    var compareCases = 50_000

    @Flag(help: "Time check's property search instead: gestures and scenarios per second, and a whole check.")
    var properties = false

    @Option(help: "Rounds of the call timing, or of the property search (with --properties): their median and range.")
    var rounds = 5

    @Flag(help: "Print the results as JSON.")
    var json = false

    @OptionGroup(title: "Script limits")
    var limits: LimitOptions

    func validate() throws {
      guard calls >= 1, calls <= 1_000_000_000 else { throw ValidationError("--calls must be at least 1") }
      guard compareCases >= 0 else { throw ValidationError("--compare-cases must not be negative") }
      guard (1...1000).contains(rounds) else { throw ValidationError("--rounds must be in 1...1000") }
    }

    func run() throws {
      let targets = behaviors.isEmpty ? ScriptFiles.expand(["behaviors"]) : behaviors
      guard !targets.isEmpty else { throw ValidationError("no behaviors to time") }
      if properties {
        let run = PropertyBenchmark(behaviors: targets, rounds: rounds, limits: limits.limits)
        return print(json ? run.json : run.table)
      }
      let run = try BenchmarkRun(
        behaviors: targets, calls: calls, rounds: rounds, workloads: workload.map { [$0] },
        compareCases: compareCases, limits: limits.limits)
      print(json ? run.json : run.table)
    }
  }
}

extension BenchmarkWorkload: ExpressibleByArgument {}
