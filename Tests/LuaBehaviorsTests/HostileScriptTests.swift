import BehaviorComparing
import Foundation
import LuaBehaviors
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import Testing

/// One script of `Hostile/`, with the outcome its header comments promise:
///
/// ```lua
/// -- What the script tries.
/// -- outcome: timeout           (or syntax, runtime, memory, invalidResult, ok)
/// -- message: the failure's exact message
/// -- line: the line the failure is located at, or none
/// -- calls: how many updateTarget calls to make (default 1)
/// -- result: the target's x after the calls (for ok)
/// -- memory: kept               (the script keeps what it allocated reachable)
/// -- seconds: the time budget, for a script only the clock can stop (default 10 s,
///    so that the instruction budget and the memory cap, which are exact, decide)
/// ```
struct HostileScript: CustomTestStringConvertible, Sendable {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Hostile")

  let path: String
  let kind: BehaviorFailure.Kind?
  let message: String?
  /// The failure's location: `nil` for none.
  let location: String?
  let calls: Int
  let result: Double?
  let keepsMemory: Bool
  /// The time budget the header asks for, if any.
  let seconds: Int?

  var name: String { URL(fileURLWithPath: path).lastPathComponent }
  var testDescription: String { name }

  /// Every script of the folder, by name.
  static func all() throws -> [HostileScript] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".lua") }.sorted()
      .map { try HostileScript(path: directory.appendingPathComponent($0).path) }
  }

  init(path: String) throws {
    self.path = path
    var fields: [String: String] = [:]
    for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
      guard line.hasPrefix("-- ") else { break }
      let text = line.dropFirst(3)
      guard let colon = text.firstIndex(of: ":") else { continue }
      fields[String(text[..<colon])] = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let expect = fields["outcome"] ?? "?"
    kind = expect == "ok" ? nil : BehaviorFailure.Kind(rawValue: expect)
    message = fields["message"]
    location = fields["line"].flatMap { Int($0) }.map { "\(path):\($0)" }
    calls = fields["calls"].flatMap { Int($0) } ?? 1
    result = fields["result"].flatMap { Double($0) }
    keepsMemory = fields["memory"] == "kept"
    seconds = fields["seconds"].flatMap { Int($0) }
    guard expect == "ok" || (kind != nil && message != nil && fields["line"] != nil) else {
      throw InputError(path, "the header needs outcome, message and line")
    }
  }

  /// The default limits but for the time budget: `seconds`, else 10 s, and ten
  /// times that under a sanitizer, which runs code several times slower.
  var limits: BehaviorLimits {
    let seconds = Double((seconds ?? 10) * (slowBuild ? 10 : 1))
    return BehaviorLimits(loadSeconds: seconds, callSeconds: seconds)
  }

  /// The expected message, with the time budget of this build.
  var expectedMessage: String? {
    guard slowBuild, let seconds else { return message }
    return message?.replacingOccurrences(of: "time budget of \(seconds) s", with: "time budget of \(seconds * 10) s")
  }

  /// Loads the script and makes its calls; the first failure, or the last target.
  func run() -> (behavior: LuaScrollTargetBehavior?, outcome: Result<ScrollTarget, BehaviorFailure>) {
    let behavior: LuaScrollTargetBehavior
    do {
      behavior = try LuaScrollTargetBehavior.load(path, limits: limits)
    } catch {
      return (nil, .failure(error))
    }
    var target = Fixture.target()
    for _ in 0..<calls {
      target = Fixture.target()
      do {
        try behavior.tryUpdateTarget(&target, context: Fixture.context())
      } catch {
        return (behavior, .failure(error))
      }
    }
    return (behavior, .success(target))
  }
}

/// Whether a sanitizer slows this build (scripts/sanitize sets SCROLLSCRIPT_SLOW_BUILD).
private let slowBuild = ProcessInfo.processInfo.environment["SCROLLSCRIPT_SLOW_BUILD"] != nil
/// How soon a hostile script must end: 2 s, or 30 s under a sanitizer, of the
/// test thread's own processor time. Wall-clock time would count the time the
/// thread waits for a core while other tests run; processor time does not, so
/// the bound holds on a busy machine and still catches a script that runs on.
private let bound: Duration = slowBuild ? .seconds(30) : .seconds(2)

/// The processor time the calling thread has used so far.
private enum ThreadClock {
  static var now: Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
  }
}

