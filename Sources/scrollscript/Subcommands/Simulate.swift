import ArgumentParser
import BehaviorLab
import Foundation
import ScrollSimulation

extension ScrollScript {
  struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Play a scenario of gestures against a behavior and print the timeline.")

    @Argument(help: "A built-in name (viewAligned:alwaysByOne) or a .lua script.")
    var behavior: String

    @Argument(help: "A scenario file (JSON, DESIGN.md section 5).")
    var scenario: String

    @Flag(help: "Print events, frames and the final offset as JSON.")
    var json = false

    @Option(help: ArgumentHelp("Write the frames as CSV (t,x,y) to this file.", valueName: "file"))
    var csv: String?

    func run() throws {
      let behavior = try BehaviorSpec.resolve(self.behavior)
      guard let data = FileManager.default.contents(atPath: scenario) else {
        throw LineReaderError.unreadable(scenario)
      }
      let scenario: Scenario
      do {
        scenario = try Scenario(json: data)
      } catch {
        throw InputError(self.scenario + (error.path.isEmpty ? "" : ": " + error.path), error.message)
      }
      let timeline = Simulator(scenario: scenario, behavior: behavior).run()
      if let csv {
        do {
          try timeline.csv.write(toFile: csv, atomically: true, encoding: .utf8)
        } catch {
          throw InputError(csv, "cannot write: \(error.localizedDescription)")
        }
      }
      print(json ? JSONLine.encode(timeline) : timeline.text(axis: scenario.primaryAxis))
      if timeline.updates.contains(where: { $0.failure != nil }) { throw ExitCode.failure }
    }
  }
}
