import Foundation
import ScrollTargets
import Testing

/// `.paging` on 10 portrait pages (390 pt, content 3900) unless a case says otherwise.
@Suite("paging: container-length pages, direction from velocity, at most one page")
struct PagingTests {
  @Test(
    "velocity decides the direction; zero velocity takes the nearest page within one",
    arguments: [
      ("zero velocity, nearer the same page", 390.0, 500.0, 0.0, 390.0),
      ("zero velocity, nearer the next page", 390, 600, 0, 780),
      ("zero velocity, a long slow drag still turns one page", 390, 1500, 0, 780),
      ("slow release forward turns the page", 390, 400, 10, 780),
      ("slow release backward, even with a forward proposal", 390, 450, -10, 0),
      ("fast fling turns one page", 390, 2885, 5000, 780),
      ("mid-animation forward: the next page after the one passed", 500, 700, 800, 780),
      ("mid-animation backward: the page before the one ahead", 500, 300, -800, 390),
      ("start: backward stays at 0", 0, 0, -800, 0),
      ("end: forward stays at the last page", 3510, 3510, 800, 3510),
    ] as [(String, Double, Double, Double, Double)])
  func rule(name: String, original: Double, proposed: Double, velocity: Double, expected: Double) {
    let call = Call(original: original, proposed: proposed, velocity: velocity)
    #expect(abs(call.result(.paging) - expected) < tolerance, "\(name): \(call)")
  }

  @Test("content of 9.49 pages: the last page is flush with the end")
  func partialPage() {
    let content = CGSize(width: 3700, height: 844)  // max offset 3310
    #expect(
      abs(Call(content: content, original: 3120, proposed: 3310, velocity: 800).result(.paging) - 3310) < tolerance)
    #expect(
      abs(Call(content: content, original: 3310, proposed: 3000, velocity: -800).result(.paging) - 3120) < tolerance)
    #expect(abs(Call(content: content, original: 3200, proposed: 3300, velocity: 0).result(.paging) - 3310) < tolerance)
  }

  @Test("content smaller than the container rests at 0")
  func smallContent() {
    let call = Call(content: CGSize(width: 200, height: 844), original: 0, proposed: 0, velocity: 900)
    #expect(abs(call.result(.paging)) < tolerance)
  }

  @Test("landscape pages are 844 pt: a portrait offset snaps to the nearest landscape page")
  func rotation() {
    let call = Call(container: landscape, content: CGSize(width: 3900, height: 390), original: 1170, proposed: 1170)
    #expect(abs(call.result(.paging) - 844) < tolerance)
  }

  @Test("both axes page independently, each by its own velocity")
  func bothAxes() {
    let context = ScrollTargetBehaviorContext(
      originalTarget: ScrollTarget(rect: CGRect(x: 390, y: 844, width: 390, height: 844)),
      velocity: CGVector(dx: 800, dy: -800), contentSize: CGSize(width: 3900, height: 8440),
      containerSize: portrait, axes: [.horizontal, .vertical])
    var target = ScrollTarget(rect: CGRect(x: 789, y: 445, width: 390, height: 844))
    PagingScrollTargetBehavior().updateTarget(&target, context: context)
    #expect(abs(target.rect.minX - 780) < tolerance && abs(target.rect.minY) < tolerance, "\(target.rect)")
  }

  @Test("vertical only: y pages by the height, x is left alone")
  func vertical() {
    let call = Call(
      content: CGSize(width: 390, height: 8440), axes: .vertical, original: 844, proposed: 900, velocity: 300)
    #expect(abs(call.result(.paging) - 1688) < tolerance)
  }
}
