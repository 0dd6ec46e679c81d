import BehaviorComparing
import Foundation
import ScrollTargets
import TestSupport
import Testing

/// The names of the behaviors called, in order.
private final class CallLog {
  var names: [String] = []
}

/// A behavior that only writes its name to the log.
private struct Recorder: ScrollTargetBehavior {
  let name: String
  let log: CallLog
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) { log.names.append(name) }
}

@Suite("bench: interleaved rounds, median and range")
struct BenchmarkRunTests {
  @Test("a script and its twin take turns, the order turning each round, after a warm-up of each")
  func interleaved() {
    let log = CallLog()
    let results = BenchmarkRun.measure(
      [(Recorder(name: "a", log: log), "a"), (Recorder(name: "b", log: log), "b")], workload: .pager, calls: 2,
      rounds: 3)
    // Warm-up a, b; then rounds a b, b a, a b: two calls each time.
    let expected = ["aabb", "aabb", "bbaa", "aabb"].joined()
    #expect(log.names.joined() == expected)
    #expect(results.map(\.behavior) == ["a", "b"])
    #expect(results.allSatisfy { $0.rounds == 3 && $0.calls == 2 })
    #expect(results.allSatisfy { $0.nsPerCallMin <= $0.nsPerCall && $0.nsPerCall <= $0.nsPerCallMax })
  }

  @Test("a script and its twin do the same work: the checksums agree")
  func sameWork() throws {
    let run = try BenchmarkRun(
      behaviors: [behaviorPath("paging.lua")], budget: .init(calls: 500, compareCases: 0), rounds: 3,
      workloads: [.pager])
    #expect(run.results.map(\.language) == ["lua", "swift"])
    #expect(run.results[0].checksum == run.results[1].checksum)
    #expect(run.results[0].checksum > 0)
  }

  @Test("without --calls, a slow behavior gets few calls per round: a script that scans 100,000 children")
  func calibrated() throws {
    let script = FileManager.default.temporaryDirectory.appending(path: "scan-\(UUID().uuidString).lua")
    try """
    function updateTarget(target, context)
      local best = 0
      for _, frame in ipairs(context.targets) do
        if frame.origin.x <= target.rect.origin.x then best = frame.origin.x end
      end
      target.rect.origin.x = best
    end
    """.write(to: script, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: script) }
    var budget = BenchmarkRun.Budget(compareCases: 0)
    budget.roundSeconds = 0.05
    let said = Said()
    let run = try BenchmarkRun(
      behaviors: [script.path], budget: budget, rounds: 2, workloads: [.aligned100000], progress: said.append)
    let result = try #require(run.results.first)
    // A call walks 100,000 frames through the bridge: far over 0.1 ms, so a
    // 50 ms round holds a few hundred calls at most, never the 200,000 cap.
    #expect(result.calls >= 1 && result.calls <= 500, "\(result.calls) calls per round")
    #expect(said.lines.contains { $0.contains("round 2 of 2") }, "\(said.lines)")
    let fast = try BenchmarkRun(behaviors: ["paging"], budget: budget, rounds: 1, workloads: [.pager])
    #expect(fast.results[0].calls > 10 * result.calls, "a fast built-in gets many more calls per round")
  }
}

/// Progress lines heard, from any thread.
private final class Said: @unchecked Sendable {
  private let lock = NSLock()
  private var heard: [String] = []
  var lines: [String] { lock.withLock { heard } }
  func append(_ line: String) { lock.withLock { heard.append(line) } }
}
