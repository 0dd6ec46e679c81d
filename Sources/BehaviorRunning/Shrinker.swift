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
/// so the result reproduces the failure and shrinking always ends. The
/// search, round numbers, nice speeds and the phone are ``ShrinkCore``'s, as
/// for scenarios (``ScenarioShrinker``).
public enum Shrinker {
  /// The smallest case found from `start` for which `fails` still holds.
  /// `fails(start)` must hold. At most `budget` candidates are tried.
  public static func shrink(_ start: TargetCase, budget: Int = 2000, fails: (TargetCase) -> Bool) -> TargetCase {
    // A case that began inside the content stays inside: offsets past the
    // ends are possible but distract from the rule that failed.
    let keepInside = insideContent(start)
    return ShrinkCore.shrink(start, budget: budget, complexity: complexity, candidates: candidates) {
      (!keepInside || insideContent($0)) && fails($0)
    }
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
    let numbers = [
      context.containerSize.width, context.containerSize.height, context.contentSize.width, context.contentSize.height,
      context.originalTarget.rect.minX, context.originalTarget.rect.minY, testCase.target.rect.minX,
      testCase.target.rect.minY, context.velocity.dx, context.velocity.dy,
    ]
    let axis = context.primaryAxis
    var score = numbers.reduce(0) { $0 + ShrinkCore.cost($1) }
    score += ShrinkCore.slowness(context.velocity)
    score += Double(context.targets.count) * 10
    score += context.axes.members.count > 1 ? 20 : 0
    score += context.environment == EnvironmentValues() ? 0 : 20
    score += context.hasInsets ? 5 : 0
    score += testCase.target.anchor == nil ? 0 : 5
    score += context.contentSize[axis] / context.containerSize[axis]
    // A gesture near the start reads better than the same one 80 pages in.
    score += abs(context.originalTarget.rect.origin[axis]) / context.containerSize[axis] / 2
    score += context.containerSize == ShrinkCore.phone ? 0 : 2
    return score
  }

  /// Simpler variants of `testCase`, simplest changes first.
  static func candidates(_ testCase: TargetCase) -> [TargetCase] {
    var variants = ShrinkCore.Variants(of: testCase) { $0.json }
    let context = testCase.context
    let axis = context.primaryAxis
    let other = axis.cross

    variants.add { $0.context.environment = EnvironmentValues() }
    variants.add { $0.context.axes = Axis.Set(axis: axis) }
    variants.add {
      $0.target.rect.origin[other] = 0
      $0.context.originalTarget.rect.origin[other] = 0
      $0.context.velocity[other] = 0
    }
    variants.add { $0.context.targets = [] }
    if context.targets.count > 1 {
      variants.add { $0.context.targets.removeLast(context.targets.count / 2) }
      variants.add { $0.context.targets.removeLast() }
    }
    variants.add { $0.target.anchor = nil }
    variants.add { $0.context.boundsSize = $0.context.containerSize }
    variants.add { $0.context.velocity[axis] = 0 }
    // Round speeds below this one, slowest first, in the same direction.
    let speed = context.velocity[axis]
    for nice in ShrinkCore.niceSpeeds(below: abs(speed)) {
      variants.add { $0.context.velocity[axis] = speed < 0 ? -nice : nice }
    }
    // A phone in portrait, or in landscape, with children resized to match;
    // then the same again with the content and offsets kept in pages.
    for size in ShrinkCore.phones {
      variants.add { resize(&$0, to: size) }
      variants.add { resize(&$0, to: size, inPages: axis) }
    }
    // The same gesture whole pages nearer the start of the content.
    let startPages = (context.originalTarget.rect.origin[axis] / context.containerSize[axis]).rounded(.down)
    // Also with the content cut by as much, so a gesture from the end stays at the end.
    for pages in Set([startPages, (startPages / 2).rounded(.down), 1]).sorted(by: >) where pages >= 1 {
      let shift = pages * context.containerSize[axis]
      variants.add {
        $0.context.originalTarget.rect.origin[axis] -= shift
        $0.target.rect.origin[axis] -= shift
      }
      if context.contentSize[axis] - shift >= context.containerSize[axis] {
        variants.add {
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
      variants.add { $0.context.contentSize[axis] = count * page + (pages - pages.rounded(.down)) * page }
      variants.add { $0.context.contentSize[axis] = count * page }
    }
    variants.add { $0.context.contentSize[axis] = pages.rounded(.up) * page }
    // Offsets, speed and content rounded to pages, then hundreds, tens and whole points.
    for step in [page] + ShrinkCore.steps(downTo: 1) {
      func round(_ value: Double) -> Double { ShrinkCore.rounded(value, to: step) }
      variants.add { $0.context.velocity[axis] = round(context.velocity[axis]) }
      variants.add { $0.context.originalTarget.rect.origin[axis] = round(context.originalTarget.rect.origin[axis]) }
      variants.add { $0.target.rect.origin[axis] = round(testCase.target.rect.origin[axis]) }
      variants.add { $0.context.contentSize[axis] = max(round(context.contentSize[axis]), 0) }
    }
    return variants.all
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
