import Foundation
import ScrollPhysics
import Testing

@Suite("DecelerationRate: UIKit's coast, (v / 1000) * r / (1 - r)")
struct DecelerationRateTests {
  @Test(
    "the distance a release coasts",
    arguments: [
      (DecelerationRate.normal, 1000.0, 499.0),
      (.normal, -1000, -499),
      (.normal, 0, 0),
      (.fast, 1000, 99),
      (.normal, 2500, 1247.5),
    ])
  func projectedDistance(rate: DecelerationRate, velocity: Double, distance: Double) {
    #expect(abs(rate.projectedDistance(velocity: velocity) - distance) < 1e-9, "\(rate) \(velocity)")
  }

  @Test("rates by name and by value; out-of-range values are refused")
  func names() {
    #expect(DecelerationRate(named: "normal") == .normal)
    #expect(DecelerationRate(named: "fast") == .fast)
    #expect(DecelerationRate(named: "0.995")?.rawValue == 0.995)
    #expect(DecelerationRate(named: "1") == nil)
    #expect(DecelerationRate(named: "slow") == nil)
    #expect(DecelerationRate(rawValue: 0) == nil)
  }

  @Test("the continuous curve starts at the release velocity")
  func decayConstant() {
    // d * k must equal v: the coast's initial speed is the release speed.
    for rate in [DecelerationRate.normal, .fast] {
      #expect(abs(rate.projectedDistance(velocity: 1000) * rate.decayConstant - 1000) < 1e-9)
    }
  }
}
