import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// Fuzzes whole results: the bytes become a target's rect and anchor, set by a
/// behavior as any script could set them, in a container of any size.
///
/// Whatever the values, the host either refuses the result (`invalidResult`)
/// or every value it derives is finite: the edges and the resting offset. A
/// result it accepts always writes as a JSON result line, never as an error
/// line, and a simulation of it ends at a finite offset.
enum ResultFuzzing {
  /// Sets the target to the fuzzed values.
  struct Setter: ScrollTargetBehavior {
    var rect: CGRect
    var anchor: UnitPoint?

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      target.rect = rect
      target.anchor = anchor
    }
  }

  static func run(_ bytes: [UInt8]) {
    var input = FuzzInput(bytes)
    let rect = CGRect(x: input.number(), y: input.number(), width: input.number(), height: input.number())
    let anchor = input.byte() % 2 == 0 ? nil : UnitPoint(x: input.number(), y: input.number())
    var container = CGSize(width: input.size(), height: input.size())
    let behavior = Setter(rect: rect, anchor: anchor)
    let context = ScrollTargetBehaviorContext(
      originalTarget: ScrollTarget(rect: .zero), contentSize: CGSize(width: 3900, height: 844), containerSize: container
    )
    var target = ScrollTarget(rect: .zero)
    do {
      try behavior.resolveTarget(&target, context: context)
    } catch {
      guard error.kind == .invalidResult else { fatalError("a result failed as \(error.kind): \(error)") }
      return
    }
    let resting = target.restingOffset(containerSize: container)
    let derived = [target.rect.minX, target.rect.minY, target.rect.maxX, target.rect.maxY, resting.x, resting.y]
    guard derived.allSatisfy(\.isFinite) else { fatalError("an accepted result derives \(derived)") }
    let line = CaseResult.target(target).json
    guard !line.hasPrefix("{\"error\"") else { fatalError("an accepted result wrote as an error line: \(line)") }
    // The simulator takes it too, in a container a scenario file allows.
    guard container.width.isFinite, container.height.isFinite else { return }
    container.width = min(max(container.width, 1), Scenario.maximumLength)
    container.height = min(max(container.height, 1), Scenario.maximumLength)
    let scenario = Scenario(
      containerSize: container, contentSize: CGSize(width: container.width * 3, height: container.height),
      steps: [
        .fling(velocity: CGVector(dx: 800, dy: 0)),
        .resize(CGSize(width: container.height, height: container.width), content: nil),
      ])
    let final = Simulator(scenario: scenario, behavior: behavior).run().final
    guard final.x.isFinite, final.y.isFinite else { fatalError("a simulation of an accepted result ends at \(final)") }
  }
}
