// Apple's documented example of a custom behavior, as its documentation
// printed it; only the import line differs.
import ScrollTargets  // in an app: import SwiftUI

struct BasicScrollTargetBehavior: ScrollTargetBehavior {
  func updateTarget(_ target: inout Target, context: TargetContext) {
    // Align to every 1/10 the size of the scroll view.
    target.rect.x.round(
      toMultipleOf: round(context.containerSize.width / 10.0))
  }
}
