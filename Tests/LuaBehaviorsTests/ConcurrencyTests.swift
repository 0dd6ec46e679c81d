import Foundation
import LuaBehaviors
import ScrollTargets
import Testing

@Suite("One instance per thread")
struct ConcurrencyTests {
  @Test("Instances on different threads run side by side without interfering")
  func parallelInstances() async throws {
    let script = try ScriptFile(
      """
      n = 0
      function updateTarget(target, context)
        n = n + 1
        local w = context.containerSize.width
        target.rect.origin.x = math.floor(context.originalTarget.rect.minX / w + 0.5) * w + n
      end
      """)
    let path = script.path
    let totals = try await withThrowingTaskGroup(of: Double.self) { group in
      for worker in 0..<4 {
        group.addTask {
          let behavior = try LuaScrollTargetBehavior(path: path)
          var total = 0.0
          for call in 1...2000 {
            var target = Fixture.target()
            try behavior.tryUpdateTarget(&target, context: Fixture.context(original: CGFloat(worker) * 390))
            total += Double(target.rect.origin.x) - Double(worker) * 390 - Double(call)
          }
          return total
        }
      }
      return try await group.reduce(into: [Double]()) { $0.append($1) }
    }
    #expect(totals == [0, 0, 0, 0])
  }
}
