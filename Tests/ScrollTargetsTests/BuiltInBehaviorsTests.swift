import Foundation
import ScrollTargets
import Testing

@Suite("The catalog of built-in behaviors")
struct BuiltInBehaviorsTests {
  @Test("every built-in name the README lists is there, in order")
  func names() {
    #expect(
      BuiltInBehaviors.names == [
        "free", "paging", "boundsPaging", "viewAligned", "basicGrid", "velocityPaging", "distancePaging",
        "horizontalPaging",
        "verticalPaging", "multiPageFling", "thresholdPager",
      ])
  }

  @Test("viewAligned takes a limit and an anchor after colons")
  func options() throws {
    let behavior = try BuiltInBehaviors.behavior(named: "viewAligned:alwaysByOne:center")
    let aligned = try #require(behavior as? ViewAlignedScrollTargetBehavior)
    #expect(aligned.limitBehavior == .alwaysByOne && aligned.anchor == .center)
    #expect(
      (try BuiltInBehaviors.behavior(named: "viewAligned") as? ViewAlignedScrollTargetBehavior)?.limitBehavior
        == .automatic)
  }

  @Test("mistakes are named in the error")
  func errors() {
    #expect(throws: BuiltInLookupError.unknownName("pagin", known: BuiltInBehaviors.names)) {
      try BuiltInBehaviors.behavior(named: "pagin")
    }
    #expect(throws: BuiltInLookupError.unexpectedOption("fast", behavior: "paging")) {
      try BuiltInBehaviors.behavior(named: "paging:fast")
    }
    let error = #expect(throws: BuiltInLookupError.self) {
      try BuiltInBehaviors.behavior(named: "viewAligned:sometimes")
    }
    #expect(error?.description.hasPrefix("'viewAligned' has no option 'sometimes': expected one of automatic") == true)
  }

  @Test("a target's resting offset honours its anchor")
  func restingOffset() {
    let target = ScrollTarget(rect: CGRect(x: 1000, y: 0, width: 100, height: 844), anchor: .center)
    // The rect's centre (1050) on the container's centre (195): offset 855.
    #expect(abs(target.restingOffset(containerSize: portrait).x - 855) < tolerance)
    #expect(abs(ScrollTarget(rect: target.rect).restingOffset(containerSize: portrait).x - 1000) < tolerance)
  }

  @Test("context reads environment values as members")
  func environment() {
    var call = Call(original: 0, proposed: 0)
    call.environment = EnvironmentValues(layoutDirection: .rightToLeft, horizontalSizeClass: .regular)
    let context = call.context
    #expect(context.layoutDirection == .rightToLeft && context.horizontalSizeClass == .regular)
    #expect(context.verticalSizeClass == .regular)
  }
}

@Suite("Built-ins name the part of their rule that decided")
struct DecisionTests {
  @Test(
    "the robust pager's branches",
    arguments: [
      (390.0, 500.0, 3900.0, "under the threshold: back to the grid from the start"),
      (390, 540, 3900, "past the threshold: one page forward, on the grid from the start"),
      (780, 600, 3900, "past the threshold: one page back, on the grid from the end"),
      (3120, 3260, 3900, "past the threshold, within 95 % of the end: the end"),
      (390, 200, 3900, "past the threshold, within 5 % of a page of the start: 0"),
      (507, 300, 4212, "past the threshold: one page back, on the grid from the end, clamped to 0"),
      (0, 0, 300, "content no longer than the container: rest at 0"),
      (500, 500, 3900, "no movement: stay where the gesture began"),
    ])
  func robustPager(original: Double, proposed: Double, content: Double, rule: String) {
    let call = Call(content: CGSize(width: content, height: 844), original: original, proposed: proposed)
    var target = ScrollTarget(rect: CGRect(x: proposed, y: 0, width: 390, height: 844))
    let decision = HorizontalPagingScrollTargetBehavior().decide(target, context: call.context)
    #expect(decision.rule == rule, "\(call)")
    HorizontalPagingScrollTargetBehavior().updateTarget(&target, context: call.context)
    #expect(target.rect.origin == decision.origin)
  }

  @Test("viewAligned says when the limit held it back")
  func viewAligned() {
    let call = Call(original: 780, proposed: 3275, targets: row(39, length: 100))
    let target = ScrollTarget(rect: CGRect(x: 3275, y: 0, width: 390, height: 844))
    #expect(
      ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByOne).decide(target, context: call.context).rule
        == "alwaysByOne: the child nearest the proposal is past the limit: the last child it allows forward")
    #expect(
      MultiPageFlingScrollTargetBehavior().decide(
        target, context: Call(original: 390, proposed: 900, velocity: 2000).context
      ).rule
        == "fling: 2 pages forward")
  }
}
