import BehaviorLoading
import BehaviorRunning
import Foundation
import LuaBehaviors
import ScrollFormats
import ScrollREPL
import ScrollSimulation
import Testing

/// Replays and what they leave behind: a gesture that catches the view in
/// flight, `:save` with the globals set in the session, a behavior that does not load.
@Suite("REPL replays and saves")
struct ReplReplayTests {
  static let behaviors = Fixtures.root.appendingPathComponent("behaviors").path

  @Test(
    "a gesture that catches the view in flight prints its result line",
    arguments: ["fling -2400", "drag -100", "release", "fling 2400"])
  func inFlight(gesture: String) throws {
    let session = ReplSession(behavior: "multiPageFling", behaviorsDirectory: Self.behaviors)
    _ = session.handle("pages 30")
    #expect(session.handle("fling 8000").contains("-> chosen 1560 on stop 4 of 30 (page 4)"))
    // 0.05 s into a long animation: the earlier fling's later page changes never happen.
    let wait = session.handle("wait 0.05 in-flight")
    #expect(
      wait.hasPrefix("wait 0.05 s: at ") && !wait.hasPrefix("wait 0.05 s: at 1560 ")
        && wait.contains("resting at 1560"), "still on its way to 1560: \(wait)")
    let answer = session.handle(gesture)
    let update = try #require(session.timeline.updates.last)
    let line = try #require(answer.split(separator: "\n").first)
    #expect(
      line.contains(": proposed \(NumberText.trimmed(update.proposed.x))") && line.contains(" -> chosen "),
      "\(gesture): \(answer)")
  }

  @Test(":save writes the globals set in the session after a copy of the script; simulate replays it to the same rest")
  func saveTweaks() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("save-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("tunable.lua")
    try Fixtures.tunablePager.write(to: script, atomically: true, encoding: .utf8)
    let session = ReplSession(behavior: script.path)
    _ = session.handle("fling 1000")
    _ = session.handle("PAGES = 3")
    _ = session.handle("CONFIG = {speed = 2, name = 'x'}")
    _ = session.handle("function helper() end")
    #expect(session.handle("fling 1000").contains("-> chosen 2340 on stop 6 of 10 (page 6)"))
    let saved = folder.appendingPathComponent("session.json")
    let answer = session.handle(":save \(saved.path)")
    let copy = folder.appendingPathComponent("session.lua")
    #expect(
      answer.hasPrefix(
        "saved 2 steps to \(saved.path) and a copy of the script with the globals set in the session (4 assignments) to \(copy.path): "
          + "scrollscript simulate \(copy.path) \(saved.path) replays them: rest at 2340"), "\(answer)")
    #expect(answer.contains("not saved (:save writes numbers, strings, booleans and tables): helper (a function)"))
    #expect(!answer.contains("note:"), "the copy replays to the same rest: \(answer)")
    let text = try String(contentsOf: copy, encoding: .utf8)
    #expect(text.hasSuffix("PAGES = 3\nCONFIG = {}\nCONFIG.name = \"x\"\nCONFIG.speed = 2\n"), "\(text)")
    // simulate's way: the copy and the scenario, nothing from the session.
    let scenario = try Scenario(json: Data(contentsOf: saved))
    let replay = SimulationRun.timeline(scenario, behavior: try LuaScrollTargetBehavior(path: copy.path))
    #expect(abs(replay.final.x - session.timeline.final.x) < 0.01, "\(replay.final) vs \(session.timeline.final)")
    #expect(Twin.reference(forFile: copy.path) == "paging", "the header still names the twin")

    // A second :save replaces its own copy, never a file it did not write, nor the script.
    #expect(session.handle(":save \(saved.path)").hasPrefix("saved 2 steps"))
    let foreign = folder.appendingPathComponent("mine.lua")
    try "-- mine\n".write(to: foreign, atomically: true, encoding: .utf8)
    let refused = session.handle(":save \(folder.appendingPathComponent("mine.json").path)")
    #expect(
      refused.contains("error: the globals set in the session were not saved: \(foreign.path) exists"), "\(refused)")
    #expect(try String(contentsOf: foreign, encoding: .utf8) == "-- mine\n")
    let itself = session.handle(":save \(folder.appendingPathComponent("tunable.json").path)")
    #expect(itself.contains("is the script itself"), "\(itself)")

    // :reload forgets them: the script's own globals again, no copy needed.
    _ = session.handle(":reload")
    let plain = folder.appendingPathComponent("plain.json")
    #expect(session.handle(":save \(plain.path)").hasPrefix("saved 2 steps to \(plain.path) (scrollscript simulate"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("plain.lua").path))
  }

  @Test(":save never writes its JSON over a behavior file, nor over a file it did not write unless --force")
  func saveGuards() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("save-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = ReplSession(behavior: "paging", behaviorsDirectory: Self.behaviors)
    _ = session.handle("fling 1000")
    let script = folder.appendingPathComponent("p2.lua")
    try "-- mine\n".write(to: script, atomically: true, encoding: .utf8)
    #expect(session.handle(":save \(script.path)").hasPrefix("error: \(script.path): the scenario is JSON"))
    #expect(try String(contentsOf: script, encoding: .utf8) == "-- mine\n")
    let other = folder.appendingPathComponent("notes.json")
    try "{}".write(to: other, atomically: true, encoding: .utf8)
    #expect(
      session.handle(":save \(other.path)").hasSuffix(
        "exists and this session did not write it: :save \(other.path) --force replaces it"))
    #expect(try String(contentsOf: other, encoding: .utf8) == "{}")
    #expect(session.handle(":save \(other.path) --force").hasPrefix("saved 1 step"))
    #expect(try Scenario(json: Data(contentsOf: other)).steps.count == 1)
  }

  @Test("a behavior that does not load is refused at the start; :load of one keeps the current behavior")
  func refusedStart() throws {
    let noUpdate = try Fixtures.temporaryFile("no-update.lua", "X = 1\n")
    defer { try? FileManager.default.removeItem(at: noUpdate) }
    for (spec, message) in [
      ("/no/such.lua", "error: /no/such.lua: cannot read"),
      (noUpdate.path, "the script defines no function updateTarget"),
      ("pagin", "error: unknown behavior 'pagin' (did you mean 'paging'?)"),
    ] {
      #expect {
        _ = try ReplSession.starting(behavior: spec, behaviorsDirectory: Self.behaviors)
      } throws: { error in
        (error as? ReplSession.StartFailure).map { $0.message.contains(message) && !$0.message.contains("instead") }
          ?? false
      }
    }
    let session = try ReplSession.starting(behavior: "paging", behaviorsDirectory: Self.behaviors)
    #expect(session.handle(":load \(noUpdate.path)").contains("the script defines no function updateTarget"))
    #expect(session.handle("fling 1000").contains("-> chosen 390 on stop 1 of 10 (page 1)"), "paging stays loaded")
  }
}
