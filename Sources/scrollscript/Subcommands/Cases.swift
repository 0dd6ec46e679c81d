import ArgumentParser
import BehaviorRunning
import CommandOptions
import Foundation
import ScrollFormats
import ScrollTargets

extension ScrollScript {
  struct Cases: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write generated cases as JSON Lines, for run --cases.",
      discussion: """
        The cases compare generates (devices, content lengths, starts, velocities, children, directions), \
        one case line each, the same for the same seed. --without-children drops the children's frames, \
        for lines of a few hundred bytes.
        """)

    @Option(help: "How many cases to write.")
    var count = 10_000

    @Option(help: "The seed of the generated cases.")
    var seed: UInt64 = 1

    @Option(help: "Generate cases on this axis only: horizontal or vertical.")
    var axis: Axis?

    @Flag(help: "Leave out the children's frames (context.targets).")
    var withoutChildren = false

    func validate() throws {
      guard count >= 0 else { throw ValidationError("--count must not be negative") }
    }

    func run() throws {
      let generator = CaseGenerator(seed: seed, axis: axis)
      let output = LineOutput.standardOutput()
      for index in 0..<count {
        var testCase = generator.generate(index).testCase
        if withoutChildren { testCase.context.targets = [] }
        output.appendLine(testCase.json)
      }
      output.flush()
    }
  }
}
