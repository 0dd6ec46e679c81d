import Foundation
import ScrollTargets
import Testing

@Suite("The catalog of built-in behaviors")
struct BuiltInBehaviorsTests {
  @Test("every name of DESIGN.md section 2 is there, in order")
  func names() {
    #expect(
      BuiltInBehaviors.names == [
        "free", "paging", "viewAligned", "basicGrid", "velocityPaging", "distancePaging", "horizontalPaging",
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
