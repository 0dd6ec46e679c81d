import Foundation
import ScrollTargets
import Testing

/// `.thresholdPager` on 10 portrait pages (390 pt; 70 % is 273 pt).
@Suite("thresholdPager: 70 % of a page or a 500 pt/s flick, else back")
struct ThresholdPagerTests {
  @Test(
    "turns one page from the page nearest the start",
    arguments: [
      ("zero velocity, 260 pt: back", 390.0, 650.0, 0.0, 390.0),
      ("zero velocity, 280 pt: next", 390, 670, 0, 780),
      ("slow release, short: back", 390, 500, 400, 390),
      ("flick forward, short: next", 390, 420, 600, 780),
      ("flick backward: previous", 390, 380, -600, 0),
      ("fast fling: one page only", 390, 3000, 6000, 780),
      ("flick wins over the travel's direction", 390, 600, -700, 0),
      ("mid-animation at 500: home is page 1", 500, 520, 600, 780),
      ("start: backward stays", 0, 0, -900, 0),
      ("end: forward stays", 3510, 3510, 900, 3510),
    ] as [(String, Double, Double, Double, Double)])
  func rule(name: String, original: Double, proposed: Double, velocity: Double, expected: Double) {
    let call = Call(original: original, proposed: proposed, velocity: velocity)
    #expect(abs(call.result(.thresholdPager) - expected) < tolerance, "\(name): \(call)")
  }

  @Test("partial last page, small content, vertical, landscape")
  func edges() {
    let partial = Call(content: CGSize(width: 3700, height: 844), original: 3120, proposed: 3200, velocity: 900)
    #expect(abs(partial.result(.thresholdPager) - 3310) < tolerance)
    let small = Call(content: CGSize(width: 100, height: 844), original: 0, proposed: 0, velocity: 900)
    #expect(abs(small.result(.thresholdPager)) < tolerance)
    let vertical = Call(content: CGSize(width: 390, height: 8440), axes: .vertical, original: 844, proposed: 1500)
    #expect(abs(vertical.result(.thresholdPager) - 1688) < tolerance)
    let rotated = Call(container: landscape, content: CGSize(width: 8440, height: 390), original: 1170, proposed: 2532)
    #expect(abs(rotated.result(.thresholdPager) - 1688) < tolerance)
  }
}