@Suite("Hostile scripts: each ends with its promised outcome, quickly, and the host goes on")
struct HostileScriptTests {
  @Test("each script in Hostile/ ends as its header says", arguments: try HostileScript.all())
  func hostile(script: HostileScript) throws {
    let start = ThreadClock.now
    let (behavior, outcome) = script.run()
    let elapsed = ThreadClock.now - start
    #expect(elapsed < bound, "took \(elapsed) of processor time")
    switch outcome {
    case .success(let target):
      #expect(script.kind == nil, "expected \(script.kind?.rawValue ?? "") but the calls succeeded")
      if let result = script.result { #expect(Double(target.rect.origin.x) == result) }
    case .failure(let failure):
      #expect(failure.kind == script.kind, "\(failure)")
      #expect(failure.message == script.expectedMessage, "\(failure)")
      #expect(failure.location == script.location, "\(failure)")
    }
    guard let behavior else { return }
    // Memory is back where loading left it (give or take what the script keeps).
    let baseline = try #require(try? LuaScrollTargetBehavior(path: script.path, limits: script.limits))
      .collectGarbage()
    if !script.keepsMemory { #expect(behavior.collectGarbage() < baseline + 64 << 10) }
    // The state answers the next call, within the bound, however it answers.
    let next = ThreadClock.now
    _ = Fixture.failure(behavior)
    #expect(ThreadClock.now - next < bound)
  }

  @Test("the suite covers every kind of attack the sandbox must survive")
  func coverage() throws {
    let names = try HostileScript.all().map(\.name)
    for prefix in ["loop_", "c_", "vm_", "memory_", "stack_", "coroutine_", "escape_", "error_", "result_", "globals_"]
    {
      #expect(names.contains { $0.hasPrefix(prefix) }, "\(prefix)")
    }
    #expect(names.count >= 60)
  }
}

@Suite("Huge scripts: too long is refused before it is read; long literals and long files load")
struct HugeScriptTests {
  @Test("a script over 8 MiB fails with kind memory before it is read whole; an endless device is refused unread")
  func overTheLimit() throws {
    let big = try ScriptFile("-- " + String(repeating: "x", count: 9 << 20) + "\nfunction updateTarget(t, c) end\n")
    let start = ThreadClock.now
    let failure = try #require(throws: BehaviorFailure.self) { try LuaScrollTargetBehavior(path: big.path) }
    #expect(ThreadClock.now - start < bound)
    #expect(failure.kind == .memory)
    #expect(failure.message == "the script is longer than its limit of 8 MiB")
    #expect(failure.location == "\(big.path):1")
    // Not the script's failure: a file that is no script at all, an input error.
    #expect(
      throws: InputFileError(path: "/dev/zero", reason: "it is not a regular file (a FIFO, a socket or a device)")
    ) {
      try LuaScrollTargetBehavior(path: "/dev/zero")
    }
  }

  @Test("a script that takes long to parse stops at its time budget, at the line the parser reached")
  func slowToParse() throws {
    let chain = (0..<60_000).map { "  elseif x == \($0) then x = \($0 + 1)" }.joined(separator: "\n")
    let script = try ScriptFile(
      "function updateTarget(target, context)\n  local x = 0\n  if x == 0 then x = 1\n\(chain)\n  end\nend\n")
    let limits = BehaviorLimits(loadSeconds: slowBuild ? 10 : 1, callSeconds: 1)
    let start = ThreadClock.now
    let failure = try #require(throws: BehaviorFailure.self) {
      try LuaScrollTargetBehavior(path: script.path, limits: limits)
    }
    #expect(ThreadClock.now - start < bound)
    #expect(failure.kind == .timeout)
    #expect(failure.message.hasPrefix("loading the script went over its time budget of"), "\(failure.message)")
    let line = try #require(failure.location.flatMap { Int($0.split(separator: ":").last ?? "") })
    #expect(line > 3 && line < 60_006, "\(String(describing: failure.location))")
  }

  @Test("a budget or memory cap spent by the parser's own allocations is located at the line the parser reached")
  func parserAllocationsSpendTheBudget() throws {
    // The parser runs no instruction: what it spends is the memory it builds
    // the function in, charged as instructions. No frame of the script is on
    // the stack then, so the line comes from the reader (exact: no clock).
    let chain = (0..<20_000).map { "  elseif x == \($0) then x = \($0 + 1)" }.joined(separator: "\n")
    let script = try ScriptFile(
      "function updateTarget(target, context)\n  local x = 0\n  if x == 0 then x = 1\n\(chain)\n  end\nend\n")
    let failure = try #require(throws: BehaviorFailure.self) {
      try LuaScrollTargetBehavior(path: script.path, limits: BehaviorLimits(loadInstructions: 20_000))
    }
    #expect(failure.kind == .timeout)
    #expect(failure.message == "loading the script went over its instruction budget of 20000 instructions")
    let location = try #require(failure.location)
    #expect(location.hasPrefix(script.path + ":"), "\(location)")
    let line = try #require(Int(location.split(separator: ":").last ?? ""))
    #expect(line > 3 && line < 20_006, "\(location)")
    // The memory cap, refused in the same allocations, is located alike.
    let full = try #require(throws: BehaviorFailure.self) {
      try LuaScrollTargetBehavior(path: script.path, limits: BehaviorLimits(memoryBytes: 512 << 10))
    }
    #expect(full.kind == .memory)
    let memoryLine = try #require(full.location.flatMap { Int($0.split(separator: ":").last ?? "") })
    #expect(memoryLine > 3 && memoryLine < 20_006, "\(String(describing: full.location))")
  }

  @Test("a 7 MiB string literal and a file of 400,000 lines load and run")
  func longButAllowed() throws {
    let literal = try ScriptFile(
      "local s = '" + String(repeating: "x", count: 7 << 20)
        + "'\nfunction updateTarget(target, context) target.rect.origin.x = #s end\n")
    let lines = try ScriptFile(
      String(repeating: "n = (n or 0) + 1\n", count: 400_000)
        + "function updateTarget(target, context) target.rect.origin.x = n end\n")
    for (script, x) in [(literal, CGFloat(7 << 20)), (lines, 400_000)] {
      let start = ThreadClock.now
      // The time they may take is the CPU bound below; the wall-clock budget is
      // wide, so that a loaded machine's waits do not fail a load that is quick.
      let behavior = try script.load(limits: BehaviorLimits(loadSeconds: 30, callSeconds: 30))
      #expect(try Fixture.run(behavior).rect.origin.x == x)
      #expect(ThreadClock.now - start < bound)
    }
  }
}
