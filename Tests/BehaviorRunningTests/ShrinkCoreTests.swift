import BehaviorRunning
import Foundation
import ScrollSimulation
import Testing

@Suite("The shrinkers' shared core")
struct ShrinkCoreTests {
  @Test("a number is as round as the coarsest step it is exactly a multiple of")
  func roundness() {
    #expect(ShrinkCore.cost(0) == 0)
    #expect(ShrinkCore.cost(-300) == 1 && ShrinkCore.cost(250) == 2 && ShrinkCore.cost(251) == 3)
    #expect(ShrinkCore.cost(0.3) == 3.5 && ShrinkCore.cost(251.25) == 4)
    // A hair off a round number, as a sum of fractions of a page leaves it, is not round.
    #expect(ShrinkCore.cost(800.0000000000001) == 4)
    // Counted in tenths, 0.3 s is a whole number of them, 2 s a multiple of ten.
    #expect(ShrinkCore.cost(0.3, per: 10) == 3 && ShrinkCore.cost(2, per: 10) == 2)
    #expect(ShrinkCore.cost(0.35, per: 10) == 3.5 && ShrinkCore.cost(0.355, per: 10) == 4)
  }

  @Test("rounding to a step: whole fractions stay the numbers they print as")
  func rounding() {
    #expect(ShrinkCore.rounded(1234.5, to: 100) == 1200 && ShrinkCore.rounded(-1250, to: 100) == -1300)
    #expect(ShrinkCore.rounded(0.34, to: 0.1) == 0.3 && ShrinkCore.rounded(0.347, to: 0.01) == 0.35)
    #expect(ShrinkCore.rounded(1000, to: 390) == 1170 && ShrinkCore.rounded(7, to: 0) == 7)
    #expect(ShrinkCore.steps(downTo: 1) == [100, 10, 1] && ShrinkCore.steps(downTo: 10) == [100, 10])
  }

  @Test("nice speeds below a speed, slowest first; the phone is the standard screen both ways")
  func speedsAndPhone() {
    #expect(ShrinkCore.niceSpeeds(below: 500) == [100, 200, 300])
    #expect(ShrinkCore.niceSpeeds(below: 100).isEmpty)
    #expect(ShrinkCore.phones == [Screen.standard.bounds, CGSize(width: 844, height: 390)])
  }

  @Test("the search keeps the first simpler variant that fails, until none does or the budget is spent")
  func search() {
    // Shrinking an integer toward 0 by halving or by one less, failing while at least 13.
    let candidates = { (n: Int) in [n / 2, n - 1] }
    let complexity = { (n: Int) in Double(n) }
    // Halving: 1000, 500, 250, 125, 62, 31, 15; then 7 no longer fails, and 14 and 13 are taken in turn.
    #expect(ShrinkCore.shrink(1000, budget: 2000, complexity: complexity, candidates: candidates) { $0 >= 13 } == 13)
    // Three tries take it to 125, and no fourth is made.
    var tries = 0
    let spent = ShrinkCore.shrink(1000, budget: 3, complexity: complexity, candidates: candidates) {
      tries += 1
      return $0 >= 13
    }
    #expect(spent == 125 && tries == 3)
    var variants = ShrinkCore.Variants(of: 5) { $0 }
    variants.add { $0 = 5 }
    variants.add { $0 = 4 }
    #expect(variants.all == [4])
  }
}
