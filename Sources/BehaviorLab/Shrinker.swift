import Foundation
import ScrollFormats
import ScrollTargets

/// Makes a failing case small and readable while it keeps failing.
///
/// Tried in turn until none helps: default environment, one axis, no or fewer
/// children, no insets (bounds equal to the container), a phone-sized container, fewer pages, zero or rounder velocity,
/// the same gesture whole pages nearer the start, and offsets rounded to
/// pages, hundreds, tens and whole points. A change is
/// kept only when the case still fails and is simpler by ``complexity(_:)``,
/// so the result reproduces the failure and shrinking always ends.
public enum Shrinker {
  /// The smallest case found from `start` for which `fails` still holds.
  /// `fails(start)` must hold. At most `budget` candidates are tried.
  public static func shrink(_ start: TargetCase, budget: Int = 2000, fails: (TargetCase) -> Bool) -> TargetCase {
    var best = start
    var tried = 0
    // A case that began inside the content stays inside: offsets past the
    // ends are possible but distract from the rule that failed.
    let keepInside = insideContent(start)
    var improved = true
    while improved, tried < budget {
      improved = false
      for candidate in candidates(best) where tried < budget {
        tried += 1
        if complexity(candidate) < complexity(best), !keepInside || insideContent(candidate), fails(candidate) {
          best = candidate
          improved = true
          break
        }
      }
    }
    return best
  }

  /// Whether the original and proposed offsets lie within the content on every scrolling axis.
  static func insideContent(_ testCase: TargetCase) -> Bool {
    let context = testCase.context
    return context.axes.members.allSatisfy { axis in
      let range = 0...context.maxOffset(on: axis)
      return range.contains(context.originalTarget.rect.origin[axis])
        && range.contains(testCase.target.rect.origin[axis])
    }
  }

  /// How hard a case is to read: children, extra axes, a non-default
  /// environment, pages of content, and numbers that are not round.
  static func complexity(_ testCase: TargetCase) -> Double {
    let context = testCase.context
    func digits(_ value: Double) -> Double {
      if value == 0 { return 0 }
      for (step, cost) in [(100.0, 1.0), (10, 2), (1, 3)] where value == (value / step).rounded() * step {
        return cost
      }
      return 4
    }
    let numbers = [
      context.containerSize.width, context.containerSize.height, context.contentSize.width, context.contentSize.height,
      context.originalTarget.rect.minX, context.originalTarget.rect.minY, testCase.target.rect.minX,
      testCase.target.rect.minY, context.velocity.dx, context.velocity.dy,
    ]
    let axis = context.primaryAxis
    var score = numbers.reduce(0) { $0 + digits($1) }
    // Slower gestures are simpler: a tenth of a point per factor of ten.
    score += (log10(abs(context.velocity.dx) + 1) + log10(abs(context.velocity.dy) + 1)) / 10
    score += Double(context.targets.count) * 10
    score += context.axes.members.count > 1 ? 20 : 0
    score += context.environment == EnvironmentValues() ? 0 : 20
    score += context.hasInsets ? 5 : 0
    score += testCase.target.anchor == nil ? 0 : 5
    score += context.contentSize[axis] / context.containerSize[axis]
    // A gesture near the start reads better than the same one 80 pages in.
    score += abs(context.originalTarget.rect.origin[axis]) / context.containerSize[axis] / 2
    score += context.containerSize == CGSize(width: 390, height: 844) ? 0 : 2
    return score
  }

