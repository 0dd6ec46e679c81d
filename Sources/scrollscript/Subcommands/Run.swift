import ArgumentParser
import BehaviorLoading
import BehaviorRunning
import CommandOptions
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollPhysics
import ScrollReporting
import ScrollSimulation
import ScrollTargets

extension ScrollScript {
  struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Call a behavior's updateTarget once, or once per line of a JSON Lines file.",
      discussion: """
        Batch: --cases FILE.jsonl (or - for standard input) prints one JSON result line per case; \
        a malformed case gives an error line and the run goes on.
        Single call: the scene's options (a device or --container, the content or children, the axis) with \
        --original X [--proposed X] [--velocity V]; without --proposed the scene proposes where the release \
        would coast to, held inside the content.
        What a script prints goes to standard error as path:line: print: text, or, with --json and --cases, \
        into the result line's "log" field.
        --expect PROPERTY judges the call (or each case) by one property, as check does, and exits 1 when it is \
        violated, reported where check reports it (the script's line that declares the property, or the line of a \
        failed call): a property of two calls makes its second call itself and prints it (settles taps where the view \
        rested; deterministic taps at the start, then asks the case again; monotone flings twice as fast; mirrors \
        runs the mirror image). The commands check prints end with it (docs/properties.md).
        """)

    @Argument(
      help:
        "A built-in name (viewAligned:alwaysByOne), a .lua script or a .swift file (Pager.swift, Pager.swift:Type); with --scene, leave it out (or write 'view') for the view's .scrollTargetBehavior.",
      completion: .behavior)
    var behavior: String?

    @Option(help: ArgumentHelp("A JSON Lines file of cases, or - for standard input.", valueName: "file"))
    var cases: String?

    @OptionGroup(title: "Scene")
    var scene: SceneOptions

    @Option(parsing: .unconditional, help: "The offset when the gesture began (pt) (default: 0).")
    var original: Double?

    @Option(parsing: .unconditional, help: "The proposed offset (pt) (default: what the scene proposes).")
    var proposed: Double?

    @Option(parsing: .unconditional, help: "The release velocity along the axis (pt/s) (default: 0).")
    var velocity: Double?

    @Option(
      help: ArgumentHelp(
        "Judge the call by one property (settles, landsOn(pages), runs, …), making the further calls it needs; exit 1 when it is violated.",
        valueName: "property"))
    var expect: String?

    @Flag(help: "Print the result as JSON.")
    var json = false

    @Flag(help: "Run again whenever the behavior file or the cases file changes.")
    var watch = false

    @OptionGroup(title: "Script limits")
    var limits: LimitOptions

    func validate() throws {
      if cases != nil, scene.isGiven || original != nil || proposed != nil || velocity != nil {
        throw ValidationError("--cases runs a file; the scene and single-call options do not apply to it")
      }
      if watch, cases == "-" { throw ValidationError("--watch needs a cases file, not standard input") }
      if let expect {
        if json { throw ValidationError("--expect describes its calls as text; leave out --json") }
        do {
          _ = try Replay.property(named: expect)
        } catch {
          throw ValidationError("--expect, column \(error.column): \(error.message)")
        }
      }
    }

    func run() throws {
      let (scene, view) = try self.scene.resolvedScene(memoryBytes: limits.memory << 20)
      let spec = try SceneOptions.behavior(behavior, view: view)
      let script = try ScriptWatch(spec: spec, limits: limits.limits)
      // The view's own behavior, when it is a built-in, is located in the view file.
      let viewFile = behavior == nil || behavior == SceneOptions.viewBehavior ? view?.path : nil
      let plan = CallPlan(cases: cases, scene: scene, original: original, proposed: proposed, velocity: velocity)
      guard watch else { return try perform(plan, on: try script.behavior(), spec: spec, viewFile: viewFile) }
      WatchLoop.run(script, inputs: cases.map { [$0] } ?? [], report: Output.report) {
        try perform(plan, on: try $0.behavior(), spec: spec, viewFile: viewFile)
      }
    }

    private func perform(
      _ plan: CallPlan, on behavior: any ScrollTargetBehavior, spec: String, viewFile: String?
    ) throws {
      if let expect {
        let property = try Replay.property(named: expect)
        // Read again on every run, as the header may change under --watch.
        let location = Replay.Location(behavior: spec, property: property, view: viewFile)
        return try replay(plan, on: behavior, spec: spec, property: property, location: location)
      }
      switch plan {
      case .cases(let path): try runCases(path, on: behavior)
      case .single(let call): try runOnce(call, on: behavior, spec: spec)
      }
    }

    /// Each case of the file at `path`: a result line each, and a tally of failures on standard error.
    private func runCases(_ path: String, on behavior: any ScrollTargetBehavior) throws {
      var lines = try LineReader(path: path)
      let summary = CaseBatch.run(&lines, source: path, behavior: behavior, output: .standardOutput())
      guard summary.failures > 0 else { return }
      let cases = "\(summary.cases) case\(summary.cases == 1 ? "" : "s")"
      FileHandle.standardError.write(Data("\(cases), \(summary.failures) failed\n".utf8))
      if !watch { throw ExitCode.failure }
    }

    /// The one call, described (or as JSON), with what it printed.
    private func runOnce(_ call: SingleCall, on behavior: any ScrollTargetBehavior, spec: String) throws {
      let testCase = try call.makeCase()
      if let note = call.originalNote { FileHandle.standardError.write(Data("scrollscript: note: \(note)\n".utf8)) }
      let (result, log) = behavior.keepingPrints { takePrints -> (CaseResult, PrintLog) in
        let result: CaseResult
        do throws(BehaviorFailure) {
          result = .target(try testCase.run(behavior))
        } catch {
          result = .failure(error)
        }
        return (result, takePrints())
      }
      if json {
        print(result.json(log: log))
      } else {
        Output.printed(log)
        print(CallReport.describe(testCase, result: result, behavior: spec, explained: behavior, scene: call.scene))
      }
      if case .failure = result, !watch { throw ExitCode.failure }
    }

    /// `--expect`: the call, or each case of the file, judged by `property`
    /// with the further calls it makes, its violation reported at `location`;
    /// exit 1 when one is violated, 2 for a case line that is not a case.
    private func replay(
      _ plan: CallPlan, on behavior: any ScrollTargetBehavior, spec: String, property: any BehaviorProperty,
      location: Replay.Location
    ) throws {
      let output: (String) -> Void = { print($0) }
      var tally = ReplayReport.CaseTally()
      switch plan {
      case .cases(let path):
        var lines = try LineReader(path: path)
        tally = ReplayReport.cases(
          &lines, source: path, property: property, behavior: behavior, spec: spec, location: location,
          output: output, errors: Output.report)
      case .single(let call):
        let held = ReplayReport.judge(
          try call.makeCase(), property: property, behavior: behavior, spec: spec, location: location,
          output: output, errors: Output.report)
        tally.cases = 1
        tally.violated = held ? 0 : 1
      }
      if watch { return }
      if tally.invalid > 0 { throw ExitCode(2) }
      if tally.violated > 0 { throw ExitCode.failure }
    }
  }
}
