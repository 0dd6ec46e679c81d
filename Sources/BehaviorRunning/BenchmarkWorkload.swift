import BehaviorLoading
import Foundation
import ScrollSimulation
import ScrollTargets

/// The fixed sequences of cases the benchmarks time, the same ones the bare C
/// baseline (`Benchmarks/BareLua/bare_lua.c`) builds, so both time the same work.
///
/// Portrait phone (390×844), horizontal. Case `i`: original offset
/// `(i % 10) * 390`, proposed `original + ((i * 37) % 400) - 200`, velocity
/// `((i * 7919) % 4001) - 2000` pt/s, offsets clamped to the content.
public enum BenchmarkWorkload: String, CaseIterable, Sendable {
  /// Ten pages (3900 pt) and no children: what a pager sees.
  case pager
  /// 100 children of 50 pt (5000 pt of content).
  case aligned100
  /// 100,000 children of 50 pt (5,000,000 pt of content).
  case aligned100000

  /// How many layout children the workload has.
  public var childCount: Int {
    switch self {
    case .pager: 0
    case .aligned100: 100
    case .aligned100000: 100_000
    }
  }

  /// A label for tables: `pager`, `100 children`, `100000 children`.
  public var label: String { childCount == 0 ? "pager" : "\(childCount) children" }

  /// The workloads that suit a behavior: view-aligned ones get the children.
  public static func suited(to reference: String) -> [BenchmarkWorkload] {
    reference.hasPrefix("viewAligned") ? [.aligned100, .aligned100000] : [.pager]
  }

  /// The context shared by every case (the children are made once).
  public func baseContext() -> ScrollTargetBehaviorContext {
    let scene =
      childCount == 0
      ? Scene(content: .pages(10)) : Scene(content: .children, children: .init(count: childCount, length: 50))
    return scene.layout.context(original: .zero, velocity: .zero)
  }

  /// Sets case `index` into `context` and returns its proposed target.
  public static func prepare(_ index: Int, _ context: inout ScrollTargetBehaviorContext) -> ScrollTarget {
    let page = context.containerSize.width
    let maxOffset = context.contentSize.width - page
    let original = min(max(Double(index % 10) * page, 0), maxOffset)
    let proposed = min(max(original + Double((index * 37) % 400) - 200, 0), maxOffset)
    context.originalTarget.rect.origin.x = original
    context.velocity.dx = Double((index * 7919) % 4001) - 2000
    return ScrollTarget(rect: CGRect(x: proposed, y: 0, width: page, height: 844))
  }
}

/// Times `updateTarget` calls.
public enum Benchmark {
  /// The first failure of `behavior` on the first `calls` cases of
  /// `workload`, if any: a behavior that fails is not timed.
  public static func firstFailure(
    _ behavior: any ScrollTargetBehavior, workload: BenchmarkWorkload, calls: Int = 64
  ) -> BehaviorFailure? {
    var context = workload.baseContext()
    let cases = (0..<calls).map { index in
      let target = BenchmarkWorkload.prepare(index, &context)
      return (target: target, context: context)
    }
    for case .failure(let failure) in behavior.resolveTargets(cases) { return failure }
    return nil
  }

  /// Mean nanoseconds per `updateTarget` call of `behavior` over `calls` cases of
  /// `workload`, with the checksum of the results (to compare with the C baseline's).
  /// A failing call counts as a call; its result adds nothing to the checksum.
  public static func nanosecondsPerCall(
    _ behavior: any ScrollTargetBehavior, workload: BenchmarkWorkload, calls: Int
  ) -> (nanoseconds: Double, checksum: Double) {
    var context = workload.baseContext()
    var checksum = 0.0
    let clock = ContinuousClock()
    let start = clock.now
    if behavior is any BatchScrollTargetBehavior {
      // As `run --cases` and `compare` call it: many calls per exchange.
      var calls = (0..<calls)[...]
      while !calls.isEmpty {
        let batch = calls.prefix(CaseBatch.batchSize).map { index in
          let target = BenchmarkWorkload.prepare(index, &context)
          return (target: target, context: context)
        }
        calls = calls.dropFirst(batch.count)
        for case .success(let target) in behavior.resolveTargets(batch) { checksum += target.rect.minX }
      }
    } else {
      for index in 0..<calls {
        var target = BenchmarkWorkload.prepare(index, &context)
        if (try? behavior.resolveTarget(&target, context: context)) != nil { checksum += target.rect.minX }
      }
    }
    let elapsed = clock.now - start
    return (Double(elapsed.nanoseconds) / Double(max(calls, 1)), checksum)
  }
}
