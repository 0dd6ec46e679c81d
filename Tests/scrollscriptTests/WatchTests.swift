import Foundation
import ScrollFormats
import TestSupport
import Testing

@Suite("--watch", .endToEnd, .tags(.endToEnd))
struct WatchTests {
  /// A scenario of one fling, which every watch test simulates.
  static let fling =
    #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},"steps":[{"fling":{"velocity":{"dx":900,"dy":0}}}]}"#

  /// A fresh folder holding `files` (name and text) and `fling.json`.
  static func folder(_ files: [(String, String)]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, text) in files + [("fling.json", fling)] {
      try text.write(to: directory.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    return directory
  }

  @Test("simulate --watch reruns on an edit, and a broken edit keeps the last good version")
  func simulateWatch() throws {
    let directory = try Self.folder([("mine.lua", "function updateTarget(t, c)\n  t.rect.origin.x = 390\nend\n")])
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("mine.lua")
    let watcher = try Watcher(["simulate", "mine.lua", "fling.json", "--watch"], in: directory, name: "simulate")
    defer { if watcher.process.isRunning { _ = watcher.interrupt() } }
    // Each edit waits for the watcher (it polls every 0.25 s) to have seen the last one.
    Thread.sleep(forTimeInterval: 1.5)
    try "function updateTarget(t, c\n".write(to: script, atomically: false, encoding: .utf8)
    Thread.sleep(forTimeInterval: 1.0)
    try "function updateTarget(t, c)\n  t.rect.origin.x = 780\nend\n".write(
      to: script, atomically: false, encoding: .utf8)
    Thread.sleep(forTimeInterval: 1.5)
    #expect(watcher.interrupt(), "SIGINT ends --watch")
    let rests = watcher.lines("rest at")
    let stdout = Self.read(watcher.out)
    #expect(rests.count == 2 && rests[0].hasPrefix("rest at 390 ") && rests[1].hasPrefix("rest at 780 "), "\(stdout)")
    let stderr = Self.read(watcher.err)
    #expect(stderr.contains("mine.lua:2: syntax: ')' expected near <eof> (keeping the last good version"), "\(stderr)")
  }

  @Test("--watch reruns when a module the script requires is edited, and watches a module an edit adds")
  func watchModules() throws {
    let requiring = { (module: String) in
      "local x = require('\(module)')\nfunction updateTarget(t, c)\n  t.rect.origin.x = x\nend\n"
    }
    let directory = try Self.folder([
      ("place.lua", "return 390\n"), ("other.lua", "return 1170\n"), ("mine.lua", requiring("place")),
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    func edit(_ name: String, _ text: String) throws {
      try text.write(to: directory.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    let watcher = try Watcher(["simulate", "mine.lua", "fling.json", "--watch"], in: directory, name: "simulate")
    defer { if watcher.process.isRunning { _ = watcher.interrupt() } }
    Thread.sleep(forTimeInterval: 1.5)
    // The module changes: the script runs again with it.
    try edit("place.lua", "return 780\n")
    Thread.sleep(forTimeInterval: 1.5)
    // The script now requires another module; an edit of that one is seen too.
    try edit("mine.lua", requiring("other"))
    Thread.sleep(forTimeInterval: 1.5)
    try edit("other.lua", "return 1560\n")
    Thread.sleep(forTimeInterval: 1.5)
    _ = watcher.interrupt()
    let rests = watcher.lines("rest at").map { $0.split(separator: " ")[2] }
    let stderr = Self.read(watcher.err)
    #expect(rests == ["390", "780", "1170", "1560"], "\(Self.read(watcher.out))\n\(stderr)")
    #expect(stderr.contains("place.lua changed"), "\(stderr)")
  }

  /// The cache of Swift builds for this test run, shared with the REPL's tests
  /// (one process runs every test target): the model compiles once, and so does
  /// the grid example, which both build unchanged.
  static let swiftCache = SharedCache.root

  /// Runs `body` holding a lock on ``swiftCache``. The REPL's and the
  /// `--watch` tests run at once; each takes the lock around its first build,
  /// so the model compiles once and the other finds it in the cache.
  static func holdingCacheLock<T>(_ body: () throws -> T) rethrows -> T {
    try? FileManager.default.createDirectory(at: swiftCache, withIntermediateDirectories: true)
    let lock = open(swiftCache.appendingPathComponent("tests.lock").path, O_CREAT | O_RDWR, 0o600)
    defer { if lock >= 0 { close(lock) } }  // closing releases the lock
    if lock >= 0 { flock(lock, LOCK_EX) }
    return try body()
  }

  /// `examples/swift/BasicGrid.swift` with a step of `1/divisor` of the width (10: the file as it is);
  /// `nil` puts a type error on line 7, column 53.
  static func grid(_ divisor: Int?) throws -> String {
    let text = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../examples/swift/BasicGrid.swift"), encoding: .utf8)
    guard let divisor else {
      return text.replacingOccurrences(of: "gridStep(for: context.containerSize)", with: #"gridStep(for: "wide")"#)
    }
    return text.replacingOccurrences(of: "/ 10.0", with: "/ \(divisor).0")
  }

  /// The text of `file` once `condition` holds, or after `timeout` seconds.
  static func read(_ file: URL, timeout: Double = 120, until condition: (String) -> Bool = { _ in true }) -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    while !condition(text), Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
      text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }
    return text
  }

  /// `scrollscript ARGUMENTS` run in `directory`, writing to files (nothing can
  /// block on a pipe if the tool misbehaves), with the shared Swift cache.
  struct Watcher {
    let process = Process()
    let out: URL
    let err: URL

    init(_ arguments: [String], in directory: URL, name: String) throws {
      out = directory.appendingPathComponent("\(name).out")
      err = directory.appendingPathComponent("\(name).err")
      FileManager.default.createFile(atPath: out.path, contents: nil)
      FileManager.default.createFile(atPath: err.path, contents: nil)
      process.executableURL = Tool.url
      process.arguments = arguments
      process.currentDirectoryURL = directory
      process.environment = ProcessInfo.processInfo.environment.merging([
        "SCROLLSCRIPT_CACHE": WatchTests.swiftCache.path
      ]) { $1 }
      process.standardOutput = try FileHandle(forWritingTo: out)
      process.standardError = try FileHandle(forWritingTo: err)
      try process.run()
    }

    /// The lines of standard output that start with `prefix`.
    func lines(_ prefix: String) -> [String] {
      WatchTests.read(out).split(separator: "\n").filter { $0.hasPrefix(prefix) }.map(String.init)
    }

    /// Ends the loop with Ctrl-C's signal; whether it ended.
    func interrupt() -> Bool {
      kill(process.processIdentifier, SIGINT)
      for _ in 0..<50 where process.isRunning { Thread.sleep(forTimeInterval: 0.1) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      return !process.isRunning
    }
  }

  @Test(
    "run and simulate --watch on a .swift file rebuild it after an edit; an edit that does not compile shows the compiler's error and the watch goes on"
  )
  func watchSwift() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // A file for each command: only `simulate`'s sees the edit that does not compile.
    let simulated = directory.appendingPathComponent("Grid.swift")
    let run = directory.appendingPathComponent("Run.swift")
    for file in [simulated, run] { try Self.grid(10).write(to: file, atomically: false, encoding: .utf8) }
    try Self.fling.write(to: directory.appendingPathComponent("fling.json"), atomically: false, encoding: .utf8)

    // The first build may compile the model too; the second start finds both in the cache.
    let simulate = try Self.holdingCacheLock {
      let simulate = try Watcher(["simulate", "Grid.swift", "fling.json", "--watch"], in: directory, name: "simulate")
      _ = Self.read(simulate.err) { $0.contains("Ctrl-C to stop") }
      return simulate
    }
    let call = try Watcher(
      ["run", "Run.swift", "--container", "390x844", "--content", "3900x844", "--proposed", "449", "--watch"],
      in: directory, name: "run")
    defer { for watcher in [simulate, call] where watcher.process.isRunning { _ = watcher.interrupt() } }
    _ = Self.read(call.err) { $0.contains("Ctrl-C to stop") }
    // A step of 39 pt: the fling's 449 pt rounds to 468.
    #expect(simulate.lines("rest at").map { $0.prefix(12) } == ["rest at 468 "], "\(simulate.lines(""))")
    #expect(call.lines("  result").map { $0.prefix(15) } == ["  result    468"], "\(call.lines(""))")

    Thread.sleep(forTimeInterval: 0.5)  // a change the watcher (0.25 s) sees as one
    try Self.grid(nil).write(to: simulated, atomically: false, encoding: .utf8)
    let stderr = Self.read(simulate.err) { $0.contains("keeping the last good version") }
    #expect(
      stderr.contains(
        "building Grid.swift …\nGrid.swift:7:53: error: cannot convert value of type 'String' to expected "
          + "argument type 'CGSize'\n"), "\(stderr)")
    #expect(stderr.contains("\n(keeping the last good version, loaded at "), "on a line of its own: \(stderr)")

    // A step of 195 pt: 449 rounds to 390. The second build of it comes from the cache.
    Thread.sleep(forTimeInterval: 0.5)
    try Self.grid(2).write(to: simulated, atomically: false, encoding: .utf8)
    _ = Self.read(simulate.out) { $0.components(separatedBy: "rest at").count == 3 }
    try Self.grid(2).write(to: run, atomically: false, encoding: .utf8)
    _ = Self.read(call.out) { $0.components(separatedBy: "  result").count == 3 }
    #expect(
      simulate.lines("rest at").map { $0.prefix(12) } == ["rest at 468 ", "rest at 390 "],
      "nothing ran on the broken edit: \(simulate.lines(""))")
    #expect(call.lines("  result").map { $0.prefix(15) } == ["  result    468", "  result    390"])
    for (watcher, file, inputs) in [
      (simulate, "Grid.swift", "Grid.swift, fling.json"), (call, "Run.swift", "Run.swift"),
    ] {
      #expect(watcher.interrupt(), "SIGINT ends --watch")
      let stderr = Tool.withoutProgress(Self.read(watcher.err))
      #expect(stderr.hasPrefix("watching \(inputs); Ctrl-C to stop\n"), "\(stderr)")
      #expect(stderr.hasSuffix("building \(file) …\n--- \(file) changed ---\n"), "\(stderr)")
    }
  }
}
