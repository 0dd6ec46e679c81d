import Foundation
import ScrollTargets
import Testing

/// Behaviors written as for SwiftUI (in `SwiftUIStyle/`) compile against this
/// module unchanged and give the results their rules promise.
@Suite("SwiftUI-style behaviors compile and run unchanged")
struct SwiftUICompatibilityTests {
  @Test("the velocity pager matches velocityPaging on every case")
  func velocityPager() {
    for (original, proposed, velocity) in [(390.0, 500.0, 0.0), (390, 400, 5), (390, 300, -300), (500, 700, 800)] {
      let call = Call(original: original, proposed: proposed, velocity: velocity)
      #expect(abs(call.result(.velocityPager) - call.result(.velocityPaging)) < tolerance, "\(call)")
    }
  }

  @Test("the distance pager matches distancePaging on every case")
  func distancePager() {
    for (original, proposed) in [(390.0, 500.0), (390, 540), (390, 520), (390, 200), (500, 700)] {
      let call = Call(original: original, proposed: proposed)
      #expect(abs(call.result(DistancePager()) - call.result(.distancePaging)) < tolerance, "\(call)")
    }
  }

  @Test("a restatement of Apple's documented grid example matches basicGrid")
  func documentedGrid() {
    for (width, proposed) in [(390.0, 100.0), (375, 100), (844, 500), (390, 19.5)] {
      let call = Call(container: CGSize(width: width, height: 844), original: 0, proposed: proposed)
      #expect(abs(call.result(DocumentedGrid()) - call.result(.basicGrid)) < tolerance, "\(call)")
    }
  }

  @Test("the vertical pager pages by height and reports its properties")
  func verticalPager() {
    let call = Call(content: CGSize(width: 390, height: 8440), axes: .vertical, original: 844, proposed: 1200)
    #expect(abs(call.result(VerticalPager()) - 1688) < tolerance)
    #expect(VerticalPager().properties(context: call.context.propertiesContext).limitsScrolls)
    #expect(!FreeScrollTargetBehavior().properties(context: call.context.propertiesContext).limitsScrolls)
  }
}
