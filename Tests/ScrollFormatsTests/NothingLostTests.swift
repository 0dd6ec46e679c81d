import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import Testing

@Suite("Input that would be lost in silence: instant drags, offsets past the ends, case lines as a scenario")
struct NothingLostTests {
  /// A scenario of one drag by `by` pt over `duration` s, at `frameRate` Hz when given.
  static func drag(by: Double, duration: Double, frameRate: Double? = nil) -> Data {
    let rate = frameRate.map { #","frameRate":\#($0)"# } ?? ""
    return Data(
      #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844}\#(rate),"steps":[{"drag":{"by":{"x":\#(by),"y":0},"duration":\#(duration)}}]}"#
        .utf8)
  }

  @Test(
    "a drag that moves in less than one frame is refused with the bounds it needs at the scenario's frame rate",
    arguments: [(0.0, 120.0), (0.001, 120), (0.005, 120), (0.008, 120), (0.016, 60)])
  func instantDragRefused(duration: Double, frameRate: Double) {
    let error = #expect(throws: InputError.self) {
      try Scenario(json: Self.drag(by: -300, duration: duration, frameRate: frameRate))
    }
    let rate = NumberText.trimmed(frameRate, decimals: 0)
    #expect(error?.path == "steps[0].drag.duration", "\(String(describing: error))")
    #expect(
      error?.message.contains("is shorter than one frame at \(rate) Hz") == true
        && error?.message.contains("needs 1/\(rate) … 3600 s") == true, "\(String(describing: error))")
  }

  @Test("a drag of one frame or more is read, and releases at its distance over its time")
  func oneFrameDragReleasesAtItsSpeed() throws {
    let scenario = try Scenario(json: Self.drag(by: 120, duration: 1.0 / 120))
    let timeline = SimulationRun.timeline(scenario, behavior: PagingScrollTargetBehavior())
    let velocity = try #require(timeline.updates.first?.velocity.dx)
    // 120 pt toward later content in one frame of 1/120 s: 14,400 pt/s.
    #expect(abs(velocity - 14_400) < 1, "\(velocity)")
  }

  @Test("a drag by nothing (a touch let go) may take no time")
  func tapTakesNoTime() throws {
    let scenario = try Scenario(json: Self.drag(by: 0, duration: 0))
    #expect(scenario.steps.count == 1)
  }

  @Test(
    "run's --original past an end starts the call at that end, with a note saying so",
    arguments: [(-500.0, 0.0, "before the start"), (99_999, 3510, "past the end"), (780, 780, nil)])
  func originalHeld(original: Double, start: Double, note: String?) throws {
    let call = SingleCall(scene: Scene(content: .size(CGSize(width: 3900, height: 844))), original: original)
    #expect(abs(try call.makeCase().context.originalTarget.rect.minX - start) < 1e-9)
    if let note {
      #expect(
        call.originalNote
          == "--original \(NumberText.trimmed(original, decimals: 3)) is \(note): a scroll view holds its offset "
          + "within 0 … 3510, so the call starts at \(NumberText.trimmed(start, decimals: 3))")
    } else {
      #expect(call.originalNote == nil)
    }
  }

  @Test("a file of case lines read as a scenario is named as such, with the command that runs it")
  func caseLinesAsScenario() throws {
    let line =
      #"{"target":{"rect":{"x":600,"y":0,"width":390,"height":844},"anchor":null},"originalTarget":{"rect":{"x":780,"y":0,"width":390,"height":844}},"velocity":{"dx":-800,"dy":0},"contentSize":{"width":3900,"height":844},"containerSize":{"width":390,"height":844},"axes":["horizontal"]}"#
    let error = #expect(throws: InputError.self) { try Scenario(json: Data((line + "\n" + line + "\n").utf8)) }
    #expect(
      error?.message.hasPrefix("this is a file of case lines") == true
        && error?.message.contains("scrollscript run BEHAVIOR --cases FILE") == true, "\(String(describing: error))")
    // A scenario with a mistyped key still gets the key's own message.
    let mistyped = #expect(throws: InputError.self) {
      try Scenario(json: Data(#"{"containerSize":{"width":390,"height":844},"stepz":[]}"#.utf8))
    }
    #expect(mistyped?.message.contains("case lines") == false)
  }
}
