import Foundation
import ScrollTargets
import Testing

/// The robust pager's rule computed directly from its statement, with `P` the
/// page, `M = content - P` and the gesture's sign `s` (see
/// `Sources/ScrollTargets/BuiltIns/RobustPager.swift`): turn past a third of
/// `min(left, P)`, aim one page on or at the boundary behind, keep within
/// `[0, M]`, rest at `M` from 95 % of `M`, at 0 up to 5 % of `P`, else snap to the
/// grid anchored at `0` onward or `M` back, halves away from zero; clamp.
func robustPagerRule(page: Double, content: Double, from: Double, proposed: Double) -> Double {
  let last = content - page
  let travel = proposed - from
  guard last > 0 else { return 0 }
  guard travel != 0 else { return from }
  let s: Double = travel > 0 ? 1 : -1
  let left = s > 0 ? content - (from + page) : from
  let aim: Double
  if abs(travel) > min(left, page) / 3 {
    aim = from + s * page
  } else {
    aim = (s > 0 ? (from / page).rounded(.down) : (from / page).rounded(.up)) * page
  }
  let x = min(max(aim, 0), last)
  if x >= 0.95 * last { return last }
  if x <= 0.05 * page { return 0 }
  let anchor = s > 0 ? 0 : last
  let pages = (s * (x - anchor) / page).rounded(.toNearestOrAwayFromZero)
  let landing = min(anchor + s * pages * page, last)
  return min(max(landing, 0), last)
}

@Suite("horizontalPaging and verticalPaging follow the robust pager's rule as stated")
struct RobustPagerRuleTests {
  @Test(
    "the built-ins, the direct computation and the offset worked by hand agree (page 390)",
    arguments: [
      // name, content, from, proposed, worked by hand
      ("short last page (M 3310): onward past a third of the 190 pt left, the end", 3700.0, 3120.0, 3190.0, 3310.0),
      ("short last page: under a third of the 190 pt left, back to 3120", 3700, 3120, 3170, 3120),
      ("short last page: back one page from the end, on the grid from the end", 3700, 3310, 3100, 2920),
      ("start inside the 5 % zone (15 <= 19.5): onward past a third, page 1", 3900, 15, 200, 390),
      ("start inside the 5 % zone: back past a third of the 15 pt left, 0", 3900, 15, 5, 0),
      ("start inside the 5 % zone: onward under a third, the boundary behind, 0", 3900, 15, 60, 0),
      ("back: the grid from M = 710 passes the start (30 -> 710 - 2 * 390 = -70), clamped", 1100, 420, 0, 0),
      ("back: the grid from M = 3822 passes the start (117 -> -78), clamped", 4212, 507, 300, 0),
      ("half onward: 585 / 390 = 1.5 rounds away from zero to 2", 3900, 195, 400, 780),
      ("half onward: 975 / 390 = 2.5 rounds to 3, not to the even 2", 3900, 585, 800, 1170),
      ("half back: (3510 - 2925) / 390 = 1.5 rounds to 2 from the end", 3900, 3315, 3100, 2730),
      ("half back: (3510 - 2535) / 390 = 2.5 rounds to 3 from the end", 3900, 2925, 2700, 2340),
      ("half back on a short first page: (785 - 200) / 390 = 1.5, lands at 5", 1175, 590, 400, 5),
    ] as [(String, Double, Double, Double, Double)])
  func table(name: String, content: Double, from: Double, proposed: Double, byHand: Double) {
    let rule = robustPagerRule(page: 390, content: content, from: from, proposed: proposed)
    #expect(abs(rule - byHand) < tolerance, "\(name): the direct computation gives \(rule), by hand \(byHand)")

    let horizontal = Call(content: CGSize(width: content, height: 844), original: from, proposed: proposed)
    let x = horizontal.result(.horizontalPaging)
    #expect(abs(x - rule) < tolerance, "\(name): horizontalPaging gives \(x), the rule \(rule); \(horizontal)")

    let vertical = Call(
      container: landscape, content: CGSize(width: 844, height: content), axes: .vertical, original: from,
      proposed: proposed)
    let y = vertical.result(.verticalPaging)
    #expect(abs(y - rule) < tolerance, "\(name): verticalPaging gives \(y), the rule \(rule); \(vertical)")
  }

  @Test("the built-in agrees with the direct computation on 20000 seeded gestures (seed 7)")
  func seeded() {
    var generator = SeededGenerator(state: 7)
    for index in 0..<20_000 {
      let page = Double(Int.random(in: 200...1000, using: &generator))
      let content = page * Double.random(in: 0.5...12, using: &generator)
      let last = max(content - page, 0)
      let from = Double.random(in: 0...last, using: &generator).rounded()
      let proposed = from + Double.random(in: -1.5...1.5, using: &generator) * page
      let call = Call(
        container: CGSize(width: page, height: 844), content: CGSize(width: content, height: 844), original: from,
        proposed: proposed)
      let rule = robustPagerRule(page: page, content: content, from: from, proposed: proposed)
      let x = call.result(.horizontalPaging)
      #expect(abs(x - rule) < tolerance, "gesture \(index) of seed 7: \(x), the rule \(rule); \(call)")
    }
  }
}
