import SwiftUI

// The robust custom pager of Fatbobman, "Mastering SwiftUI Scrolling:
// Implementing Custom Paging" (2025), as an app keeps it: the same rule and
// the same constants (a third of a page, 95 % of the end, 5 % of a page from
// the start), in this project's own words. Only the `static var` is renamed,
// so that it does not clash with the built-in `horizontalPaging`.
//
// Like the article's code, it does not clamp its final offset: where the
// grid counted from the end passes the start, the target leaves the content.
// `scrollscript check` finds that, and `compare --with horizontalPaging`
// explains it (README, "Your own Swift").

struct ArticlePagingBehavior: ScrollTargetBehavior {
  enum Direction { case forward, backward, still }

  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let pageWidth = context.containerSize.width
    let contentWidth = context.contentSize.width

    // Content that fits the container rests at its start.
    guard contentWidth > pageWidth else {
      target.rect.origin.x = 0
      return
    }

    let start = context.originalTarget.rect.minX
    let proposed = target.rect.minX
    let direction: Direction = proposed > start ? .forward : (proposed < start ? .backward : .still)
    guard direction != .still else {
      target.rect.origin.x = start
      return
    }

    // A third of a page, or of what is left in the gesture's direction when
    // that is less than a page.
    let ratio: CGFloat = 1 / 3
    let left: CGFloat = direction == .forward ? contentWidth - context.originalTarget.rect.maxX : start
    let threshold = left <= pageWidth ? left * ratio : pageWidth * ratio
    let travelled = start - proposed

    var destination = start
    if abs(travelled) > threshold {
      destination = travelled > 0 ? start - pageWidth : start + pageWidth
    } else if direction == .backward {
      destination = ceil(start / pageWidth) * pageWidth
    } else {
      destination = floor(start / pageWidth) * pageWidth
    }

    let lastOffset = contentWidth - pageWidth
    let kept = min(max(destination, 0), lastOffset)
    if kept >= lastOffset * 0.95 {
      destination = lastOffset
    } else if kept <= pageWidth * 0.05 {
      destination = 0
    } else if direction == .backward {
      // Pages counted from the end, so a short last page still lands flush.
      let pagesFromEnd = round((lastOffset - kept) / pageWidth)
      destination = lastOffset - pagesFromEnd * pageWidth
    } else {
      let page = round(kept / pageWidth)
      destination = min(page * pageWidth, lastOffset)
    }
    target.rect.origin.x = destination
  }
}

extension ScrollTargetBehavior where Self == ArticlePagingBehavior {
  static var articlePaging: ArticlePagingBehavior { .init() }
}
