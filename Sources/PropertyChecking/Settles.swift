import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// `settles`: a view at rest on a result stays there.
///
/// Where the view came to rest (the result, clamped to the content as the
/// scroll view clamps it) is given back as both the original target and the
/// proposal, with zero velocity, as a tap on the resting view does; the
/// behavior must leave it within ``PropertyTolerance/position``. A rule that
/// fails this moves the view on a mere touch.
public struct Settles: BehaviorProperty {
  public init() {}

  public var name: String { "settles" }
  public var rule: String {
    "the result, given back as both original target and proposal with zero velocity, comes back unchanged"
  }

  public func probe(_ call: PropertyCall, run: PropertyRunner) throws(BehaviorFailure) -> Violation? {
    var tap = call.testCase
    tap.target = ScrollTarget(rect: CGRect(origin: call.landed, size: tap.context.containerSize))
    tap.context.originalTarget = ScrollTarget(rect: CGRect(origin: call.landed, size: tap.context.containerSize))
    tap.context.velocity = .zero
    let again = try run(tap)
    for axis in tap.context.axes.members
    where abs(again.landed[axis] - call.landed[axis]) > Tolerance.standard.distance {
      return Violation(
        "at rest on \(axis.coordinate) = \(NumberText.trimmed(call.landed[axis])), a tap moves the view to \(NumberText.trimmed(again.landed[axis]))",
        axis: axis, offset: again.landed[axis], nearest: call.landed[axis])
    }
    return nil
  }
}
