import BehaviorRunning
import Foundation
import ScrollTargets
import Synchronization
import TestSupport
import Testing

@testable import SwiftBehaviors

/// The bounds of a helper and of a build, each against the hostile behavior
/// (``Fixtures/hostile``) or a file written to break them.
@Suite("A Swift behavior's bounds: memory, processes, builds, prints, frames", .serialized, .endToEnd, .tags(.endToEnd))
struct HelperBoundsTests {
  /// A call of the hostile behavior with the velocity's `dx` choosing what it does.
  static func call(_ dx: CGFloat) -> (target: ScrollTarget, context: ScrollTargetBehaviorContext) {
    var testCase = CaseGenerator(seed: 11).generate(0).testCase
    testCase.context.velocity.dx = dx
    return (testCase.target, testCase.context)
  }

  /// Whether process `pid` runs (exists and is not a zombie waiting to be collected).
  static func isRunning(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return false }
    return !stat[stat.index(end, offsetBy: 2)...].hasPrefix("Z")
  }

  /// Waits up to `seconds` for `condition`; whether it came true.
  static func eventually(within seconds: Double, _ condition: () -> Bool) -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      if condition() { return true }
      usleep(20_000)
    }
    return condition()
  }

  @Test(
    "a thread that allocates for ever ends as a `memory` failure at the user's file, not a growing helper: by RLIMIT_DATA, and by the resident-size watchdog alone, as on macOS",
    arguments: [false, true])
  func memoryCapped(watchdogOnly: Bool) throws {
    let behavior = try SwiftFileBehavior(Fixtures.hostile, build: Fixtures.build, memoryBytes: 64 << 20)
    behavior.memoryWatchdogOnly = watchdogOnly
    var target = Self.call(333).target
    try behavior.tryUpdateTarget(&target, context: Self.call(333).context)
    // The thread runs on after the call; the cap (64 MiB) stops it within a second or so,
    // where unbounded it would take the machine's memory. A later call learns of it.
    var failure: BehaviorFailure?
    let found = Self.eventually(within: 20) {
      if case .failure(let error) = behavior.tryUpdateTargets([Self.call(0)])[0] { failure = error }
      return failure != nil
    }
    #expect(found, "the helper never went over its cap")
    #expect(failure?.kind == .memory, "\(String(describing: failure))")
    #expect(failure?.location == Fixtures.hostile)
    #expect(failure?.message.contains("memory cap of 64 MiB") == true, "\(String(describing: failure))")
    if watchdogOnly {
      #expect(failure?.message.contains("the resident size grew by more than 64 MiB") == true, "the watchdog's words")
    }
    // The helper is started again: the next call works.
    #expect((try? behavior.tryUpdateTargets([Self.call(0)])[0].get()) == Self.call(0).target)
  }

  @Test("a process the behavior starts ends with the behavior, and with a call that times out")
  func forkedChildEnds() throws {
    for endsBy in ["the behavior's end", "a timeout"] {
      try? FileManager.default.removeItem(atPath: Fixtures.childPIDFile)
      var behavior: SwiftFileBehavior? = try SwiftFileBehavior(
        Fixtures.hostile, build: Fixtures.build, callSeconds: 5)
      _ = try behavior!.tryUpdateTargets([Self.call(444)])[0].get()
      let text = try String(contentsOfFile: Fixtures.childPIDFile, encoding: .utf8)
      let child = try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
      #expect(Self.isRunning(child), "the child runs while the behavior does")
      if endsBy == "a timeout" {
        behavior!.callSeconds = 0.3
        let result = behavior!.tryUpdateTargets([Self.call(555)])[0]
        #expect(throws: BehaviorFailure.self) { try result.get() }
      } else {
        behavior = nil
      }
      #expect(Self.eventually(within: 5) { !Self.isRunning(child) }, "after \(endsBy), process \(child) still runs")
      _ = behavior
    }
  }

  @Test("Ctrl-C in a command that handles it (the REPL) reaches the helper's own group: a `crash` on SIGINT")
  func interruptReachesHelper() throws {
    let behavior = try SwiftFileBehavior(Fixtures.hostile, build: Fixtures.build, callSeconds: 20)
    SwiftFileBehavior.prepareForInterrupts()
    // A first call starts the helper; `interruptRunningCalls()` signals every group it tracks, this one among them.
    #expect((try? behavior.tryUpdateTargets([Self.call(0)])[0].get()) == Self.call(0).target)
    let group = try #require(behavior.helperGroup)
    #expect(ProcessGroups.tracksHelper(group))
    let interrupter = Thread {
      usleep(500_000)
      // What `interruptRunningCalls()` sends each helper's group, sent to this one alone: the helpers that
      // other suites of this process run meanwhile are theirs (and stopping builds would stop theirs too).
      kill(-group, SIGINT)
    }
    let start = Date()
    interrupter.start()
    let result = behavior.tryUpdateTargets([Self.call(555)])[0]
    #expect(Date().timeIntervalSince(start) < 10, "the loop ran on to the call's 20 s")
    guard case .failure(let failure) = result else {
      Issue.record("an endless loop returned")
      return
    }
    #expect(failure.kind == .crash && failure.message.contains("SIGINT"), "\(failure)")
  }

  @Test("print is bounded as Lua's: the first 1000 lines, each cut to 4096 bytes, the rest counted as dropped")
  func printBounded() throws {
    let behavior = try SwiftFileBehavior(Fixtures.hostile, build: Fixtures.build, callSeconds: 10)
    let (target, log) = behavior.keepingPrints { takePrints in
      (behavior.tryUpdateTargets([Self.call(223)])[0], takePrints())
    }
    #expect((try? target.get()) == Self.call(223).target)
    #expect(log.lines.count == 1000)
    #expect(log.dropped == 1000)
    // The print's own line: the behavior's `print` marks it (Helper/HelperPrint.swift).
    let printLine = try String(contentsOfFile: Fixtures.hostile, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false
    ).firstIndex { $0.contains("for _ in 0..<2000 { print(line) }") }.map { $0 + 1 }
    #expect(
      log.lines.allSatisfy { $0.text.utf8.count == 4096 && $0.location == "\(Fixtures.hostile):\(printLine ?? 0)" },
      "\(log.lines.first.map { "\($0.location) \($0.text.utf8.count)" } ?? "")")
    // Not collecting: nothing is kept, and the flood still costs the call alone.
    #expect(behavior.takePrintLog().isEmpty)
    _ = behavior.tryUpdateTargets([Self.call(223)])
    #expect(behavior.takePrintLog().isEmpty)
  }

  @Test("a print flood that never ends is a `timeout`, its kept lines bounded")
  func printFloodBounded() throws {
    let behavior = try SwiftFileBehavior(Fixtures.hostile, build: Fixtures.build, callSeconds: 0.5)
    let (result, log) = behavior.keepingPrints { takePrints in
      (behavior.tryUpdateTargets([Self.call(222)])[0], takePrints())
    }
    #expect(throws: BehaviorFailure.self) { try result.get() }
    if case .failure(let failure) = result { #expect(failure.kind == .timeout) }
    #expect(log.lines.count == 1000)
    #expect(log.dropped > 0)
  }

  @Test("a malformed reply is `malformed reply` at the user's file; the helper is started again")
  func malformedFrame() throws {
    let behavior = try SwiftFileBehavior(Fixtures.hostile, build: Fixtures.build)
    let result = behavior.tryUpdateTargets([Self.call(111)])[0]
    guard case .failure(let failure) = result else {
      Issue.record("a three-byte reply was taken as a result")
      return
    }
    #expect(failure.kind == .crash)
    #expect(failure.location == Fixtures.hostile)
    #expect(failure.message.hasPrefix("malformed reply"), "\(failure)")
    #expect(failure.line(program: "scrollscript").hasPrefix("\(Fixtures.hostile): error: "), "\(failure)")
    #expect((try? behavior.tryUpdateTargets([Self.call(0)])[0].get()) == Self.call(0).target)
  }

  @Test("an oversized frame header is refused at once as a malformed reply, not waited on as a timeout")
  func oversizedFrame() throws {
    let behavior = try SwiftFileBehavior(Fixtures.hostile, build: Fixtures.build, callSeconds: 20)
    let start = Date()
    let result = behavior.tryUpdateTargets([Self.call(112)])[0]
    // The behavior sleeps 30 s after the header; a wait would take the call's 20 s.
    #expect(Date().timeIntervalSince(start) < 10)
    guard case .failure(let failure) = result else {
      Issue.record("a 2 GiB header was taken as a result")
      return
    }
    #expect(failure.kind == .crash)
    #expect(failure.location == Fixtures.hostile)
    #expect(failure.message.hasPrefix("malformed reply: its header claims 2147483648 bytes"), "\(failure)")
  }

  /// A file the type checker needs about 3 s per line for, 20 lines: about a minute unbounded.
  static let bomb = Fixtures.file(
    "Bomb.swift",
    "import SwiftUI\n\nstruct Bomb: ScrollTargetBehavior {\n  func updateTarget(_ target: inout Target, context: ScrollTargetBehaviorContext) {}\n}\n\n"
      + (0..<20).map {
        "let x\($0) = [1, 2.0, 3, 4.5, 5, 6, 7.5, 8].map { $0 * 2 + 1 - 3 * $0 / 4 + 5 }"
          + ".reduce(0) { $0 + $1 * 2 - 1 + 3 * $1 - 4 / 2 + 6 - $1 }\n"
      }.joined())

  @Test("a build past its limit is stopped: a located error, progress lines, no compiler and no folder left")
  func buildLimit() throws {
    _ = try Fixtures.build.build(Fixtures.hostile)  // the model, outside the small limit
    // A cache of its own, so that its `tmp/` holds this build's folder alone, sharing the built model.
    let cache = SwiftBehaviorCache(root: Fixtures.cache.root.appending(path: "bomb-cache"))
    try FileManager.default.createDirectory(at: cache.root, withIntermediateDirectories: true)
    try? FileManager.default.createSymbolicLink(
      at: cache.root.appending(path: "model"), withDestinationURL: Fixtures.cache.root.appending(path: "model"))
    var build = Fixtures.build
    build.cache = cache
    build.buildSeconds = 3
    build.progressSeconds = 1
    let lines = Mutex<[String]>([])
    build.progress = { line in lines.withLock { $0.append(line) } }
    let start = Date()
    #expect {
      try build.build(Self.bomb)
    } throws: { error in
      guard let error = error as? SwiftBehaviorError else { return false }
      return error.location == Self.bomb && error.isInvalidBehavior && error.problem.contains("took longer than 3 s")
    }
    #expect(Date().timeIntervalSince(start) < 30, "stopped near 3 s, where the whole build takes about a minute")
    #expect(lines.withLock { $0 }.contains("compiling \(Self.bomb)… 1 s"), "\(lines.withLock { $0 })")
    #expect(Self.processes(mentioning: Self.bomb).isEmpty, "compiler processes left behind")
    let scratch = (try? FileManager.default.contentsOfDirectory(atPath: cache.root.appending(path: "tmp").path))
    #expect(scratch ?? [] == [], "temporary folders left behind")
  }

  /// The processes whose command line mentions `text`.
  static func processes(mentioning text: String) -> [Int32] {
    let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap(Int32.init) ?? []
    return ids.filter { id in
      guard id != getpid(), let data = FileManager.default.contents(atPath: "/proc/\(id)/cmdline") else { return false }
      return String(decoding: data, as: UTF8.self).contains(text)
    }
  }
}
