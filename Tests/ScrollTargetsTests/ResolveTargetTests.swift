import Foundation
import Testing

@testable import ScrollTargets

/// Sets the fields it is given, each finite, whatever they add up to.
private struct Overflowing: ScrollTargetBehavior {
  var anchor: UnitPoint?

  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    target.rect.origin.x = -1.79e308
    target.rect.size.width = -1.79e308
    target.anchor = anchor
  }
}

@Suite("A result is valid as a whole")
struct ResolveTargetTests {
  static let context = ScrollTargetBehaviorContext(
    originalTarget: ScrollTarget(rect: CGRect(x: 0, y: 0, width: 390, height: 844)),
    contentSize: CGSize(width: 3900, height: 844), containerSize: CGSize(width: 390, height: 844))

  func failure(_ behavior: some ScrollTargetBehavior) -> BehaviorFailure? {
    var target = ScrollTarget(rect: CGRect(x: 0, y: 0, width: 390, height: 844))
    do {
      try behavior.resolveTarget(&target, context: Self.context)
      return nil
    } catch {
      return error
    }
  }

  @Test("finite fields whose edge overflows are an invalid result that names the edge")
  func edge() {
    let failure = failure(Overflowing())
    #expect(failure?.kind == .invalidResult)
    #expect(
      failure?.message.hasPrefix("target.rect.minX is -inf, not a finite number") == true,
      "\(String(describing: failure))")
  }

  @Test("finite fields whose anchored resting offset is NaN are an invalid result that names it")
  func anchored() {
    let failure = failure(Overflowing(anchor: UnitPoint(x: 2, y: 0)))
    #expect(failure?.kind == .invalidResult)
    #expect(
      failure?.message.hasPrefix("target.rect.minX is -inf") == true
        || failure?.message.contains("resting offset") == true,
      "\(String(describing: failure))")
  }

  @Test("a saturating conversion never traps")
  func saturating() {
    #expect(Int(saturating: .nan) == 0)
    #expect(Int(saturating: .infinity) == 1 << 62 && Int(saturating: -.infinity) == -(1 << 62))
    #expect(Int(saturating: 1e300) == 1 << 62 && Int(saturating: -12.7) == -12)
  }
}
