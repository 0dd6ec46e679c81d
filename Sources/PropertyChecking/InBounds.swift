import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// `inBounds`: the result lies within `0 ... content - container` on each scrolling axis.
///
/// Judged on the target as the behavior left it, before the scroll view clamps
/// it: a rule that aims past the end relies on the clamp, and a rule built on
/// it (a page index, a child) is then off by the overshoot.
public struct InBounds: BehaviorProperty {
  public init() {}

  public var name: String { "inBounds" }
  public var rule: String { "the result lies within 0 ... content - container on each scrolling axis" }

  public func judge(_ call: PropertyCall) -> Violation? {
    for axis in call.context.axes.members {
      let value = call.result[axis]
      let range = call.context.offsetRange(on: axis)
      if !range.contains(value, within: Tolerance.standard.distance) {
        return Violation(
          "the result \(axis.coordinate) = \(NumberText.trimmed(value)) lies outside 0 ... \(NumberText.trimmed(range.upperBound))",
          axis: axis, offset: value, nearest: range.clamp(value))
      }
    }
    return nil
  }
}

extension Axis {
  /// `x` or `y`.
  var coordinate: String { self == .horizontal ? "x" : "y" }
}
