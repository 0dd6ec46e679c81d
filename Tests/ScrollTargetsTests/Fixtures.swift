import Foundation
import ScrollTargets

/// Tolerance for offsets in these tests (pt): the rules are exact arithmetic,
/// so anything beyond rounding noise is a wrong rule.
let tolerance: CGFloat = 1e-6

/// A phone in portrait: the container of most cases.
let portrait = CGSize(width: 390, height: 844)
/// The same phone in landscape.
let landscape = CGSize(width: 844, height: 390)

/// One call of a behavior along one axis, described by the numbers a test states.
struct Call: CustomStringConvertible {
  var container = portrait
  var content = CGSize(width: 3900, height: 844)
  var axes: Axis.Set = .horizontal
  var original: CGFloat
  var proposed: CGFloat
  var velocity: CGFloat = 0
  var targets: [CGRect] = []
  var environment = EnvironmentValues()

  var axis: Axis { axes == .vertical ? .vertical : .horizontal }

  var context: ScrollTargetBehaviorContext {
    var origin = CGPoint.zero
    origin[axis] = original
    var vector = CGVector.zero
    vector[axis] = velocity
    return ScrollTargetBehaviorContext(
      originalTarget: ScrollTarget(rect: CGRect(origin: origin, size: container)), velocity: vector,
      contentSize: content, containerSize: container, axes: axes, environment: environment, targets: targets)
  }

  /// The offset along the axis where `behavior` puts the target.
  func result(_ behavior: some ScrollTargetBehavior) -> CGFloat {
    var origin = CGPoint.zero
    origin[axis] = proposed
    var target = ScrollTarget(rect: CGRect(origin: origin, size: container))
    behavior.updateTarget(&target, context: context)
    return target.rect.origin[axis]
  }

  var description: String {
    "container \(container.width)x\(container.height), content \(content.width)x\(content.height), \(axis), original \(original), proposed \(proposed), velocity \(velocity)"
  }
}

/// `count` children of `length` pt in a row along `axis` from 0, as wide as `container` across.
func row(_ count: Int, length: CGFloat, axis: Axis = .horizontal, container: CGSize = portrait) -> [CGRect] {
  (0..<count).map { index in
    axis == .horizontal
      ? CGRect(x: CGFloat(index) * length, y: 0, width: length, height: container.height)
      : CGRect(x: 0, y: CGFloat(index) * length, width: container.width, height: length)
  }
}

/// A small seeded generator (SplitMix64) so random checks repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
