import BehaviorRunning
import Foundation
import LuaBehaviors
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import TestSupport
import Testing

@testable import PropertyChecking

/// A row of cards, and the calls `advances` judges on it.
enum Cards {
  /// Offsets closer than this are the same (pt): the properties' tolerance.
  static let tolerance = 0.01

  /// Ten cards of 300 pt, 10 pt apart, in a 390 pt container: content 3090 pt,
  /// so the last card's edge (2790) clamps to the end (2700).
  static func context(start: Double, velocity: Double) -> ScrollTargetBehaviorContext {
    let frames = (0..<10).map { CGRect(x: Double($0) * 310, y: 0, width: 300, height: 844) }
    return ScrollTargetBehaviorContext(
      originalTarget: ScrollTarget(rect: CGRect(x: start, y: 0, width: 390, height: 844)),
      velocity: CGVector(dx: velocity, dy: 0), contentSize: CGSize(width: 3090, height: 844),
      containerSize: CGSize(width: 390, height: 844), targets: frames)
  }

  /// The stops of the row: 0, 310, …, 2480, and the end, 2700.
  static let stops = [0, 310, 620, 930, 1240, 1550, 1860, 2170, 2480, 2700.0]

  /// The release speeds tried, each way (pt/s): at the threshold, and well over it.
  static let velocities = [300, 800, 3000, -300, -800, -3000.0]

  /// A fling from rest on each card at each velocity, proposing about where
  /// the normal deceleration coasts (half the velocity in points, clamped),
  /// as `behavior` resolves it.
  static func flings(_ behavior: any ScrollTargetBehavior) throws -> [PropertyCall] {
    var calls: [PropertyCall] = []
    for start in stops {
      for velocity in velocities {
        let context = context(start: start, velocity: velocity)
        let coast = min(max(start + velocity / 2, 0), 2700)
        var target = ScrollTarget(rect: CGRect(x: coast, y: 0, width: 390, height: 844))
        let testCase = TargetCase(target: target, context: context)
        try behavior.resolveTarget(&target, context: context)
        calls.append(PropertyCall(testCase: testCase, result: target))
      }
    }
    return calls
  }

  static func carousel(_ file: String) throws -> LuaScrollTargetBehavior {
    try LuaScrollTargetBehavior(path: plantedPath(file))
  }
}

@Suite("advances: a fling from rest on a stop turns at least one stop")
struct AdvancesTests {
  let property = Advances(300, .children(nil))

  @Test("a carousel that turns to the next card holds advances(300, children) on ten 300 pt cards 10 pt apart")
  func carouselHolds() throws {
    let calls = try Cards.flings(Cards.carousel("card_carousel.lua"))
    #expect(calls.count == 60)
    for call in calls {
      #expect(property.judge(call) == nil, "\(call.testCase.json)")
      // It holds for the right reason: each fling rests on the next card its way (or stays at an end).
      let from = try #require(Cards.stops.firstIndex(of: call.start.x))
      let next = min(max(from + (call.context.velocity.dx > 0 ? 1 : -1), 0), Cards.stops.count - 1)
      #expect(abs(call.landed.x - Cards.stops[next]) <= Cards.tolerance, "\(call.testCase.json)")
    }
  }

