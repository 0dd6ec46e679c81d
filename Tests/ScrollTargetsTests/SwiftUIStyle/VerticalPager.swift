// Written exactly as for SwiftUI: only the import line differs from an iOS 17 app.
import ScrollTargets  // in an app: import SwiftUI

/// Pages vertically: a third of the page height turns it, otherwise back.
struct VerticalPager: ScrollTargetBehavior {
  func properties(context: PropertiesContext) -> Properties {
    var properties = Properties()
    properties.limitsScrolls = true
    return properties
  }

  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    guard context.axes.contains(.vertical) else { return }
    let page = context.containerSize.height
    let maxOffset = max(0, context.contentSize.height - page)
    let start = context.originalTarget.rect.minY
    let moved = target.rect.minY - start
    var next = (start / page).rounded() * page
    if abs(moved) > page / 3 { next += moved > 0 ? page : -page }
    target.rect.origin.y = min(max(next, 0), maxOffset)
    if context.layoutDirection == .rightToLeft, context.verticalSizeClass == .compact {
      target.anchor = .top
    }
  }
}
