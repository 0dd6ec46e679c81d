// Written exactly as for SwiftUI: only the import line differs from an iOS 17 app.
import ScrollTargets  // in an app: import SwiftUI

struct VelocityPager: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let pageWidth = context.containerSize.width
    if context.velocity.dx > 0 {
      target.rect.origin.x = context.originalTarget.rect.minX + pageWidth
    } else if context.velocity.dx < 0 {
      target.rect.origin.x = context.originalTarget.rect.minX - pageWidth
    }
  }
}

extension ScrollTargetBehavior where Self == VelocityPager {
  static var velocityPager: VelocityPager { .init() }
}
