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
      // The view's layout gives the behavior `view`; the view file is watched with the scenario.
      let (first, view) = try laidOutScenario()
      let spec = try SceneOptions.behavior(behavior, view: view)
      let script = try ScriptWatch(spec: spec, limits: limits.limits)
      // The view's own behavior, when it is a built-in, is located in the view file.
      let located = (spec: spec, view: behavior == SceneOptions.viewBehavior ? view?.path : nil)
      guard watch else {
        return try perform(try script.behavior(), scenario: first, located: located, fresh: script.behavior)
      }
      let inputs = [scenario] + (view.map { [$0.path] } ?? [])
      WatchLoop.run(script, inputs: inputs, report: Output.report) { script in
        try perform(
          try script.behavior(), scenario: try laidOutScenario().0, located: located, fresh: script.behavior)
      }
    }

    /// The scenario as the file gives it, the scene options applied, and its
    /// view (`--scene`, else its `"view"`) laid out as the scene on every screen it visits.
    private func laidOutScenario() throws -> (Scenario, ViewScene?) {
      let data = try readScenario()
      var scenario: Scenario
      do {
        scenario = try Scenario(json: data, sceneGiven: scene.isGiven)
      } catch {
        throw InputError(self.scenario + (error.path.isEmpty ? "" : ": " + error.path), error.message)
      }
      if scene.isGiven {
        try scene.apply(to: &scenario.scene)
        scenario.placeAxisNumbers()
        try scenario.validate()
      }
      let memory = limits.memory << 20
      var view: ViewScene?
      if let file = scene.viewFile {
        view = try SceneOptions.layOut(file, pick: scene.viewPick, in: scenario, memoryBytes: memory)
      } else {
        view = try SceneOptions.layOutView(of: scenario, scenarioPath: self.scenario, memoryBytes: memory)
      }
      // A motion written as a number lies along the scene's axis, as the options or the view give it.
      var laidOut = view?.scenario ?? scenario
      laidOut.placeAxisNumbers()
      return (laidOut, view)
    }

    /// Runs the scenario on `behavior` and prints it; with `--expect`, judges it again on a behavior `fresh` makes,
    /// and reports a violation where `check` would: in the file `located` names (``Replay/Location``).
    private func perform(
      _ behavior: any ScrollTargetBehavior, scenario: Scenario, located: (spec: String, view: String?),
      fresh: () throws -> any ScrollTargetBehavior
    ) throws {
      let timeline = SimulationRun.timeline(scenario, behavior: behavior, keepsPrints: true)
      if !json { timeline.printReport().forEach(Output.report) }
      let title = "\(self.behavior) — \((self.scenario as NSString).lastPathComponent)"
      print(json ? JSONLine.encode(timeline) : timeline.text(axis: scenario.primaryAxis))
      // After the timeline is printed, each file on its own: one that cannot be written loses no other.
      let unwritten = [
        write(csv, "the frames (CSV)", timeline.csv),
        write(svg, "the plot (SVG)", TimelinePlot(timeline: timeline, title: title).svg),
        write(html, "the player (HTML)", TimelinePage(timeline: timeline, title: title).html),
      ].contains(false)
      // A run that stopped early keeps what it computed (printed and written above) and says why.
      if let stopped = timeline.stopped { Output.report("scrollscript: error: \(self.scenario): \(stopped)") }
      var violated = false
      if let expect {
        let property = try Replay.property(named: expect)
        let replay = Replay.scenario(scenario, property: property, behavior: try fresh())
        if let violation = replay.violation {
          violated = true
          let location = Replay.Location(behavior: located.spec, property: property, view: located.view)
          Output.report(
            ReplayReport.error(
              violation, property: property, at: location.of(replay.run.failure),
              origin: self.scenario == "-" ? nil : "scenario \(self.scenario)"))
        } else if !json {
          print(ReplayReport.holds(property, on: "this scenario"))
        }
      }
      if unwritten, !watch { throw ExitCode(2) }
      if violated || timeline.updates.contains(where: { $0.failure != nil }), !watch { throw ExitCode.failure }
    }

    /// The scenario's bytes: from standard input for `-`, else from the file; at most 64 MiB.
    private func readScenario() throws -> Data {
      let limit = 64 << 20
      let data =
        scenario == "-"
        ? try FileHandle.standardInput.read(upToCount: limit + 1) ?? Data() : try InputFile.read(scenario, limit: limit)
      guard data.count <= limit else { throw InputError(scenario, "the scenario is over 64 MiB") }
      return data
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
