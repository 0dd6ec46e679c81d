import Foundation
import ScrollPhysics
import ScrollTargets
import Testing

@Suite("VelocityTracker: least-squares slope over the last 100 ms")
struct VelocityTrackerTests {
  @Test("a steady drag gives its speed exactly")
  func steady() {
    var tracker = VelocityTracker()
    for frame in 0...30 { tracker.add(time: Double(frame) / 120, position: 480 * Double(frame) / 120) }
    #expect(abs(tracker.velocity - 480) < 1e-6)
  }

  @Test("only the last 100 ms count: a drag that stopped has no velocity")
  func horizon() {
    var tracker = VelocityTracker()
    for frame in 0...12 { tracker.add(time: Double(frame) / 120, position: 10 * Double(frame)) }
    for frame in 13...40 { tracker.add(time: Double(frame) / 120, position: 120) }
    #expect(abs(tracker.velocity) < 1e-9)
  }

  @Test("fewer than two samples give zero")
  func tooFew() {
    var tracker = VelocityTracker()
    #expect(tracker.velocity == 0)
    tracker.add(time: 0, position: 5)
    #expect(tracker.velocity == 0)
  }

  @Test("bounds clamp to 0...max(0, content - container)")
  func bounds() {
    #expect(OffsetRange(content: 3900, container: 390).clamp(4000) == 3510)
    #expect(OffsetRange(content: 3900, container: 390).clamp(-4) == 0)
    #expect(OffsetRange(content: 200, container: 390).clamp(50) == 0)
  }
}
