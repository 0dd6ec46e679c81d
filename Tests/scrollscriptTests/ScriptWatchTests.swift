import BehaviorLoading
import CommandOptions
import Foundation
import LuaBehaviors
import ScrollTargets
import Testing

@Suite("--watch's parts: the last good version of a script, and changed files")
struct ScriptWatchTests {
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-parts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static func pager(_ x: Int) -> String { "function updateTarget(t, c)\n  t.rect.origin.x = \(x)\nend\n" }

  static func restingX(_ watch: ScriptWatch) throws -> Double {
    var target = ScrollTarget(rect: CGRect(x: 100, y: 0, width: 390, height: 844))
    let context = ScrollTargetBehaviorContext(
      originalTarget: ScrollTarget(rect: CGRect(x: 0, y: 0, width: 390, height: 844)), velocity: .zero,
      contentSize: CGSize(width: 3900, height: 844), containerSize: CGSize(width: 390, height: 844), axes: .horizontal)
    try watch.behavior().updateTarget(&target, context: context)
    return target.rect.minX
  }

  @Test("a broken edit is refused with its error and the last version that loaded stays in use")
  func keepsLastGood() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("mine.lua")
    try Self.pager(390).write(to: script, atomically: false, encoding: .utf8)
    let watch = try ScriptWatch(spec: script.path)
    #expect(try Self.restingX(watch) == 390)

    try "function updateTarget(t, c\n".write(to: script, atomically: false, encoding: .utf8)
    let failure = try #require(watch.reload() as? BehaviorFailure)
    #expect(failure.kind == .syntax && failure.location == "\(script.path):2")
    #expect(try Self.restingX(watch) == 390)

    try Self.pager(780).write(to: script, atomically: false, encoding: .utf8)
    #expect(watch.reload() == nil)
    #expect(try Self.restingX(watch) == 780)
  }

  @Test("the script is read through the bounded reader: a file over the limit is refused")
  func boundedRead() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("mine.lua")
    try Self.pager(390).write(to: script, atomically: false, encoding: .utf8)
    let limits = BehaviorLimits(sourceBytes: 64)
    let watch = try ScriptWatch(spec: script.path, limits: limits)
    try (Self.pager(780) + String(repeating: "-- padding\n", count: 10)).write(
      to: script, atomically: false, encoding: .utf8)
    #expect((watch.reload() as? BehaviorFailure)?.message == "the script is longer than its limit of 64 bytes")
    #expect(try Self.restingX(watch) == 390)
  }

  @Test(
    "a file watcher reports each path that changed, appeared or vanished, once, after it held still for one poll"
  )
  func fileWatcher() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let kept = folder.appendingPathComponent("kept.json").path
    let edited = folder.appendingPathComponent("edited.json").path
    let later = folder.appendingPathComponent("later.json").path
    try Data("{}".utf8).write(to: URL(fileURLWithPath: kept))
    try Data("{}".utf8).write(to: URL(fileURLWithPath: edited))
    var watcher = FileWatcher(paths: [kept, edited, later])
    #expect(watcher.changes().isEmpty)
    try Data(#"{"a":1}"#.utf8).write(to: URL(fileURLWithPath: edited))
    try Data().write(to: URL(fileURLWithPath: later))
    #expect(watcher.changes().isEmpty, "seen moving: not yet")
    #expect(watcher.changes() == [edited, later], "held still for one poll")
    #expect(watcher.changes().isEmpty)
    try FileManager.default.removeItem(atPath: later)
    #expect(watcher.changes().isEmpty)
    #expect(watcher.changes() == [later])

    // A file written in place in pieces, one piece a poll, is reported once, after its last piece.
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: kept))
    try handle.truncate(atOffset: 0)
    #expect(watcher.changes().isEmpty)
    for piece in ["{\"a\":", "[1,2,", "3]}"] {
      try handle.write(contentsOf: Data(piece.utf8))
      #expect(watcher.changes().isEmpty, "half written after \(piece)")
    }
    try handle.close()
    #expect(watcher.changes() == [kept])
    #expect(try String(contentsOfFile: kept, encoding: .utf8) == #"{"a":[1,2,3]}"#)

    // Watching one more file (a module a script now requires) keeps a change still settling.
    try Data("{}".utf8).write(to: URL(fileURLWithPath: edited))
    #expect(watcher.changes().isEmpty)
    watcher = watcher.watching([kept, edited, later, folder.appendingPathComponent("module.lua").path])
    #expect(watcher.changes() == [edited])
  }

  @Test("the loop runs the work at once, again after a change, and reports a broken edit")
  func loop() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("mine.lua")
    try Self.pager(390).write(to: script, atomically: false, encoding: .utf8)
    let watch = try ScriptWatch(spec: script.path)
    var results: [Double] = []
    var reports: [String] = []
    var polls = 0
    WatchLoop.run(
      watch, inputs: [], interval: 0.01,
      stop: {
        polls += 1
        // Edit between polls: broken at the second, fixed at the fourth; stop at the sixth.
        if polls == 2 { try? "function updateTarget(t, c\n".write(to: script, atomically: false, encoding: .utf8) }
        if polls == 4 { try? Self.pager(1170).write(to: script, atomically: false, encoding: .utf8) }
        return polls > 5
      },
      report: { reports.append($0) }, perform: { results.append(try Self.restingX($0)) })
    #expect(results == [390, 1170])
    #expect(reports.contains { $0.contains("syntax") && $0.contains("keeping the last good version") }, "\(reports)")
    #expect(reports.contains { $0.hasPrefix("watching \(script.path)") })
  }
}
