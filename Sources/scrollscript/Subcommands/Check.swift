import ArgumentParser
import BehaviorLoading
import CommandOptions
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollReporting
import ScrollSimulation
import ScrollTargets
import SwiftBehaviors

extension ScrollScript {
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Validate behaviors: they load, and hold their properties on generated gestures and scenarios.",
      discussion: """
        A behavior file states its properties in its header (-- expect: landsOn(pages), atMost(1, pages) in a \
        script, // expect: … in a .swift file); one that states none is held to inBounds, deterministic, settles. Each violation is shrunk to the \
        smallest gesture or scenario that shows it, with the command that replays it: run as printed, it shows the violation and exits 1 (run … --expect PROPERTY, or the scenario piped to simulate - --expect PROPERTY; docs/properties.md). \
        Built-in names are checked against their own promises. Diagnostics go to standard error as \
        path:line: error: message, followed by what a script printed when each shrunk counterexample ran again \
        (path:line: print: text (counterexample of PROPERTY)). Exit 0 when every behavior passes, 1 when one has an error, 2 when a \
        file cannot be read.
        """)

    @Argument(
      help:
        "Scripts, .swift files, folders of them, or built-in names; with --scene, none (or 'view') checks the view's .scrollTargetBehavior.",
      completion: .behavior)
    var paths: [String] = []

    @Option(help: ArgumentHelp("Properties to check as well, as in an expect: line.", valueName: "list"))
    var expect: String?

    @Option(help: ArgumentHelp("Check the properties a built-in promises as well.", valueName: "built-in"))
    var expectLike: String?

    @OptionGroup(title: "Scene")
    var scene: SceneOptions

    @Option(help: "Generated single gestures.")
    var gestures = 10_000

    @Option(help: "Generated scenarios of several gestures.")
    var scenarios = 1000

    @Option(
      name: .customLong("scenario"),
      help: ArgumentHelp(
        "A scenario file to try first, as it is (shrunk like a generated one when it breaks a property).",
        valueName: "file"))
    var scenarioFiles: [String] = []

    @Option(help: "The seed of the generated gestures and scenarios.")
    var seed: UInt64 = 1

    @Option(help: "Seconds the search for violations may take per behavior.")
    var timeLimit = 5.0

    @Flag(help: "Print each behavior's property table: property, result, gestures and scenarios tried.")
    var explain = false

    @OptionGroup(title: "Output")
    var output: ReportOptions

    private var json: Bool { output.json }

    @OptionGroup(title: "Script limits")
    var limits: LimitOptions

    mutating func validate() throws {
      paths += try output.takePaths()
      guard !paths.isEmpty || scene.viewFile != nil else {
        throw ValidationError("give at least one script, folder or built-in")
      }
      guard (0...10_000_000).contains(gestures), (0...1_000_000).contains(scenarios) else {
        throw ValidationError("--gestures must be in 0...10000000 and --scenarios in 0...1000000")
      }
      guard timeLimit > 0, timeLimit <= 86_400 else { throw ValidationError("--time-limit must be in 0...86400 s") }
      if let expect {
        do {
          _ = try PropertyList.parse(expect)
        } catch {
          throw ValidationError("--expect, column \(error.column): \(error.message)")
        }
      }
      if let expectLike, BuiltInPromises.entry(for: expectLike) == nil {
        let suggestion = Suggestion.nearest(to: expectLike, in: BuiltInBehaviors.names).map {
          " (did you mean '\($0)'?)"
        }
        throw ValidationError("--expect-like: no built-in named '\(expectLike)'\(suggestion ?? "")")
      }
    }

    /// The files besides the behaviors that the check reads.
    /// The behavior files named, as files: `File.swift:Type` as `File.swift`.
    private var declaredBehaviors: [String] { paths.map { SwiftBehaviorBuild.split($0).path } }

    private var declaredInputs: [String] { scenarioFiles + [scene.viewFile].compactMap { $0 } }

    func run() throws {
      try output.run("scrollscript check", inputs: ScriptFiles.expand(declaredBehaviors) + declaredInputs, work: check)
    }

    /// Checks every behavior, giving the reports each check as it ends.
    private func check(reports: ReportOptions.Reports) throws {
      let view = try scene.viewScene(memoryBytes: limits.memory << 20)
      let asked = paths.isEmpty ? [SceneOptions.viewBehavior] : paths
      let viewBehavior = try asked.contains(SceneOptions.viewBehavior) ? SceneOptions.behavior(nil, view: view) : nil
      var options = PropertyOptions()
      options.gestures = gestures
      options.scenarios = scenarios
      options.seed = seed
      options.timeLimit = timeLimit
      options.axis = scene.axis
      if let (given, trial) = try scene.givenScene(view: view, memoryBytes: limits.memory << 20) {
        // The scene given is the scene: every generated gesture and scenario is on it, and the scene
        // itself is tried first with a gesture of each kind.
        options.given.append(trial)
        options.scene = given
        options.axis = given.scene.primaryAxis
      }
      options.like = expectLike
      options.extra = try expect.map { try PropertyList.parse($0) } ?? []
      let sceneLike = (try? view.map { try $0.behavior(nil) }).flatMap { $0 }
      let plan = try CheckPlan(
        names: asked.map { $0 == SceneOptions.viewBehavior ? viewBehavior ?? $0 : $0 }, options: options,
        viewBehavior: viewBehavior, viewFile: scene.viewFile, sceneBehavior: sceneLike, scenarioFiles: scenarioFiles)
      var unreadable = false
      var failed = false
      for item in plan.items {
        // The view's own behavior is checked under the view file's name, and replayed as `view`.
        let check = ScriptCheck(path: item.behavior, limits: limits.limits, options: item.options, view: item.view)
        try reports.add(JUnitReport.Suite(check: check))
        reports.annotate(GitHubAnnotations.lines(for: check))
        if !json {
          for diagnostic in check.diagnostics {
            FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
          }
          check.printed.forEach(Output.report)
        }
        unreadable = unreadable || !check.readable
        failed = failed || !check.passed
        if json {
          print(check.json)
        } else {
          print(check.summary)
          if let line = check.checkedLine { print(line) }
          if item.borrowsScene, let sceneLike, check.checkedLine != nil {
            let names = plan.sceneStops.map(\.name).joined(separator: ", ")
            print("  (\(names): where the scene's own .\(sceneLike) rests, held to as well)")
          }
          if explain, let report = check.report {
            print(report.table.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
          }
        }
      }
      if unreadable { throw ExitCode(2) }
      if failed { throw ExitCode.failure }
    }
  }
}
