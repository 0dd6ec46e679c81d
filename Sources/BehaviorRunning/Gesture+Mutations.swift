import Foundation
import ScrollSimulation
import ScrollTargets

extension Gesture {
  /// A near variant of the gesture, as a fuzzer mutates an input it keeps:
  /// one to three changes, each one of a faster or slower or reversed
  /// velocity, a longer or shorter drag, a start moved or put on a stop, a
  /// proposal moved, content a little longer or shorter (no children), the
  /// layout direction flipped, or a number of `numbers` (a script constant or
  /// a scene length, nudged) put in one role. On a scene a person gave
  /// (``MinedCaseGenerator/keepsScene``), only the gesture changes.
  public func mutated(using random: inout SeededGenerator, numbers: MinedCaseGenerator) -> Gesture {
    var next = self
    let axis = layout.primaryAxis
    let page = max(1, layout.containerSize[axis])
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let range = next.layout.offsetRange(on: axis)
      switch Int.random(in: 0..<8, using: &random) {
      case 0:
        switch Int.random(in: 0..<4, using: &random) {
        case 0: next.velocity[axis] *= Double.random(in: 0.5...2, using: &random)
        case 1: next.velocity[axis] += Double.random(in: -50...50, using: &random).rounded()
        case 2: next.velocity[axis] = -next.velocity[axis]
        default: next.velocity[axis] = 0
        }
      case 1:
        let drag = next.release[axis] - next.original[axis]
        next.release[axis] = next.original[axis] + drag * Double.random(in: 0.5...1.5, using: &random)
      case 2:
        next.original[axis] = range.clamp(
          next.original[axis] + Double.random(in: -page / 2...page / 2, using: &random).rounded())
      case 3:
        let stops = Int((range.upperBound / page).rounded(.down))
        next.original[axis] = min(Double(Int.random(in: 0...max(0, stops), using: &random)) * page, range.upperBound)
      case 4:
        var point = next.proposed ?? next.layout.clamp(next.release)
        point[axis] = range.clamp(point[axis] + Double.random(in: -page / 4...page / 4, using: &random).rounded())
        next.proposed = point
      case 5 where next.layout.targets.isEmpty && !numbers.keepsScene:
        let length = next.layout.contentSize[axis] + Double.random(in: -page...page, using: &random).rounded()
        next = next.with(length, as: .content, sign: 1)
      case 6 where !numbers.keepsScene:
        next.layout.environment.layoutDirection =
          next.layout.environment.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
      default:
        let value = numbers.number(for: next.layout, using: &random)
        let role = numbers.roles.randomElement(using: &random)!
        next = next.with(value, as: role, sign: Bool.random(using: &random) ? 1 : -1)
      }
    }
    return next
  }
}
