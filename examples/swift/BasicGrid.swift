import SwiftUI

/// Apple's grid example from the `ScrollTargetBehavior` documentation, as an
/// app would write it: the offset rounds to a tenth of the container's width.
struct BasicGrid: ScrollTargetBehavior {
  func updateTarget(_ target: inout Target, context: TargetContext) {
    target.rect.x.round(toMultipleOf: gridStep(for: context.containerSize))
  }
}

/// A tenth of the container's width, rounded to whole points.
private func gridStep(for container: CGSize) -> CGFloat {
  round(container.width / 10.0)
}

extension ScrollTargetBehavior where Self == BasicGrid {
  static var basicGrid: Self { BasicGrid() }
}
