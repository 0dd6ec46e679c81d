import BehaviorComparing
import BehaviorLoading
import Foundation
import ScrollFormats
import ScrollPhysics
import ScrollSimulation
import ScrollTargets

extension ReplSession {
  /// Release speeds the comparison tries, from -4000 to 4000 pt/s: beyond a
  /// fast fling on an iPhone (UIKit reports about 3000 pt/s for a hard flick).
  static let compareSpeed = 4000.0

  /// Compares the loaded behavior with `other` (a built-in, a `.lua` or a
  /// `.swift` file), or else with its twin (the file's `reference:` header
  /// line, or its name when that names a built-in), on `count` gestures that start where the view rests now: drags
  /// of up to one container length either way (released at the drag's end)
  /// crossed with release speeds in ±4000 pt/s.
  func compare(count: Int, with other: String? = nil) -> String {
    guard let loaded else { return "nothing to compare: no behavior is loaded" }
    let twin: String
    switch (other, loaded) {
    case (let other?, _):
      twin = other
    case (nil, .script(_, let path)):
      guard let reference = Twin.reference(forFile: path) else {
        return "nothing to compare: \(path) names no twin (add a `-- reference: NAME` line, or :compare [N] with B)"
      }
      twin = reference
    case (nil, .swiftFile):
      // The header as the file reads now, even when the edit has not been reloaded.
      guard let reference = Twin.reference(forFile: behaviorName) else {
        return
          "nothing to compare: \(behaviorName) names no twin (add a `// reference: NAME` line, or :compare [N] with B)"
      }
      twin = reference
    case (nil, .builtIn):
      return "nothing to compare: the behavior is the built-in \(behaviorName); name another: :compare [N] with B"
    }
    let reference: any ScrollTargetBehavior
    do {
      reference = try resolve(twin)
    } catch {
      return Self.message(for: error)
    }
    // Only `compare` is used, with the instances at hand; the factories satisfy the initializer.
    let factory = BehaviorSpec.factory(twin, limits: limits)
    let comparison = Comparison(reference: factory, candidate: factory)
    let candidate = loaded.behavior
    var agreed = 0
    var first: CaseComparison?
    for testCase in compareCases(count: count) {
      let result = comparison.compare(testCase, reference: reference, candidate: candidate)
      if result.agrees {
        agreed += 1
      } else if first == nil {
        first = result
      }
    }
    let verdict = agreed == count ? "agree on \(count)" : "disagree on \(count - agreed)"
    var text = "\(verdict) of \(Self.count(count, "case")) with \(twin), from \(NumberText.trimmed(restingOffset))"
    if let first { text += "\n  first: " + describe(first, noun: loaded.noun) }
    return text
  }

  /// The generated cases: case `i` takes speed `i % 20` and drag `i / 20` of their grids.
  func compareCases(count: Int) -> [TargetCase] {
    let layout = currentLayout.layout(of: scene.scene)
    let axis = scene.axis
    let range = layout.offsetRange(on: axis)
    let origin = timeline.final
    let speeds = 20
    let drags = max(1, (count + speeds - 1) / speeds)
    return (0..<count).map { index in
      let speed = -Self.compareSpeed + 2 * Self.compareSpeed * Double(index % speeds) / Double(speeds - 1)
      let fraction = drags == 1 ? 0 : -1 + 2 * Double(index / speeds) / Double(drags - 1)
      var release = origin
      release[axis] = range.clamp(origin[axis] + fraction * layout.containerSize[axis])
      return TargetCase(layout.call(original: origin, releasedAt: release, velocity: vector(speed)))
    }
  }

  /// `from 780, velocity 800 pt/s, proposed 1200: twin 1170, script 780`
  /// (`behavior 780` for a built-in or a Swift file).
  private func describe(_ comparison: CaseComparison, noun: String) -> String {
    let axis = scene.axis
    let context = comparison.testCase.context
    func text(_ result: CaseResult) -> String {
      switch result {
      case .target(let target): NumberText.trimmed(target.restingOffset(containerSize: context.containerSize)[axis])
      case .failure, .invalidCase: result.error ?? ""
      }
    }
    let from = NumberText.trimmed(context.originalTarget.rect.origin[axis])
    let speed = NumberText.trimmed(context.velocity[axis])
    let proposed = NumberText.trimmed(comparison.testCase.target.rect.origin[axis])
    var line =
      "from \(from), velocity \(speed) pt/s, proposed \(proposed): "
      + "twin \(text(comparison.reference)), \(noun) \(text(comparison.candidate))"
    if let rule = comparison.rule { line += " (twin's rule: \(rule))" }
    return line
  }
}
