// Full-width pages (`containerRelativeFrame(.horizontal)`) turned by a pager
// that measures a page by the scroll view's bounds, as UIKit's paging does.
// In portrait on an iPhone the two agree; in landscape the bounds reach
// under the side safe areas (59 pt each on an iPhone 15 Pro) while the
// pages fill the container between them, so each page turned lands 118 pt
// further off (the layout of Fatbobman, "Mastering SwiftUI Scrolling:
// Implementing Custom Paging", 2025).
//
//   scrollscript scene examples/views/LandscapeDrift.swift --device iphone15pro --landscape
import SwiftUI

struct LandscapeDrift: View {
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 0) {
        ForEach(0..<10) { _ in
          Rectangle()
            .fill(.teal)
            .containerRelativeFrame(.horizontal)
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(BoundsPager())
  }
}

/// One page per gesture, a page being the scroll view's bounds width: the
/// page the gesture began on, the next one in the direction of a flick, or
/// the page nearest where the drag let go.
struct BoundsPager: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let page = context.boundsSize.width
    guard page > 0 else { return }
    let start = (context.originalTarget.rect.minX / page).rounded()
    var index: CGFloat
    if context.velocity.dx > 0 {
      index = start + 1
    } else if context.velocity.dx < 0 {
      index = start - 1
    } else {
      index = (target.rect.minX / page).rounded()
    }
    let last = max(0, context.contentSize.width - context.containerSize.width)
    target.rect.origin.x = min(max(index * page, 0), last)
  }
}