  /// Simpler variants of `testCase`, simplest changes first.
  static func candidates(_ testCase: TargetCase) -> [TargetCase] {
    var result: [TargetCase] = []
    let context = testCase.context
    let axis = context.primaryAxis
    let other = axis.cross

    func variant(_ change: (inout TargetCase) -> Void) {
      var copy = testCase
      change(&copy)
      if copy.json != testCase.json { result.append(copy) }
    }

    variant { $0.context.environment = EnvironmentValues() }
    variant { $0.context.axes = Axis.Set(axis: axis) }
    variant {
      $0.target.rect.origin[other] = 0
      $0.context.originalTarget.rect.origin[other] = 0
      $0.context.velocity[other] = 0
    }
    variant { $0.context.targets = [] }
    if context.targets.count > 1 {
      variant { $0.context.targets.removeLast(context.targets.count / 2) }
      variant { $0.context.targets.removeLast() }
    }
    variant { $0.target.anchor = nil }
    variant { $0.context.boundsSize = $0.context.containerSize }
    variant { $0.context.velocity[axis] = 0 }
    // Round speeds below this one, slowest first, in the same direction.
    let speed = context.velocity[axis]
    for nice in [100.0, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000] where nice < abs(speed) {
      variant { $0.context.velocity[axis] = speed < 0 ? -nice : nice }
    }
    // A phone in portrait, or in landscape, with children resized to match;
    // then the same again with the content and offsets kept in pages.
    for size in [CGSize(width: 390, height: 844), CGSize(width: 844, height: 390)] {
      variant { resize(&$0, to: size) }
      variant { resize(&$0, to: size, inPages: axis) }
    }
    // The same gesture whole pages nearer the start of the content.
    let startPages = (context.originalTarget.rect.origin[axis] / context.containerSize[axis]).rounded(.down)
    // Also with the content cut by as much, so a gesture from the end stays at the end.
    for pages in Set([startPages, (startPages / 2).rounded(.down), 1]).sorted(by: >) where pages >= 1 {
      let shift = pages * context.containerSize[axis]
      variant {
        $0.context.originalTarget.rect.origin[axis] -= shift
        $0.target.rect.origin[axis] -= shift
      }
      if context.contentSize[axis] - shift >= context.containerSize[axis] {
        variant {
          $0.context.originalTarget.rect.origin[axis] -= shift
          $0.target.rect.origin[axis] -= shift
          $0.context.contentSize[axis] -= shift
        }
      }
    }
    // Fewer pages: content of 1, 2, 3 … container lengths, or cut to the next whole page.
    let page = context.containerSize[axis]
    let pages = context.contentSize[axis] / page
    for count in [1, 2, 3, 4, 5, 10].map(Double.init) where count < pages {
      variant { $0.context.contentSize[axis] = count * page + (pages - pages.rounded(.down)) * page }
      variant { $0.context.contentSize[axis] = count * page }
    }
    variant { $0.context.contentSize[axis] = pages.rounded(.up) * page }
    for step in [page, 100, 10, 1] {
      variant { $0.context.velocity[axis] = round(context.velocity[axis], step) }
      variant { $0.context.originalTarget.rect.origin[axis] = round(context.originalTarget.rect.origin[axis], step) }
      variant { $0.target.rect.origin[axis] = round(testCase.target.rect.origin[axis], step) }
      variant { $0.context.contentSize[axis] = max(round(context.contentSize[axis], step), 0) }
    }
    return result
  }

  private static func round(_ value: Double, _ step: Double) -> Double {
    step > 0 ? (value / step).rounded() * step : value
  }

  /// A new container size, with the content's, the targets' and the children's
  /// sizes following it where they matched the old one, and no insets: the
  /// bounds are the new container.
  private static func resize(_ testCase: inout TargetCase, to size: CGSize, inPages axis: Axis? = nil) {
    let old = testCase.context.containerSize
    if let axis, old[axis] > 0 {
      // Content, start and proposal keep their length in pages along the axis.
      let scale = size[axis] / old[axis]
      testCase.context.contentSize[axis] = (testCase.context.contentSize[axis] * scale).rounded()
      testCase.context.originalTarget.rect.origin[axis] = (testCase.context.originalTarget.rect.origin[axis] * scale)
        .rounded()
      testCase.target.rect.origin[axis] = (testCase.target.rect.origin[axis] * scale).rounded()
    }
    testCase.context.containerSize = size
    testCase.context.boundsSize = size
    for axis in Axis.allCases where testCase.context.contentSize[axis] == old[axis] {
      testCase.context.contentSize[axis] = size[axis]
    }
    testCase.target.rect.size = size
    testCase.context.originalTarget.rect.size = size
    testCase.context.targets = testCase.context.targets.map { frame in
      var frame = frame
      for axis in Axis.allCases where frame.size[axis] == old[axis] { frame.size[axis] = size[axis] }
      return frame
    }
  }
}
