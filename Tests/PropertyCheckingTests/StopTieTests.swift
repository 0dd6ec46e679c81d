import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import Testing

@testable import PropertyChecking

/// Where an offset is equally near two stops, within the tolerance, either is its nearest.
@Suite("Ties: halfway between two stops, either is the nearest")
struct StopTieTests {
  /// Seven 390 pt pages (0, 390, …, 2340); a gesture from `start` that rests at `rest`.
  static func gesture(from start: Double, to rest: Double) -> PropertyCall {
    let context = ScrollTargetBehaviorContext(
      originalTarget: ScrollTarget(rect: CGRect(x: start, y: 0, width: 390, height: 844)),
      velocity: CGVector(dx: rest > start ? 500 : -500, dy: 0), contentSize: CGSize(width: 2730, height: 844),
      containerSize: CGSize(width: 390, height: 844))
    return PropertyCall(
      testCase: TargetCase(target: context.originalTarget, context: context),
      result: ScrollTarget(rect: CGRect(x: rest, y: 0, width: 390, height: 844)))
  }

  @Test("nearestIndices: one stop, or both of a tie within the tolerance, on regular and listed stops")
  func nearestIndices() {
    let pages = StopLine(step: 390, maxOffset: 2340)
    #expect(pages.nearestIndices(to: 400) == 1...1)
    #expect(pages.nearestIndices(to: 195) == 0...1)
    #expect(pages.nearestIndices(to: 975.004) == 2...3, "within the tolerance of a tie")
    #expect(pages.nearestIndices(to: 974.98) == 2...2)
    #expect(pages.nearestIndices(to: -50) == 0...0 && pages.nearestIndices(to: 9999) == 6...6)
    let listed = StopLine(offsets: [0, 100, 300])
    #expect(listed.nearestIndices(to: 200) == 1...2 && listed.nearestIndices(to: 150) == 1...1)
    #expect(pages.nearestIndex(to: 195) == 0, "nearestIndex keeps the earlier of a tie")
  }

  @Test("atMost(1, pages) from halfway between two pages accepts a page on from either, and rejects two from both")
  func atMostAtATie() throws {
    let property = AtMost(1, .pages)
    // 975 is halfway between page 2 (780) and page 3 (1170).
    for rest in [390.0, 780, 1170, 1560] {
      #expect(property.judge(Self.gesture(from: 975, to: rest)) == nil, "975 to \(rest)")
    }
    // A careful pager that rounds 195 up to page 1 and turns one page on.
    #expect(property.judge(Self.gesture(from: 195, to: 780)) == nil)
    #expect(property.judge(Self.gesture(from: 195, to: 0)) == nil)
    // Where it rests may be a tie too: 1755 is as near page 4 as page 5.
    #expect(property.judge(Self.gesture(from: 975, to: 1755)) == nil)
    #expect(property.judge(Self.gesture(from: 975, to: 0)) != nil)
    let forward = try #require(property.judge(Self.gesture(from: 975, to: 1950)))
    #expect(
      forward.message
        == "passes 2 stops: from stop 3 (x = 1170), one of 2 equally near the start, to stop 5 (1950)")
    #expect(forward.nearest == 1560)
    #expect(property.judge(Self.gesture(from: 975, to: 2145)) != nil, "a tie of pages 5 and 6 is two on from 3")
    // Past the tolerance there is no tie: 974.98 is nearest page 2 alone.
    #expect(property.judge(Self.gesture(from: 974.98, to: 1560)) != nil)
  }

  @Test("landsOn names both stops of a tie")
  func landsOnTie() throws {
    let violation = try #require(LandsOn(.pages).judge(Self.gesture(from: 390, to: 585)))
    #expect(violation.message.hasPrefix("rests at x = 585, 195 pt from the nearest stops (390 and 780), "))
    let single = try #require(LandsOn(.pages).judge(Self.gesture(from: 390, to: 500)))
    #expect(single.message.hasPrefix("rests at x = 500, 110 pt from the nearest stop (390), "))
  }

  /// Rests wherever it was told to, on every call.
  struct RestsAt: ScrollTargetBehavior {
    var x: Double
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) { target.rect.origin.x = x }
  }

  @Test("keepsPlaceOnResize accepts either stop of a tie the view rested on before the resize")
  func keepsPlaceAtATie() throws {
    // Children whose stops are 0.015 pt apart: 0.0075 lies on both, as near one as the other.
    let frames = [0, 0.015, 400].map { CGRect(x: $0, y: 0, width: 100, height: 844) }
    let scenario = Scenario(
      containerSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 1000, height: 844),
      start: CGPoint(x: 0.0075, y: 0), targets: frames,
      steps: [.resize(CGSize(width: 500, height: 844), content: nil)])
    let property = KeepsPlaceOnResize(.children(nil))
    func violation(restingAt x: Double) -> Violation? {
      let run = Trials(behavior: RestsAt(x: x), properties: [property]).run(scenario)
      #expect(run.calls.map { $0.cause } == [TargetUpdate.Cause.resize])
      return property.judge(run)
    }
    #expect(violation(restingAt: 0) == nil)
    #expect(violation(restingAt: 0.015) == nil, "the upper stop of the tie")
    #expect(violation(restingAt: 400) != nil)
  }
}
