import Foundation
import ScrollSimulation
import ScrollTargets

extension Scenario {
  /// A scene given to `check` as it is tried first: a flick each way, a slow
  /// drag of a third of a page, a fling of three pages' worth, and a rotation
  /// when the screen can turn, a second apart so each settles.
  public static func trial(of scene: Scene) -> Scenario {
    let axis = scene.primaryAxis
    func along(_ length: Double) -> CGPoint {
      var point = CGPoint.zero
      point[axis] = length
      return point
    }
    func speed(_ value: Double) -> CGVector {
      var vector = CGVector.zero
      vector[axis] = value
      return vector
    }
    let page = scene.containerSize[axis]
    var steps: [Scenario.Step] = [
      .fling(velocity: speed(600)), .wait(1), .fling(velocity: speed(-600)), .wait(1),
      .drag(by: along(page / 3), duration: 1, velocity: speed(0)), .wait(1), .fling(velocity: speed(3000)),
      .wait(1),
    ]
    if scene.screen.rotated() != nil { steps += [.rotate(to: nil), .wait(1)] }
    return Scenario(scene: scene, steps: steps)
  }
}
