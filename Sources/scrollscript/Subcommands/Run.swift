import ArgumentParser
import BehaviorLab
import CommandOptions
import Foundation
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
        Single call: --container WxH --content WxH --original X [--proposed X] [--velocity V]; \
        without --proposed the natural resting place is proposed.
        What a script prints goes to standard error as path:line: print: text, or, with --json and --cases, \
        into the result line's "log" field.
        """)

    @Argument(
      help:
        "A built-in name (viewAligned:alwaysByOne), a .lua script or a .swift file (Pager.swift, Pager.swift:Type).",
      completion: .behavior)
    var behavior: String

    @Option(help: ArgumentHelp("A JSON Lines file of cases, or - for standard input.", valueName: "file"))
    var cases: String?

    @Option(help: ArgumentHelp("The container size in points.", valueName: "WxH"))
    var container: String?

    @Option(help: ArgumentHelp("The content size in points.", valueName: "WxH"))
    var content: String?

    @Option(parsing: .unconditional, help: "The offset when the gesture began (pt).")
    var original: Double = 0

    @Option(parsing: .unconditional, help: "The proposed offset (pt); default: the natural resting place.")
    var proposed: Double?

    @Option(parsing: .unconditional, help: "The release velocity along the axis (pt/s).")
    var velocity: Double = 0

    @Option(help: "The scrolling axis: horizontal (the default) or vertical.")
    var axis: Axis?

    @Option(help: "The deceleration rate: normal, fast or the velocity kept per ms, in (0, 1).")
    var rate: DecelerationRate = .normal

    @Option(help: ArgumentHelp("Lay out equal children this long (pt) along the axis.", valueName: "length"))
    var child: Double?

    @Option(
      help: ArgumentHelp(
        "How many children (with --child); without --content the content is their row.", valueName: "count"))
    var children: Int?

    @Option(help: ArgumentHelp("The gap between children (pt).", valueName: "pt"))
    var spacing: Double?

    @Option(
      help: ArgumentHelp(
        "Space before the first child and after the last (pt): one number for both, or LEADING,TRAILING.",
        valueName: "pt[,pt]"))
    var padding: String?

    @Flag(help: "Print the result as JSON.")
    var json = false

    @Flag(help: "Run again whenever the behavior file or the cases file changes.")
    var watch = false

    @OptionGroup(title: "Script limits")
    var limits: LimitOptions

    func validate() throws {
      if cases == nil, container == nil || (content == nil && children == nil) {
        throw ValidationError(
          "give --cases FILE, or --container WxH and --content WxH (or --children N --child LENGTH) for a single call")
      }
      if cases != nil, container != nil || content != nil || proposed != nil || child != nil || children != nil {
        throw ValidationError("--cases runs a file; the single-call options do not apply to it")
      }
      if watch, cases == "-" { throw ValidationError("--watch needs a cases file, not standard input") }
    }

    func run() throws {
      let script = try ScriptWatch(spec: behavior, limits: limits.limits)
      guard watch else { return try perform(try script.behavior()) }
      WatchLoop.run(script, inputs: cases.map { [$0] } ?? [], report: Output.report) { try perform(try $0.behavior()) }
    }

    private func perform(_ behavior: any ScrollTargetBehavior) throws {
      if let cases {
        var lines = try LineReader(path: cases)
        let summary = CaseBatch.run(&lines, source: cases, behavior: behavior, output: .standardOutput())
        if summary.failures > 0 {
          FileHandle.standardError.write(Data("\(summary.cases) cases, \(summary.failures) failed\n".utf8))
          if !watch { throw ExitCode.failure }
        }
        return
      }
      var call = SingleCall(
        container: try SingleCall.size(container!, option: "--container"),
        content: try content.map { text throws(InputError) in try SingleCall.size(text, option: "--content") },
        original: original)
      call.axis = axis ?? .horizontal
      call.rate = rate
      call.proposed = proposed
      call.velocity = velocity
      call.childLength = child
      call.childCount = children
      call.spacing = spacing ?? 0
      if let padding { call.padding = try SingleCall.padding(padding) }
      let testCase = try call.makeCase()
      let printing = behavior as? any PrintingScrollTargetBehavior
      printing?.keepsPrintLog = true
      let result: CaseResult
      do {
        result = .target(try testCase.run(behavior))
      } catch {
        result = .failure(error)
      }
      let log = printing?.takePrintLog() ?? PrintLog()
      if json {
        print(result.json(log: log))
      } else {
        Output.printed(log)
        print(CallReport.describe(testCase, result: result, behavior: self.behavior, explained: behavior))
      }
      if case .failure = result, !watch { throw ExitCode.failure }
    }
  }
}
