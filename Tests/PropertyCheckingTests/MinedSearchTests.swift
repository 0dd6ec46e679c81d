import BehaviorRunning
import Foundation
import LuaBehaviors
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import TestSupport
import Testing

@testable import PropertyChecking

@Suite("The search around a script's numbers and by coverage")
struct MinedSearchTests {
  @Test("mined cases put each constant just below, on and just above itself, as a velocity of either sign")
  func minedVelocities() {
    let mined = MinedCaseGenerator(seed: 1, constants: [733, 733.9])
    let speeds = (0..<2000).map { mined.generate($0).context.velocity.dx }
    // 733.05 and 733.85 lie in the open band (733, 733.9); the random generator draws whole pt/s.
    #expect(speeds.contains { abs($0) > 733 && abs($0) < 733.9 && $0 > 0 })
    #expect(speeds.contains { abs($0) > 733 && abs($0) < 733.9 && $0 < 0 })
    #expect(speeds.contains { abs(abs($0) - 734) < 1e-9 } && speeds.contains { abs(abs($0) - 732) < 1e-9 })
    // Case i is the same whoever makes it.
    let again = MinedCaseGenerator(seed: 1, constants: [733, 733.9])
    #expect((0..<50).allSatisfy { again.generate($0).context.velocity == mined.generate($0).context.velocity })
  }

  @Test("mined cases also use the scene's own lengths: offsets at the content's end")
  func sceneLengths() {
    let mined = MinedCaseGenerator(seed: 3, constants: [])
    let cases = (0..<2000).map { mined.generate($0) }
    let atEnd = cases.filter { testCase in
      let axis = testCase.context.axes.primary
      let end = OffsetRange(
        content: testCase.context.contentSize, container: testCase.context.containerSize, axis: axis
      )
      .upperBound
      return end > 2 && abs(testCase.context.originalTarget.rect.origin[axis] - (end - 1)) < 1e-9
    }
    #expect(!atEnd.isEmpty, "a start 1 pt before the end")
  }

  @Test("a script counts the line pairs its calls reach only while asked, and another branch reaches others")
  func lineCoverage() throws {
    let source = """
      function updateTarget(target, context)
        if context.velocity.dx > 0 then
          target.rect.origin.x = 100
        else
          target.rect.origin.x = 0
        end
      end
      """
    let script = try LuaScrollTargetBehavior(source: source, path: "branch.lua")
    let layout = Scene.Layout(
      boundsSize: CGSize(width: 390, height: 844), containerSize: CGSize(width: 390, height: 844),
      contentSize: CGSize(width: 1560, height: 844), targets: [], axes: .horizontal,
      environment: EnvironmentValues(), decelerationRate: .normal)
    func reached(_ speed: Double) -> [UInt32] {
      var target = layout.target(at: .zero)
      script.updateTarget(&target, context: layout.context(original: .zero, velocity: CGVector(dx: speed, dy: 0)))
      return script.takeLinesReached()
    }
    #expect(reached(500).isEmpty, "not counted by default")
    script.countsLines = true
    let forward = Set(reached(500))
    let backward = Set(reached(-500))
    #expect(!forward.isEmpty && !backward.isEmpty)
    #expect(forward != backward)
    #expect(Set(reached(500)) == forward, "the same call reaches the same pairs")
    script.countsLines = false
    #expect(reached(500).isEmpty)
  }

  @Test("the corpus keeps, in order, the gestures that reach a new line pair or bucket, and mutates only those")
  func corpusKeeps() {
    let cases = CaseGenerator(seed: 5)
    var corpus = CoverageCorpus(seed: 5, cases: cases, mined: MinedCaseGenerator(seed: 5, constants: [300]))
    let seeds = corpus.next(4, from: 0)
    #expect(seeds == corpus.next(4, from: 0), "gesture i of a seed is always the same")
    // The third reaches nothing new (a pair the first reached); the fourth a new bucket of it.
    corpus.keep(seeds, reaching: [[8, 16], [24], [16], [17]])
    #expect(corpus.kept == [seeds[0], seeds[1], seeds[3]])
    let mutants = corpus.next(CoverageCorpus.round, from: 64)
    #expect(mutants.count == CoverageCorpus.round)
    // Every mutant is a variant of a kept gesture: it keeps the scene's container.
    let containers = Set(corpus.kept.map { $0.layout.containerSize.width })
    #expect(mutants.allSatisfy { containers.contains($0.layout.containerSize.width) })
    #expect(Set(mutants).count > CoverageCorpus.round / 2, "mutants differ")
  }

  @Test("the coverage phase's gestures and the report do not depend on the number of workers")
  func workersAgree() throws {
    let path = plantedPath("band_pager.lua")
    let constants = ScriptNumbers.lua(try Data(contentsOf: URL(fileURLWithPath: path)))
    let reports = try [1, 2, 3].map { workers in
      var check = PropertyCheck(properties: [AtMost(1, .pages), LandsOn(.pages)], axis: .horizontal)
      check.gestures = 3000
      check.scenarios = 100
      check.constants = constants
      check.timeLimit = 120
      return try check.run({ try LuaScrollTargetBehavior(path: path) }, workers: workers)
    }
    let found = reports.map { report in
      report.violations.map {
        "\($0.breach!.origin) \(PropertyReport.reproduction(of: $0.breach!.counterexample, behavior: "x", property: "p"))"
      }
    }
    #expect(found[0] == found[1] && found[1] == found[2])
    #expect(found[0].count == 1)
    let counts = reports.map { $0.sources.map(\.cases) }
    #expect(counts[0] == counts[1] && counts[1] == counts[2])
    #expect(reports[0].sources.map(\.name) == ["random", "constants", "coverage", "random", "constants"])
  }
}

func plantedPath(_ name: String) -> String {
  packageRoot.appendingPathComponent("Tests/PropertyCheckingTests/Fixtures/planted/\(name)").path
}
