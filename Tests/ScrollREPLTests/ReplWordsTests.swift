import CommandOptions
import Foundation
import ScrollREPL
import Testing

@Suite("REPL words: bare commands, sizes, :load's replay, plurals, unwritable folders")
struct ReplWordsTests {
  @Test(
    "a command that needs arguments, typed alone, prints its usage rather than running as Lua",
    arguments: [
      "fling", "drag", "at", "pages", "wait", "resize", "container", "content", "device", "children", "axis", "margins",
    ])
  func bareCommandPrintsUsage(word: String) throws {
    let script = try Fixtures.temporaryFile("tunable.lua", Fixtures.tunablePager)
    defer { try? FileManager.default.removeItem(at: script) }
    let session = ReplSession(behavior: script.path)
    let answer = session.handle(word)
    #expect(answer.hasPrefix("usage: \(word) "), "\(word): \(answer)")
    // Lua still reaches a global of that name, through a line that is not the bare word.
    #expect(session.handle("\(word) = 4") == "", "\(word)")
    #expect(session.handle("= \(word)") == "4", "\(word)")
  }

  @Test("a drag shorter than a frame is refused in the command's words, not a scenario field's")
  func dragUnderAFrame() {
    let session = ReplSession(behavior: "paging")
    let refused = session.handle("drag 300 0")
    #expect(refused.hasPrefix("error: a drag moves the view frame by frame: its DURATION must be at least one frame"))
    #expect(!refused.contains("steps["), "\(refused)")
    #expect(session.steps.isEmpty)
    #expect(!session.handle("drag 300 0.01").hasPrefix("error"))
  }

  @Test("release and rotate take no arguments and still run alone")
  func bareGesturesRun() {
    let session = ReplSession(behavior: "paging")
    #expect(session.handle("release").hasPrefix("release"), "\(session.handle("release"))")
    #expect(!session.handle("rotate").hasPrefix("usage"))
  }

  @Test(
    "resize and container with a side under 1 pt say why, in the command line's words",
    arguments: [
      ("resize 0x0", "the width is zero in '0x0': a size must be positive"),
      ("container 0x844", "the width is zero in '0x844': a size must be positive"),
      ("resize 390x0.5", "the height is 0.5 pt in '390x0.5': it must be from 1 to 1000000000 pt"),
    ])
  func sizeSaysWhy(line: String, reason: String) throws {
    let session = ReplSession(behavior: "paging")
    let answer = session.handle(line)
    let command = line.split(separator: " ")[0]
    #expect(answer == "error: \(command): \(reason)", "\(answer)")
    // The command line says the same of the same size.
    let option = command == "resize" ? "--container" : "--\(command)"
    let size = String(line.split(separator: " ")[1])
    do {
      _ = try SceneOptions.parse([option, size]).scene()
      Issue.record("\(option) \(size) was taken")
    } catch {
      #expect(SceneOptions.message(for: error) == "\(option): \(reason)")
    }
  }

  @Test(":load says it replays the session's gestures, with the count in the singular for one")
  func loadSaysItReplays() throws {
    let script = try Fixtures.temporaryFile("tunable.lua", Fixtures.tunablePager)
    defer { try? FileManager.default.removeItem(at: script) }
    let session = ReplSession(behavior: "paging")
    _ = session.handle("pages 10")
    _ = session.handle("fling 1000")
    let loaded = session.handle(":load \(script.path)")
    #expect(
      loaded.hasPrefix("loaded \(script.path) (twin: paging); replayed 1 step: rest at 390 on stop 1 of 10 (page 1)"),
      "\(loaded)")
    _ = session.handle("fling 1000")
    // Two flings, and the wait that let the view settle between them, which is not counted.
    #expect(session.steps.count == 3 && session.stepCount == 2)
    #expect(session.handle(":reload").contains("replayed 2 steps"))
    // With no gestures yet, nothing is replayed and nothing is said of it.
    let fresh = ReplSession(behavior: "paging")
    #expect(fresh.handle(":load \(script.path)") == "loaded \(script.path) (twin: paging)")
  }

  @Test(":save names one step and one assignment in the singular")
  func saveSingular() throws {
    let script = try Fixtures.temporaryFile("tunable.lua", Fixtures.tunablePager)
    let saved = FileManager.default.temporaryDirectory.appending(path: "words-\(UUID().uuidString).json")
    let copy = saved.deletingPathExtension().appendingPathExtension("lua")
    defer {
      for file in [script, saved, copy] { try? FileManager.default.removeItem(at: file) }
    }
    let session = ReplSession(behavior: script.path)
    _ = session.handle("pages 10")
    _ = session.handle("fling 1000")
    _ = session.handle("PAGES = 2")
    let answer = session.handle(":save \(saved.path)")
    #expect(answer.hasPrefix("saved 1 step to \(saved.path)"), "\(answer)")
    #expect(answer.contains("(1 assignment)"), "\(answer)")
  }

  @Test(":save into a folder that does not exist names the folder")
  func saveNamesMissingFolder() {
    let session = ReplSession(behavior: "paging")
    let missing = "/nonexistent-\(UUID().uuidString)"
    let answer = session.handle(":save \(missing)/dir/x.json")
    #expect(
      answer == "error: cannot write \(missing)/dir/x.json: the folder \(missing) does not exist: create it first "
        + "(mkdir -p \(missing)/dir)", "\(answer)")
  }
}

@Suite("REPL plurals")
struct ReplPluralTests {
  @Test("one child, one case and one dropped step are singular")
  func singulars() {
    let session = ReplSession(behavior: "paging")
    #expect(session.handle("children 1 390").contains(", 1 child, "), "\(session.handle(":scene"))")
    _ = session.handle("fling 800")
    #expect(session.handle("pages 3").contains("(scene changed: the gesture log starts again here; 1 step dropped)"))
    #expect(
      session.handle(":compare 1").hasPrefix("agree on 1 of 1 case with paging"), "\(session.handle(":compare 1"))")
    #expect(session.handle(":compare 2").hasPrefix("agree on 2 of 2 cases with paging"))
  }
}
