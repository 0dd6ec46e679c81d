import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

extension TargetCase {
  /// The call a simulated `update` made, as a case: the proposal as the
  /// target, in the layout `now` of `scene` (after a resize, with the original target
  /// the size of the container `before` it).
  public init(update: TargetUpdate, before: Timeline.Layout, now: Timeline.Layout, scene: Scene) {
    let layout = now.layout(of: scene)
    let originalSize = update.cause == .resize ? before.containerSize : now.containerSize
    self.init(
      target: layout.target(at: update.proposed),
      context: layout.context(original: update.original, velocity: update.velocity, originalSize: originalSize))
  }
}
