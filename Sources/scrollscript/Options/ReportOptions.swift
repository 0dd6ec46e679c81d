import ArgumentParser
import CommandOptions
import Foundation
import ScrollFormats
import ScrollReporting

/// `--json` and `--report`, as `check` and `verify` take them, and the run of
/// the reports they ask for (docs/ci.md).
struct ReportOptions: ParsableArguments {
  @Flag(help: "Print the results as JSON.")
  var json = false

  @Option(name: .customLong("report"), parsing: .upToNextOption, help: ReportRequest.help)
  var values: [String] = []

  /// Takes back the values after `--report`'s own, which ArgumentParser
  /// collects up to the next option, and returns them: they are the command's paths.
  mutating func takePaths() throws -> [String] {
    let (reports, more) = try ReportRequest.parse(values)
    values.removeLast(more.count)
    if reports.contains(.github), json {
      throw ValidationError("--report github prints on standard output, as --json does: give one of them")
    }
    return more
  }

  /// Runs the work of `command` (`scrollscript check`) under the reports
  /// asked for. With `github`, nothing but the tool's own annotations may
  /// read as a workflow command (``WorkflowCommandGuard``). A JUnit file is
  /// written before any work, so that one that cannot be written is said at
  /// once, then after each behavior (``Reports/add(_:)``), and at the end:
  /// with what was found so far and why it stopped, when the work stops on
  /// an error. `inputs` are the files the command reads, which no report may
  /// replace.
  func run(_ command: String, inputs: [String], work: (Reports) throws -> Void) throws {
    let requests = try ReportRequest.parse(values).reports
    let reports = Reports(
      command, github: requests.contains(.github), junit: ReportRequest.junitPath(in: requests).map(ReportFile.init))
    if reports.github { WorkflowCommandGuard.install() }
    InputFile.declare(inputs)
    try reports.junit?.start(JUnitReport(name: command).xml)
    do {
      try work(reports)
    } catch let exit as ExitCode {
      // The work ended and failed: a report that cannot be written is said (exit 2).
      try reports.junit?.finish(JUnitReport(name: command, suites: reports.suites).xml)
      throw exit
    } catch {
      let stopped = JUnitReport.Suite(stopped: command, because: "\(error)")
      try? reports.junit?.finish(JUnitReport(name: command, suites: reports.suites + [stopped]).xml)
      throw error
    }
    try reports.junit?.finish(JUnitReport(name: command, suites: reports.suites).xml)
  }

  /// What the work gives the reports as it goes.
  final class Reports {
    let command: String
    let github: Bool
    let junit: ReportFile?
    /// The JUnit suites so far; kept only for a JUnit report.
    private(set) var suites: [JUnitReport.Suite] = []

    init(_ command: String, github: Bool, junit: ReportFile?) {
      self.command = command
      self.github = github
      self.junit = junit
    }

    /// Adds a behavior's suite, made only for a JUnit report; a file takes the
    /// suites so far again at once, so that a run cut short keeps them.
    func add(_ suite: @autoclosure () -> JUnitReport.Suite) throws {
      guard let junit else { return }
      suites.append(suite())
      try junit.update(JUnitReport(name: command, suites: suites).xml)
    }

    /// Prints annotations the tool made, past the guard.
    func annotate(_ lines: @autoclosure () -> [String]) {
      if github { lines().forEach(WorkflowCommandGuard.annotate) }
    }
  }
}
