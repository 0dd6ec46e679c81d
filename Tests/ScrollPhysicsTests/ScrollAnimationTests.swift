import Foundation
import ScrollPhysics
import Testing

@Suite("ScrollAnimation: an exponential approach to the target")
struct ScrollAnimationTests {
  let epsilon = 1e-9

  @Test("a free coast starts at the release velocity and ends at the natural resting place")
  func deceleration() {
    let coast = ScrollAnimation.deceleration(from: 100, velocity: 1000, rate: .normal)
    #expect(abs(coast.end - 599) < epsilon)
    #expect(abs(coast.x(0) - 100) < epsilon)
    #expect(abs(coast.dx(0) - 1000) < 1e-6)
    // Done once less than half a point remains: ln(499 / 0.5) / k.
    #expect(abs(coast.duration - log(998) / DecelerationRate.normal.decayConstant) < epsilon)
    #expect(abs(coast.x(coast.duration - 0.01) - 599) < 0.5 + 0.03)
    #expect(coast.x(coast.duration) == coast.end && coast.dx(coast.duration) == 0)
  }

  @Test("the offset moves monotonically toward the end")
  func monotonic() {
    let snap = ScrollAnimation.snap(from: 780, to: 390, velocity: 0)
    var last = snap.x(0)
    for step in 1...200 {
      let x = snap.x(Double(step) / 120)
      #expect(x <= last + epsilon && x >= 390 - epsilon)
      last = x
    }
  }

  @Test("a snap keeps a release velocity that points at the target, within 14...30 per second")
  func snapConstant() {
    #expect(abs(ScrollAnimation.snap(from: 0, to: 390, velocity: 7800).decayConstant - 20) < epsilon)
    #expect(abs(ScrollAnimation.snap(from: 0, to: 390, velocity: 780).decayConstant - 14) < epsilon)  // 2/s raised
    #expect(abs(ScrollAnimation.snap(from: 0, to: 390, velocity: 39000).decayConstant - 30) < epsilon)  // 100/s capped
    #expect(abs(ScrollAnimation.snap(from: 0, to: 390, velocity: -500).decayConstant - 14) < epsilon)  // away: default
    // The curve is a setting: a slower snap where one is wanted.
    let slow = ScrollAnimation.Snap(defaultConstant: 6, constantRange: 6...30)
    #expect(abs(ScrollAnimation.snap(from: 0, to: 390, velocity: 0, curve: slow).decayConstant - 6) < epsilon)
    #expect(ScrollAnimation.snap(from: 5, to: 5, velocity: 100).duration == 0)
  }

  @Test("a one-card snap from rest comes within 0.5 pt in half a second: 300 pt in 0.46 s, a 390 pt page in 0.48 s")
  func settleTime() {
    for (distance, expected) in [(300.0, 0.4569), (390.0, 0.4757)] {
      let snap = ScrollAnimation.snap(from: 0, to: distance, velocity: 0)
      // Exact arithmetic, ln(d / 0.5) / 14, to the fourth decimal.
      #expect(abs(snap.duration - expected) < 1e-4, "\(distance): \(snap.duration)")
      #expect(snap.duration <= 0.5)
      #expect(abs(snap.x(0.5) - distance) <= 0.5)
    }
  }
}
