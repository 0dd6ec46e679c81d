import Foundation
import ScrollTargets
import Testing

/// `.multiPageFling` on 10 portrait pages (390 pt) unless a case says otherwise.
@Suite("multiPageFling: pages grow with speed up to 4, never against the fling")
struct MultiPageFlingTests {
  @Test(
    "speed to pages: below 300 none, then one more page per 1500 pt/s, capped at 4",
    arguments: [(0.0, 0), (299, 0), (300, 1), (1799, 1), (1800, 2), (3299, 2), (3300, 3), (4800, 4), (100_000, 4)])
  func pagesForSpeed(speed: Double, pages: Int) {
    #expect(MultiPageFlingScrollTargetBehavior().pages(forSpeed: speed) == pages)
  }

  @Test(
    "flings count pages from the page passed; drags use a third of a page",
    arguments: [
      ("zero velocity, under a third: back", 390.0, 500.0, 0.0, 390.0),
      ("slow drag over a third: one page", 390, 540, 100, 780),
      ("slow drag backward over a third", 780, 600, -100, 390),
      ("flick: one page", 390, 900, 1000, 780),
      ("fling at 2000 pt/s: two pages", 390, 1388, 2000, 1170),
      ("fling at 5000 backward from page 5: four pages", 1950, 0, -5000, 390),
      ("mid-animation at 500, 2000 pt/s: from page 1, two pages", 500, 1500, 2000, 1170),
      ("at the end the cap meets the last page", 3120, 3510, 5000, 3510),
      ("at the start a backward fling stays", 0, 0, -5000, 0),
    ] as [(String, Double, Double, Double, Double)])
  func rule(name: String, original: Double, proposed: Double, velocity: Double, expected: Double) {
    let call = Call(original: original, proposed: proposed, velocity: velocity)
    #expect(abs(call.result(.multiPageFling) - expected) < tolerance, "\(name): \(call)")
  }

  @Test("content of 9.49 pages lands flush; smaller content rests at 0")
  func contentEdges() {
    let partial = Call(content: CGSize(width: 3700, height: 844), original: 2730, proposed: 3310, velocity: 2000)
    #expect(abs(partial.result(.multiPageFling) - 3310) < tolerance)
    let small = Call(content: CGSize(width: 300, height: 844), original: 0, proposed: 0, velocity: 3000)
    #expect(abs(small.result(.multiPageFling)) < tolerance)
  }

  @Test("a fling never lands against its direction")
  func neverAgainstTheFling() {
    var random = SeededGenerator(state: 7)
    for _ in 0..<5000 {
      let width = Double.random(in: 100...5000, using: &random).rounded()
      let content = CGSize(width: width, height: 844)
      let maxOffset = max(0, width - 390)
      let original = Double.random(in: 0...maxOffset, using: &random)
      let velocity = Double.random(in: 300...9000, using: &random) * (Bool.random(using: &random) ? 1 : -1)
      let call = Call(content: content, original: original, proposed: original, velocity: velocity)
      let result = call.result(.multiPageFling)
      #expect(velocity > 0 ? result >= original - 0.01 : result <= original + 0.01, "\(call) -> \(result)")
    }
  }

  @Test("vertical and landscape use their own page length")
  func axesAndRotation() {
    let vertical = Call(
      content: CGSize(width: 390, height: 8440), axes: .vertical, original: 844, proposed: 2000, velocity: 2000)
    #expect(abs(vertical.result(.multiPageFling) - 2532) < tolerance)
    let rotated = Call(container: landscape, content: CGSize(width: 8440, height: 390), original: 1170, proposed: 1170)
    #expect(abs(rotated.result(.multiPageFling) - 844) < tolerance)
  }
}
