import Foundation
import ScrollTargets
import Testing

/// The first two pagers of Fatbobman's "Mastering SwiftUI Scrolling: Implementing
/// Custom Paging" (2025) and Apple's grid example, on portrait pages of 390 pt.
@Suite("velocityPaging, distancePaging, basicGrid")
struct SimplePagerTests {
  @Test(
    "velocityPaging: one page in the sign of velocity.dx, the proposal untouched at zero",
    arguments: [
      ("zero velocity keeps the proposal, mid-page", 390.0, 500.0, 0.0, 500.0),
      ("slow release forward", 390, 400, 5, 780),
      ("fast fling forward: still one page", 390, 3000, 5000, 780),
      ("backward", 390, 300, -300, 0),
      ("mid-animation: counts from the in-flight offset", 500, 700, 800, 890),
      ("no clamping at the start", 0, 0, -500, -390),
    ] as [(String, Double, Double, Double, Double)])
  func velocityPaging(name: String, original: Double, proposed: Double, velocity: Double, expected: Double) {
    let call = Call(original: original, proposed: proposed, velocity: velocity)
    #expect(abs(call.result(.velocityPaging) - expected) < tolerance, "\(name): \(call)")
  }

  @Test(
    "distancePaging: a page when the travel passes a third of the container, else back",
    arguments: [
      ("zero velocity, under a third: back", 390.0, 500.0, 0.0, 390.0),
      ("zero velocity, over a third", 390, 540, 0, 780),
      ("exactly a third is not over it", 390, 520, 0, 390),
      ("fast fling: one page", 390, 2885, 5000, 780),
      ("backward", 390, 200, -100, 0),
      ("mid-animation: drifts off the grid", 500, 700, 800, 890),
      ("no clamping past the end", 3510, 3700, 900, 3900),
    ] as [(String, Double, Double, Double, Double)])
  func distancePaging(name: String, original: Double, proposed: Double, velocity: Double, expected: Double) {
    let call = Call(original: original, proposed: proposed, velocity: velocity)
    #expect(abs(call.result(.distancePaging) - expected) < tolerance, "\(name): \(call)")
  }

  @Test(
    "basicGrid: x to multiples of round(width / 10), halves away from zero",
    arguments: [
      (390.0, 100.0, 117.0),  // grid 39: 100 / 39 = 2.56 -> 3
      (390, 19.5, 39),  // a half rounds up
      (375, 100, 114),  // grid round(37.5) = 38: 100 / 38 = 2.63 -> 3
      (844, 500, 504),  // landscape: grid round(84.4) = 84, 500 / 84 = 5.95 -> 6
      (4, 3.3, 3.3),  // grid 0: unchanged
    ])
  func basicGrid(width: Double, proposed: Double, expected: Double) {
    let call = Call(container: CGSize(width: width, height: 844), original: 0, proposed: proposed)
    #expect(abs(call.result(.basicGrid) - expected) < tolerance, "\(call)")
  }

  @Test("basicGrid leaves y alone, even on a vertical scroll view")
  func basicGridVertical() {
    var target = ScrollTarget(rect: CGRect(x: 100, y: 333, width: 390, height: 844))
    let context = Call(axes: .vertical, original: 0, proposed: 333).context
    BasicGridScrollTargetBehavior().updateTarget(&target, context: context)
    #expect(abs(target.rect.minX - 117) < tolerance && abs(target.rect.minY - 333) < tolerance)
  }
}
