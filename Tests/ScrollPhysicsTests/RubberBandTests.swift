import Foundation
import ScrollPhysics
import Testing

@Suite("RubberBand: (1 - 1 / (x c / d + 1)) d with c = 0.55")
struct RubberBandTests {
  @Test("follows the finger at 0.55 at first, and never goes past the container's length")
  func shape() {
    #expect(RubberBand.displacement(overshoot: 0, dimension: 390) == 0)
    #expect(abs(RubberBand.displacement(overshoot: 0.01, dimension: 390) / 0.01 - 0.55) < 1e-4)
    // Worked by hand: 390 pt past with a 390 pt container moves 390 * (1 - 1 / 1.55) = 138.39 pt.
    #expect(abs(RubberBand.displacement(overshoot: 390, dimension: 390) - 138.387) < 1e-3)
    #expect(RubberBand.displacement(overshoot: 1e9, dimension: 390) < 390)
  }

  @Test("applies past either end only")
  func offsets() {
    #expect(RubberBand.offset(200, maxOffset: 3510, dimension: 390) == 200)
    #expect(abs(RubberBand.offset(-390, maxOffset: 3510, dimension: 390) + 138.387) < 1e-3)
    #expect(abs(RubberBand.offset(3900, maxOffset: 3510, dimension: 390) - (3510 + 138.387)) < 1e-3)
  }
}
