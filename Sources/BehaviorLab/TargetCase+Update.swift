import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

extension TargetCase {
  /// The call a simulated `update` made, as a case: the proposal as the
  /// target, in the layout `now` (after a resize, with the original target
  /// the size of the container `before` it).
  public init(
    update: TargetUpdate, before: Timeline.Layout, now: Timeline.Layout, axes: Axis.Set,
    environment: EnvironmentValues
  ) {
    let originalSize = update.cause == .resize ? before.containerSize : now.containerSize
    let context = ScrollTargetBehaviorContext(
      originalTarget: ScrollTarget(rect: CGRect(origin: update.original, size: originalSize)),
      velocity: update.velocity, contentSize: now.contentSize, containerSize: now.containerSize, axes: axes,
      environment: environment, targets: now.targets, boundsSize: now.boundsSize)
    self.init(target: ScrollTarget(rect: CGRect(origin: update.proposed, size: now.containerSize)), context: context)
  }
}
