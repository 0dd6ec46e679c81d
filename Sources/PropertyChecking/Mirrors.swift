import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// `mirrors`: a case and its mirror image give mirrored results.
///
/// The mirror image reverses the content along the primary axis: an offset
/// `x` becomes `M - x` (with `M` the largest offset), each child's frame is
/// reflected within the content, and the velocity is negated. The environment
/// is kept. The mirrored case must rest at `M - r` where the case rests at `r`,
/// within ``PropertyTolerance/position``. Pages whose last one is short are
/// not symmetric (the short page is at the end), so a pager holds this only on
/// whole pages or with a grid counted from each end.
public struct Mirrors: BehaviorProperty {
  public init() {}

  public var name: String { "mirrors" }
  public var rule: String {
    "a case and its mirror image (content reversed along the axis, velocity negated) give mirrored results"
  }

  public func probe(_ call: PropertyCall, run: PropertyRunner) throws(BehaviorFailure) -> Violation? {
    let mirrored = Self.mirror(call.testCase)
    let again = try run(mirrored)
    let axis = call.context.primaryAxis
    let mirroredRest = call.context.maxOffset(on: axis) - call.landed[axis]
    guard abs(again.landed[axis] - mirroredRest) > Tolerance.standard.distance else { return nil }
    return Violation(
      "the case rests at \(axis.coordinate) = \(NumberText.trimmed(call.landed[axis])), its mirror image at \(NumberText.trimmed(again.landed[axis])) instead of \(NumberText.trimmed(mirroredRest))",
      axis: axis, offset: again.landed[axis], nearest: mirroredRest)
  }

  /// `testCase` reflected along its primary axis.
  static func mirror(_ testCase: TargetCase) -> TargetCase {
    var mirrored = testCase
    let context = testCase.context
    let axis = context.primaryAxis
    let maxOffset = context.maxOffset(on: axis)
    let content = context.contentSize[axis]
    let resting = testCase.target.restingOffset(containerSize: context.containerSize)[axis]
    mirrored.target = ScrollTarget(
      rect: {
        var rect = testCase.target.rect
        rect.origin[axis] = maxOffset - resting
        rect.size = context.containerSize
        return rect
      }())
    mirrored.context.originalTarget.rect.origin[axis] = maxOffset - context.originalTarget.rect.origin[axis]
    mirrored.context.velocity[axis] = -context.velocity[axis]
    mirrored.context.targets = context.targets.reversed().map { child in
      var child = child
      child.origin[axis] = content - child.max(on: axis)
      return child
    }
    return mirrored
  }
}
