// A restatement of the grid example in Apple's `ScrollTargetBehavior`
// documentation, written as an app would write a behavior (only the import
// differs), to show that such code compiles against this module unchanged.
// The documented rule: the offset rounds to a multiple of
// round(container width / 10).
import ScrollTargets  // in an app: import SwiftUI

struct DocumentedGrid: ScrollTargetBehavior {
  func updateTarget(_ target: inout Target, context: TargetContext) {
    let step = (context.containerSize.width / 10).rounded()
    target.rect.origin.x.round(toMultipleOf: step)
  }
}
