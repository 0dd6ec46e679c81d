import ArgumentParser
import BehaviorLoading
import BehaviorRunning
import CommandOptions
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollReporting
import ScrollSimulation
import ScrollTargets

extension ScrollScript {
  struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Play a scenario of gestures against a behavior and print the timeline.",
      discussion: """
        What a script prints goes to standard error as path:line: print: text (event N, t=T s), or, with --json, \
        into the "log" field of the event whose call printed it; the --html page lists it under that event. \
        Each scene option given replaces the file's: the same gestures on another device, axis or content. \
        The run stops after \(BehaviorFailure.budgetFailureLimit) calls over the script's budget (a timeout or its memory cap), keeps what it \
        computed, says why and exits 1. \
        --expect PROPERTY then runs the scenario again on a fresh behavior, as check runs it, judges every call \
        and the settled scenario by that property, and exits 1 when it is violated: the scenario commands check \
        prints end with it (docs/properties.md). \
        A scenario's "view" key (or --scene) names a .swift file of views: it is compiled and run as trusted \
        code, unsandboxed, to lay the view out, in a process of its own within 5 s a screen (SCROLLSCRIPT_LAYOUT_TIMEOUT) \
        (docs/views.md, "View files").
        """)

    @Argument(
      help:
        "A built-in name (viewAligned:alwaysByOne), a .lua script, a .swift file (Pager.swift, Pager.swift:Type), or 'view' for the .scrollTargetBehavior of the view that makes the scene (--scene, or the scenario's \"view\").",
      completion: .behavior)
    var behavior: String

    @Argument(help: "A scenario file (JSON, docs/formats.md), or - for standard input.")
    var scenario: String

    @OptionGroup(title: "Scene")
    var scene: SceneOptions

    @Option(
      help: ArgumentHelp(
        "Judge the scenario by one property (landsOn(pages), keepsPlaceOnResize, runs, …); exit 1 when it is violated.",
        valueName: "property"))
    var expect: String?

    @Flag(help: "Print events, frames and the final offset as JSON.")
    var json = false

    @Option(help: ArgumentHelp("Write the frames as CSV (t,x,y) to this file.", valueName: "file"))
    var csv: String?

    @Option(help: ArgumentHelp("Draw the timeline as an SVG plot in this file.", valueName: "file"))
    var svg: String?

    @Option(
      help: ArgumentHelp("Write a page that plays the scenario back, with the plot, to this file.", valueName: "file"))
    var html: String?

    @Flag(help: "Run again whenever the behavior file or the scenario changes.")
    var watch = false

    @OptionGroup(title: "Script limits")
    var limits: LimitOptions

    func validate() throws {
      if let expect {
        do {
          _ = try Replay.property(named: expect)
        } catch {
          throw ValidationError("--expect, column \(error.column): \(error.message)")
        }
      }
    }

    func run() throws {
      let first = try plan()
      let script = try ScriptWatch(spec: first.behavior, limits: limits.limits)
      guard watch else { return try perform(first, try script.behavior(), fresh: script.behavior) }
      // The view file is watched with the scenario.
      let inputs = [scenario] + (first.view.map { [$0.path] } ?? [])
      WatchLoop.run(script, inputs: inputs, report: Output.report) { script in
        try perform(try plan(), try script.behavior(), fresh: script.behavior)
      }
    }

    private func plan() throws -> SimulationPlan {
      try SimulationPlan(behavior: behavior, scenario: scenario, scene: scene, memoryBytes: limits.memory << 20)
    }

    /// Plays the plan on `behavior` (with `--expect`, again on one `fresh` makes) and prints it.
    private func perform(
      _ plan: SimulationPlan, _ behavior: any ScrollTargetBehavior, fresh: () throws -> any ScrollTargetBehavior
    ) throws {
      let property = try expect.map { try Replay.property(named: $0) }
      let outcome = try plan.run(behavior, expect: property, fresh: fresh)
      try show(outcome, of: plan, property: property)
    }

    /// Prints the timeline, writes the files asked for, and reports why a run
    /// stopped early and what the property found; exits as the outcome says.
    private func show(
      _ outcome: SimulationPlan.Outcome, of plan: SimulationPlan, property: (any BehaviorProperty)?
    ) throws {
      let timeline = outcome.timeline
      if !json { timeline.printReport().forEach(Output.report) }
      let title = "\(self.behavior) — \((self.scenario as NSString).lastPathComponent)"
      print(json ? JSONLine.encode(timeline) : timeline.text(axis: plan.scenario.primaryAxis))
      // After the timeline is printed, each file on its own: one that cannot be written loses no other.
      let unwritten = [
        write(csv, "the frames (CSV)", timeline.csv),
        write(svg, "the plot (SVG)", TimelinePlot(timeline: timeline, title: title).svg),
        write(html, "the player (HTML)", TimelinePage(timeline: timeline, title: title).html),
      ].contains(false)
      // A run that stopped early keeps what it computed (printed and written above) and says why.
      if let stopped = timeline.stopped { Output.report("scrollscript: error: \(self.scenario): \(stopped)") }
      if let property, let replay = outcome.replay {
        if let violation = replay.violation {
          Output.report(
            ReplayReport.error(
              violation, property: property, at: plan.location(of: property).of(replay.run.failure),
              origin: self.scenario == "-" ? nil : "scenario \(self.scenario)"))
        } else if !json {
          print(ReplayReport.holds(property, on: "this scenario"))
        }
      }
      if unwritten, !watch { throw ExitCode(2) }
      let violated = outcome.replay?.holds == false
      if violated || timeline.updates.contains(where: { $0.failure != nil }), !watch { throw ExitCode.failure }
    }

    /// Writes `contents` (`what` it holds) to `path` when a path was given, and says where it went;
    /// says why on standard error and returns false when it cannot be written.
    private func write(_ path: String?, _ what: String, _ contents: @autoclosure () -> String) -> Bool {
      guard let path else { return true }
      do {
        try Output.write(contents(), to: path, what: what)
        return true
      } catch {
        Output.report("scrollscript: error: \(error)")
        return false
      }
    }
  }
}
