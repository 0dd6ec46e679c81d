import CommandOptions
import Foundation
import ScrollREPL
import ScrollSimulation
import ScrollTargets
import Testing

/// A carousel in the REPL: margins and safe-area padding, a strip of cards,
/// slow drags, waits from now, counts of the user's own steps, a clean
/// `:reset`, `clear`, and bad arguments named.
@Suite("REPL carousels")
struct ReplCarouselTests {
  static let behaviors = Fixtures.root.appendingPathComponent("behaviors").path
  /// How far apart two lengths (pt) or speeds (pt/s) may be and still be the same.
  static let tolerance = 0.01

  /// The paging script, whose Lua state evaluates input.
  func paging() -> ReplSession {
    ReplSession(behavior: "paging", behaviorsDirectory: Self.behaviors)
  }

  @Test("margins and safe-area-padding take the container's ends, show in the scene, and margins 0 clears them")
  func marginsAndPadding() {
    let session = paging()
    let margins = session.handle("margins 45")
    #expect(
      margins.hasPrefix("container 300x844 (margins 45 and 45), content 3000x844, horizontal, at 0"), "\(margins)")
    let insets = session.scene.scene.contentMargins
    #expect(abs(insets.leading - 45) < Self.tolerance && abs(insets.trailing - 45) < Self.tolerance)
    #expect(abs(insets.top) < Self.tolerance && abs(insets.bottom) < Self.tolerance, "only the axis's two ends")
    let scene = session.handle(":scene")
    #expect(
      scene.contains(
        "bounds    390x844\nmargins   45 and 45 (contentMargins, leading and trailing)\ncontainer 300x844"),
      "\(scene)")
    // The behavior is asked with the container less the margins: one 300 pt page.
    #expect(session.handle("fling 1000").contains("-> chosen 300 on stop 1 of 10 (page 1), +300 pt"))

    let padding = session.handle("safe-area-padding 10,20")
    #expect(padding.hasPrefix("container 270x844 (padding 10 and 20, margins 45 and 45)"), "\(padding)")
    #expect(session.handle(":scene").contains("padding   10 and 20 (safeAreaPadding, leading and trailing)"))
    // A column takes them at its top and bottom.
    #expect(session.handle("axis vertical").hasPrefix("container 390x724 (padding 10 and 20, margins 45 and 45)"))
    // A container typed is the container: the bounds grow by the insets.
    #expect(session.handle("container 300x700").hasPrefix("container 300x700 (padding 10 and 20, margins 45 and 45)"))
    #expect(session.handle(":scene").contains("bounds    300x820\n"))

    #expect(session.handle("margins 0").hasPrefix("container 300x790 (padding 10 and 20), "))
    #expect(session.handle("safe-area-padding 0").hasPrefix("container 300x820, content"))
    #expect(session.scene.scene.contentMargins == .zero && session.scene.scene.safeAreaPadding == .zero)
    #expect(!session.handle(":scene").contains("margins"))
  }

  @Test("margins that leave no container are refused in the command line's words, and the scene stays")
  func marginsLeavingNoContainer() throws {
    let session = paging()
    _ = session.handle("margins 20")
    #expect(
      session.handle("margins 200") == "error: margins: leave no container: 400 pt of padding and margins in 390 pt")
    // The command line refuses the same margins in the same words.
    do {
      _ = try SceneOptions.parse(["--margins", "200"]).scene()
      Issue.record("--margins 200 was taken")
    } catch {
      #expect(
        SceneOptions.message(for: error) == "--margins: leave no container: 400 pt of padding and margins in 390 pt")
    }
    #expect(
      session.handle("safe-area-padding 180").hasPrefix("error: safe-area-padding: leave no container: 400 pt"))
    #expect(session.handle("margins -3") == "error: margins (start): must be at least 0, got -3")
    #expect(session.handle("margins x").hasPrefix("usage: margins START[,END]"))
    #expect(abs(session.scene.scene.contentMargins.leading - 20) < Self.tolerance, "the last good margins stay")
    #expect(session.scene.scene.safeAreaPadding == .zero)
  }

  @Test("margins and safe-area-padding are listed with their usage and complete with Tab")
  func marginsListedAndCompleted() {
    let help = paging().handle(":help")
    #expect(help.contains("  margins START[,END] "), "\(help)")
    #expect(help.contains("  safe-area-padding START[,END] "), "\(help)")
    #expect(ReplCompletion.completions(of: "marg") == ["margins"])
    #expect(ReplCompletion.completions(of: "safe-") == ["safe-area-padding"])
    // `flick` is left out: `fl` completes to fling at once.
    #expect(ReplCompletion.completions(of: "fl") == ["fling"])
    #expect(ReplCompletion.completions(of: "in-") == ["in-flight"])
    #expect(paging().handle("safe-area-padding").hasPrefix("usage: safe-area-padding START[,END]"))
  }

  /// The child the words say the view rests on (`chosen … (child 2)`) and the strip's marked cell (`[=2=]`).
  func childAndCell(_ answer: String) -> (child: String?, cell: String?) {
    let chosen = answer.firstRange(of: "-> chosen").map { answer[$0.upperBound...] } ?? ""
    let child = chosen.firstMatch(of: /on stop \d+ of \d+ \((?:page \d+, )?child (\d+)\)/).map { String($0.1) }
    let cell = answer.split(separator: "\n").last?.firstMatch(of: /\[=(\d+)=\]/).map { String($0.1) }
    return (child, cell)
  }

  @Test("with children the strip is of cards: it marks the child the words name, by child number")
  func cardStrip() {
    let session = ReplSession(behavior: "viewAligned:alwaysByOne")
    // 300 pt cards 16 pt apart: card 2 rests at 632, between pages 1 and 2 of the container.
    #expect(session.handle("children 10 300 16").hasSuffix("\n[=0=][1][2][3][4][5][6][7][8][9]"))
    _ = session.handle("fling 3000")
    let second = session.handle("fling 3000")
    #expect(second.contains("on stop 2 of 10 (child 2)"), "\(second)")
    #expect(second.hasSuffix("\n[0][1][=2=][3][4][5][6][7][8][9]"), "\(second)")
    let (child, cell) = childAndCell(second)
    #expect(child == "2" && cell == "2", "the strip and the words agree: \(second)")

    // Twenty 100 pt cards: the last three clamp to the end, which is the first of them's stop.
    // The offset stays at 632, between cards 6 and 7: the nearer is marked, off its stop.
    #expect(session.handle("children 20 100").contains("\n[0][1]…[4][5][~6~][7][8]…[18][19]\n"))
    _ = session.handle("at 1610")
    let end = session.handle("fling 3000")
    #expect(end.contains("on stop 17 of 18 (child 17)"), "\(end)")
    #expect(end.hasSuffix("\n[0][1]…[15][16][=17=][18][19]"), "\(end)")
    // Without children the strip is of pages again, the content as long as the row was.
    let off = session.handle("children off")
    #expect(off.hasPrefix("container 390x844, content 2000x844, horizontal, at 1610\n"), "\(off)")
    #expect(off.contains("\n[0][1][2][3][4][=5=]\n"), "\(off)")
  }

  @Test("drag DX is a slow drag, released at 0 pt/s; drag DX flick and drag DX DURATION VELOCITY flick")
  func slowDrag() throws {
    let session = paging()
    _ = session.handle("fling 1000")
    let slow = session.handle("drag -150")
    #expect(slow.hasPrefix("drag -150 pt in 0.25 s, release at 0 pt/s: "), "\(slow)")
    #expect(slow.contains("-> chosen 390 on stop 1 of 10 (page 1), 0 pt"), "not read as a flick: \(slow)")
    guard case .drag(let by, let duration, let velocity)? = session.steps.last else {
      Issue.record("the last step is no drag: \(session.steps)")
      return
    }
    let speed = try #require(velocity)
    #expect(abs(by.x + 150) < Self.tolerance && abs(duration - 0.25) < 1e-9 && abs(speed.dx) < Self.tolerance)

    let flick = session.handle("drag -150 flick")
    #expect(flick.hasPrefix("drag -150 pt in 0.25 s, release at -600 pt/s: "), "\(flick)")
    #expect(flick.contains("-> chosen 0 on stop 0 of 10 (page 0), -390 pt"), "\(flick)")
    #expect(session.handle("drag 150 0.5 flick").hasPrefix("drag +150 pt in 0.5 s, release at 300 pt/s: "))
    #expect(session.handle("drag -150 0.25 -900").hasPrefix("drag -150 pt in 0.25 s, release at -900 pt/s: "))
    #expect(session.handle("drag 150 0.5").hasPrefix("drag +150 pt in 0.5 s, release at 0 pt/s: "))
    let usage = try #require(ReplSession.sceneCommands.first { $0.name == "drag" }?.usage)
    #expect(usage.contains("slow drag") && usage.contains("release at 0 pt/s") && usage.contains("flick"))
    #expect(session.handle("drag 150 flock").hasPrefix("usage: drag DX [DURATION] [VELOCITY|flick]"))
  }

  @Test("wait S counts from now, the view at rest; wait S in-flight from the last gesture's release")
  func waitFromNow() {
    let session = ReplSession(behavior: "multiPageFling", behaviorsDirectory: Self.behaviors)
    _ = session.handle("pages 30")
    #expect(session.handle("fling 8000").contains("-> chosen 1560 on stop 4 of 30 (page 4)"))
    let rest = session.timeline.frames.last?.t ?? 0
    let wait = session.handle("wait 0.05")
    #expect(wait.hasPrefix("wait 0.05 s: at 1560 on stop 4 of 30 (page 4), resting at 1560"), "\(wait)")
    // The time passed after the rest, not 0.05 s after the release.
    let end = session.timeline.frames.last?.t ?? 0
    #expect(abs(end - (rest + 0.05)) < 1.5 / 120, "rest at \(rest) s, the wait ends at \(end) s (a frame is 1/120 s)")

    let flying = ReplSession(behavior: "multiPageFling", behaviorsDirectory: Self.behaviors)
    _ = flying.handle("pages 30")
    _ = flying.handle("fling 8000")
    let inFlight = flying.handle("wait 0.05 in-flight")
    #expect(
      inFlight.hasPrefix("wait 0.05 s: at ") && !inFlight.hasPrefix("wait 0.05 s: at 1560 ")
        && inFlight.contains("resting at 1560"), "\(inFlight)")
    // Now is 0.05 s after the release: the next wait counts from there, the view still in flight.
    let next = flying.handle("wait 0.05")
    #expect(!next.hasPrefix("wait 0.05 s: at 1560 ") && next != inFlight, "\(next)")
  }

  @Test("the waits the REPL adds to let the view settle are not counted as steps")
  func hiddenWaitsNotCounted() throws {
    let saved = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: saved) }
    let session = paging()
    _ = session.handle("fling 1000")
    _ = session.handle("fling 1000")
    _ = session.handle("wait 1")
    // fling, a settling wait, fling, a settling wait, wait 1.
    #expect(session.steps.count == 5 && session.stepCount == 3, "\(session.steps)")
    #expect(session.handle(":scene").contains("gestures  3 steps"))
    #expect(session.handle(":save \(saved.path)").hasPrefix("saved 3 steps to "))
    #expect(session.handle(":reload").contains("replayed 3 steps: "))
    #expect(session.handle("pages 5").contains("(scene changed: the gesture log starts again here; 3 steps dropped)"))
    #expect(session.stepCount == 0 && session.steps.isEmpty)
  }

  @Test(":reset starts clean: no gestures, no rotation, and no offset kept from an earlier scene or behavior")
  func resetStartsClean() {
    let session = ReplSession(behavior: "multiPageFling", behaviorsDirectory: Self.behaviors)
    _ = session.handle("pages 30")
    _ = session.handle("fling 8000")
    // The scene change keeps the offset the earlier behavior left; :reset does not.
    #expect(session.handle("pages 20").contains(", at 1560\n"))
    _ = session.handle(":load paging")
    _ = session.handle("rotate")
    let reset = session.handle(":reset")
    #expect(reset == "reset: container 390x844, content 7800x844, horizontal, at 0\n[=0=][1][2]…[18][19]", "\(reset)")
    #expect(session.steps.isEmpty && session.stepCount == 0)
    #expect(abs(session.timeline.final.x) < Self.tolerance && abs(session.scene.start.x) < Self.tolerance)

    // A start given with `at` is the scene's own: :reset goes back to it.
    _ = session.handle("at 780")
    _ = session.handle("fling 1000")
    _ = session.handle("pages 10")
    #expect(session.handle(":reset").hasPrefix("reset: container 390x844, content 3900x844, horizontal, at 780\n"))
  }

  @Test("clear prints nothing and asks a terminal to clear; a script's own global clear is Lua")
  func clearPrintsNothing() {
    let session = paging()
    #expect(session.handle("clear") == "")
    #expect(session.clearsScreen)
    #expect(session.handle("= 1") == "1" && !session.clearsScreen)
    #expect(session.handle("clear = 5") == "")
    #expect(session.handle("clear") == "5" && !session.clearsScreen)
  }

  @Test("an unknown device is named and the catalogue listed; so are an unknown orientation, axis and anchor")
  func badArgumentsNamed() {
    let session = paging()
    let device = session.handle("device iphone16")
    #expect(device.hasPrefix("error: unknown device 'iphone16'"), "\(device)")
    for name in DevicePreset.names { #expect(device.contains(name), "\(name): \(device)") }
    #expect(
      session.handle("device iphone15pro sideways")
        == "error: unknown orientation 'sideways': expected portrait or landscape")
    #expect(session.handle("axis diagonal") == "error: unknown axis 'diagonal': expected horizontal or vertical")
    _ = session.handle("children 10 300")
    let anchor = session.handle("scroll 2 middle")
    #expect(anchor.hasPrefix("error: unknown anchor 'middle': expected one of zero, center, leading"), "\(anchor)")
    // Lua still reaches a global named like a command.
    #expect(session.handle("device = 4") == "" && session.handle("= device") == "4")
    #expect(session.steps.isEmpty)
  }
}
