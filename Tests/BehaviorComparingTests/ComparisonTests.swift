import BehaviorComparing
import BehaviorLoading
import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import Testing

/// The robust pager with a quarter instead of a third: the kind of slip a comparison must catch.
struct QuarterThresholdPager: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let page = context.containerSize.width
    let start = context.originalTarget.rect.minX
    let travelled = target.rect.minX - start
    guard context.contentSize.width > page, travelled != 0 else {
      HorizontalPagingScrollTargetBehavior().updateTarget(&target, context: context)
      return
    }
    let remaining = travelled > 0 ? context.contentSize.width - context.originalTarget.rect.maxX : start
    if abs(travelled) > min(remaining, page) / 4, abs(travelled) <= min(remaining, page) / 3 {
      // Where the reference snaps back, this one turns the page.
      target.rect.origin.x = start + (travelled > 0 ? page : -page)
    }
    HorizontalPagingScrollTargetBehavior().updateTarget(&target, context: context)
  }
}

@Suite("Comparing a behavior with its reference")
struct ComparisonTests {
  let reference: BehaviorFactory = { HorizontalPagingScrollTargetBehavior() }

  @Test("a behavior agrees with itself on every generated case")
  func selfAgreement() throws {
    let report = try Comparison(reference: reference, candidate: reference).run(CaseGenerator(seed: 1), count: 5000)
    #expect(report.cases == 5000 && report.passed)
    #expect((report.worst?.difference ?? 0) == 0)
  }

  @Test("a changed threshold is caught, and the shrunk case reproduces it")
  func catchesChangedRule() throws {
    let comparison = Comparison(reference: reference, candidate: { QuarterThresholdPager() })
    let report = try comparison.run(CaseGenerator(seed: 3), count: 20_000)
    #expect(report.disagreements > 0)
    let first = try #require(report.firstDisagreement)
    let shrunk = Shrinker.shrink(first.testCase) {
      comparison.disagrees(
        on: $0, reference: HorizontalPagingScrollTargetBehavior(), candidate: QuarterThresholdPager())
    }
    #expect(
      comparison.disagrees(
        on: shrunk, reference: HorizontalPagingScrollTargetBehavior(), candidate: QuarterThresholdPager()))
    // Small and round: one axis, no children, whole-point offsets.
    #expect(shrunk.context.axes == .horizontal && shrunk.context.targets.isEmpty)
    #expect(shrunk.context.originalTarget.rect.minX == shrunk.context.originalTarget.rect.minX.rounded())
    let command = Reproduction.command(for: shrunk, behavior: "horizontalPaging")
    #expect(command.hasPrefix("scrollscript run horizontalPaging --container "), "\(command)")
    // The command's numbers rebuild the very case.
    #expect(command.contains("--proposed \(Double(shrunk.target.rect.minX).formatted)"))
  }

  @Test("the report is the same for one worker and for two")
  func deterministic() throws {
    let comparison = Comparison(reference: reference, candidate: { QuarterThresholdPager() })
    let one = try comparison.run(CaseGenerator(seed: 9), count: 4000, workers: 1)
    let two = try comparison.run(CaseGenerator(seed: 9), count: 4000, workers: 2)
    #expect(one.disagreements == two.disagreements && one.firstDisagreementIndex == two.firstDisagreementIndex)
    #expect(one.worst?.index == two.worst?.index && one.worst?.difference == two.worst?.difference)
    #expect(one.hotspots.map(\.trait) == two.hotspots.map(\.trait))
  }

  @Test("progress counts the cases done, never more than there are")
  func progress() throws {
    let seen = ProgressLog()
    _ = try Comparison(reference: reference, candidate: reference)
      .run(CaseGenerator(seed: 2), count: 10_000, workers: 2) { seen.record($0) }
    let values = seen.values
    #expect(values.max() ?? 0 <= 10_000 && (values.max() ?? 0) >= 10_000 - 2 * 1024, "\(values)")
  }

  @Test("generated cases are valid, varied and the same for the same seed and index")
  func generator() throws {
    let generator = CaseGenerator(seed: 5)
    #expect(generator.generate(17).testCase.json == generator.generate(17).testCase.json)
    var traits = Set<String>()
    for index in 0..<2000 {
      let generated = generator.generate(index)
      traits.formUnion(generated.traits.values)
      // Every generated case is one a case file could hold.
      _ = try TargetCase(json: Data(generated.testCase.json.utf8))
      let context = generated.testCase.context
      for axis in context.axes.members {
        let proposed = generated.testCase.target.rect.origin[axis]
        #expect(proposed >= 0 && proposed <= context.maxOffset(on: axis))
      }
    }
    for trait in [
      "smaller than the container", "equal to the container", "whole pages", "partial last page", "mid-animation",
      "on a page", "at the end", "zero velocity", "tiny velocity", "huge velocity", "many children", "few children",
      "vertical", "both axes", "right to left", "tablet landscape", "phone portrait",
    ] {
      #expect(traits.contains(trait), "\(trait)")
    }
  }

  @Test("the shrinker keeps only changes that still fail")
  func shrinker() throws {
    let start = CaseGenerator(seed: 11).generate(3).testCase
    // A predicate that holds only while the container stays wider than 500 pt: shrinking must not cross it.
    let shrunk = Shrinker.shrink(start) { $0.context.containerSize.width > 500 }
    #expect(start.context.containerSize.width <= 500 || shrunk.context.containerSize.width > 500)
    #expect(shrunk.context.environment == EnvironmentValues())
  }
}

/// Progress values reported from the workers.
private final class ProgressLog: @unchecked Sendable {
  private let lock = NSLock()
  private var seen: [Int] = []
  func record(_ value: Int) { lock.withLock { seen.append(value) } }
  var values: [Int] { lock.withLock { seen } }
}
