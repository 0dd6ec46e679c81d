import BehaviorLab
import ScrollTargets
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
      behaviors: [behaviorPath("paging.lua")], calls: 500, rounds: 3, workloads: [.pager], compareCases: 0)
    #expect(run.results.map(\.language) == ["lua", "swift"])
    #expect(run.results[0].checksum == run.results[1].checksum)
    #expect(run.results[0].checksum > 0)
  }
}
