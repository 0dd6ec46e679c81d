import Foundation
import ScrollTargets
import Testing

/// The robust pager on 10 portrait pages (390 pt, content 3900, max offset 3510)
/// unless a case says otherwise. Expected offsets are worked by hand from the rule.
@Suite("horizontalPaging: a third of min(page, remaining), flush ends, 5 % magnets")
struct HorizontalPagingTests {
  @Test(
    "settles by the distance travelled, not by speed",
    arguments: [
      // name, original, proposed, velocity, expected
      ("zero velocity, under a third: back to the page", 390.0, 500.0, 0.0, 390.0),
      ("zero velocity, over a third: next page", 390, 540, 0, 780),
      ("exactly a third (130 pt) is not over it", 390, 520, 0, 390),
      ("slow release backward past a third", 780, 600, -80, 390),
      ("fast fling moves one page only", 390, 1887, 3000, 780),
      ("fast fling backward moves one page only", 1950, 0, -9000, 1560),
      ("no movement stays put, even off the grid", 500, 500, 0, 500),
    ] as [(String, Double, Double, Double, Double)])
  func travelRule(name: String, original: Double, proposed: Double, velocity: Double, expected: Double) {
    let call = Call(original: original, proposed: proposed, velocity: velocity)
    #expect(abs(call.result(.horizontalPaging) - expected) < tolerance, "\(name): \(call)")
  }

  @Test("content no wider than the container rests at 0")
  func smallContent() {
    for width in [100.0, 389, 390] {
      let call = Call(content: CGSize(width: width, height: 844), original: 0, proposed: 0, velocity: 500)
      #expect(abs(call.result(.horizontalPaging)) < tolerance, "\(call)")
    }
  }

  @Test("both ends: magnets at 5 % of a page from the start and 95 % of the max offset")
  func ends() {
    // Backward from page 1 past the threshold: 0, and bounded there.
    #expect(abs(Call(original: 390, proposed: 200).result(.horizontalPaging)) < tolerance)
    // Forward from page 8 with 140 pt (> 130): 3510, the last page.
    #expect(abs(Call(original: 3120, proposed: 3260).result(.horizontalPaging) - 3510) < tolerance)
    // Already at the end, proposal clamped to the end: stays.
    #expect(abs(Call(original: 3510, proposed: 3510, velocity: 2000).result(.horizontalPaging) - 3510) < tolerance)
    // 100 pages: 95 % of the max offset (38610) is 36679.5, so turning one
    // page forward from page 94 lands on the last page, 5 pages on.
    let long = Call(content: CGSize(width: 39000, height: 844), original: 36660, proposed: 36860)
    #expect(abs(long.result(.horizontalPaging) - 38610) < tolerance)
  }

  @Test("content of 9.49 pages lands flush: a grid from the start forward, from the end backward")
  func partialPage() {
    let content = CGSize(width: 3700, height: 844)  // max offset 3310
    let cases: [(Double, Double, Double)] = [
      (2730, 2900, 3120),  // forward on the start grid
      (3120, 3310, 3310),  // forward into the short last page: flush end (3310 >= 95 % of 3310)
      (3310, 3100, 2920),  // backward: a grid counted from the end (3310 - 390)
      (2920, 2700, 2530),  // and on along that grid
      (2530, 2700, 2730),  // forward again rejoins the start grid: 200 pt, not a page
    ]
    for (original, proposed, expected) in cases {
      let call = Call(content: content, original: original, proposed: proposed)
      #expect(abs(call.result(.horizontalPaging) - expected) < tolerance, "\(call)")
    }
  }

  @Test("the grid from the end never reaches below 0: the final clamp")
  func endGridClamp() {
    // Max offset 3822 (9.8 pages). From 507 back past the threshold: 117,
    // which counted from the end rounds to 3822 - 10 * 390 = -78; clamped to 0.
    let call = Call(content: CGSize(width: 4212, height: 844), original: 507, proposed: 300)
    #expect(abs(call.result(.horizontalPaging)) < tolerance)
  }

  @Test("a gesture begun mid-animation lands back on the page grid")
  func midAnimation() {
    // In flight at 500, dragged 200 forward: 890, rounded to page 2.
    #expect(abs(Call(original: 500, proposed: 700).result(.horizontalPaging) - 780) < tolerance)
    // In flight at 500, nudged 50 forward (under the threshold): floor to page 1.
    #expect(abs(Call(original: 500, proposed: 550).result(.horizontalPaging) - 390) < tolerance)
  }

  @Test("rotation from portrait to landscape of container-wide pages loses a page")
  func rotation() {
    // Page 3 of 10 in portrait (1170). In landscape the pages are 844 wide and
    // the scroll view proposes page 3 there (2532); the rule sees a 1362 pt
    // forward move from 1170, turns one landscape page (2014) and rounds to page 2.
    let call = Call(container: landscape, content: CGSize(width: 8440, height: 390), original: 1170, proposed: 2532)
    #expect(abs(call.result(.horizontalPaging) - 1688) < tolerance)
    // With content that keeps its width the offset is kept: off the landscape grid.
    let fixed = Call(container: landscape, content: CGSize(width: 3900, height: 390), original: 1170, proposed: 1170)
    #expect(abs(fixed.result(.horizontalPaging) - 1170) < tolerance)
  }

  @Test("only x moves; verticalPaging is the same rule on y")
  func axes() {
    var target = ScrollTarget(rect: CGRect(x: 540, y: 77, width: 390, height: 844))
    let context = Call(original: 390, proposed: 540).context
    HorizontalPagingScrollTargetBehavior().updateTarget(&target, context: context)
    #expect(abs(target.rect.minY - 77) < tolerance)
    let cases: [(Double, Double, Double)] = [
      (844, 1200, 1688), (844, 1000, 844), (1688, 1300, 844), (7596, 7596, 7596),
    ]
    for (original, proposed, expected) in cases {
      let call = Call(
        content: CGSize(width: 390, height: 8440), axes: .vertical, original: original, proposed: proposed)
      #expect(abs(call.result(.verticalPaging) - expected) < tolerance, "\(call)")
    }
  }
}
