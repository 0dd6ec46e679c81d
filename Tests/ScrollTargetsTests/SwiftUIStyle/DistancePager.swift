// Written exactly as for SwiftUI: only the import line differs from an iOS 17 app.
import ScrollTargets  // in an app: import SwiftUI

struct DistancePager: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let pageWidth = context.containerSize.width
    let start = context.originalTarget.rect.minX
    let moved = target.rect.minX - start
    guard abs(moved) > pageWidth / 3 else {
      target.rect.origin.x = start
      return
    }
    target.rect.origin.x = moved > 0 ? start + pageWidth : start - pageWidth
  }
}