  @Test("a carousel whose backward flick never leaves its card fails advances(300, children), naming the stop")
  func backwardFlickStays() throws {
    let calls = try Cards.flings(Cards.carousel("backward_flick_stays.lua"))
    let violations = calls.compactMap { call in property.judge(call).map { (call, $0) } }
    // Every backward fling but the ones from the first card, and nothing else.
    #expect(violations.count == 9 * 3)
    #expect(violations.allSatisfy { $0.0.context.velocity.dx < 0 && $0.0.start.x > 0 })
    let fromThree = try #require(violations.first { $0.0.start.x == 930 && $0.0.context.velocity.dx == -800 })
    #expect(
      fromThree.1.message
        == "a fling of -800 pt/s from stop 3 (x = 930) rests at x = 930, on stop 3: it did not advance to stop 2 (620)")
    #expect(fromThree.1.offset == 930 && fromThree.1.nearest == 620)
  }

  @Test("check finds the slip on generated scenarios, and the careful carousel holds on generated cases")
  func generated() throws {
    let properties: [any BehaviorProperty] = [property, LandsOn(.children(nil))]
    let careful = try propertyReport(properties, axis: .horizontal) { try Cards.carousel("card_carousel.lua") }
    #expect(careful.passed, "\(careful.text(behavior: "card_carousel.lua"))")
    let slip = try propertyReport(properties, axis: .horizontal) { try Cards.carousel("backward_flick_stays.lua") }
    #expect(slip.violations.map(\.property.name) == ["advances(300, children)"])
    let message = try #require(slip.violations.first?.breach?.violation.message)
    #expect(message.contains(": it did not advance to stop "), "\(message)")
  }

  @Test("advances judges only flings at its speed or faster, from a stop, with a stop to go to")
  func whatIsJudged() throws {
    // A rule that never moves: every call it is judged on breaks it.
    /// The case of a fling from `start` whose proposal lies `travel` pt on (by default, half the velocity's way).
    func fling(start: Double, velocity: Double, travel: Double? = nil) -> TargetCase {
      let context = Cards.context(start: start, velocity: velocity)
      var target = context.originalTarget
      target.rect.origin.x += travel ?? velocity / 2
      return TargetCase(target: target, context: context)
    }
    func stays(
      start: Double, velocity: Double, travel: Double? = nil, cause: TargetUpdate.Cause = .gesture,
      inScenario: Bool = false
    ) -> Violation? {
      let testCase = fling(start: start, velocity: velocity, travel: travel)
      return property.judge(
        PropertyCall(
          testCase: testCase, result: testCase.context.originalTarget, cause: cause, inScenario: inScenario))
    }
    #expect(stays(start: 930, velocity: 300) != nil)
    #expect(stays(start: 930, velocity: -300) != nil)
    #expect(stays(start: 930.009, velocity: 300) != nil, "on the stop, within the tolerance")
    #expect(stays(start: 930, velocity: 299.9) == nil, "slower than its speed")
    #expect(stays(start: 930, velocity: 0) == nil)
    #expect(stays(start: 1000, velocity: 800) == nil, "off the stops: the view was in flight")
    #expect(stays(start: 1000, velocity: 800, inScenario: true) == nil, "in a scenario too")
    #expect(stays(start: 930, velocity: 800, inScenario: true) != nil)
    #expect(stays(start: 0, velocity: -800) == nil, "no stop lies before the first")
    #expect(stays(start: 2700, velocity: 800) == nil, "no stop lies past the end")
    #expect(stays(start: 2700, velocity: -800) != nil)
    #expect(stays(start: 930, velocity: 800, cause: .resize) == nil, "a resize is not a fling")
    // A fling proposed to rest behind its start, or on it (the finger dragged back further), turns no card.
    #expect(stays(start: 930, velocity: 800, travel: -50) == nil && stays(start: 930, velocity: 800, travel: 0) == nil)
    #expect(stays(start: 930, velocity: 800, travel: 20) != nil, "a proposal the fling's way is judged, however short")
    // Resting further than one stop on is advancing; short of the next stop, by more than the tolerance, is not.
    let testCase = fling(start: 930, velocity: 800)
    func rests(at x: Double) -> Violation? {
      property.judge(
        PropertyCall(testCase: testCase, result: ScrollTarget(rect: CGRect(x: x, y: 0, width: 390, height: 844))))
    }
    #expect(rests(at: 1860) == nil && rests(at: 1239.995) == nil)
    let short = try #require(rests(at: 1100))
    #expect(
      short.message
        == "a fling of 800 pt/s from stop 3 (x = 930) rests at x = 1100, between stops 3 and 4: it did not advance to stop 4 (1240)"
    )
    #expect(property.name == "advances(300, children)")
  }
}
