import Foundation
import PropertyChecking
import ScrollFormats
import ScrollPlayground
import ScrollSimulation
import ScrollTargets
import Testing

/// The playground's session without a browser: pointer input in, frames and
/// log lines out, and a recording that replays in the simulator.
@Suite("the playground's session")
struct PlaySessionTests {
  static let page = 390.0

  static func session(_ names: [String] = ["horizontalPaging"], scene: PlayScene = PlayScene()) throws -> PlaySession {
    try PlaySession(
      scene: scene,
      sides: names.map {
        PlaySession.Side(
          name: $0, behavior: try BuiltInBehaviors.behavior(named: $0),
          properties: BuiltInPromises.promises(for: $0)?.properties ?? [])
      })
  }

  /// A finger from (200, 400) moving `dx` pt over `seconds` in moves every 1/60 s, held `hold` s, starting at `t`.
  static func drag(dx: Double, seconds: Double, hold: Double = 0, at t: Double = 10) -> [PlayInput] {
    let moves = max(1, Int((seconds * 60).rounded()))
    var inputs: [PlayInput] = [.down(t: t, CGPoint(x: 200, y: 400))]
    for step in 1...moves {
      let fraction = Double(step) / Double(moves)
      inputs.append(.move(t: t + seconds * fraction, CGPoint(x: 200 + dx * fraction, y: 400), sequence: step))
    }
    inputs.append(.up(t: t + seconds + hold, CGPoint(x: 200 + dx, y: 400)))
    return inputs
  }

  /// Feeds `inputs` and returns everything sent back.
  static func feed(_ session: PlaySession, _ inputs: [PlayInput]) -> [PlayOutput] {
    inputs.flatMap { session.handle($0) }
  }

  /// Where each side rests after `outputs`: the last motion's last frame.
  static func rest(_ outputs: [PlayOutput]) -> [Double]? {
    for output in outputs.reversed() {
      if case .motion(let motion) = output, let last = motion.frames.last { return Array(last.dropFirst()) }
    }
    return nil
  }

  static func entries(_ outputs: [PlayOutput]) -> [LogEntry] {
    outputs.flatMap { output -> [LogEntry] in if case .log(let log) = output { log.entries } else { [] } }
  }

  @Test("a slow drag under a third of the page snaps back; a fast short one turns the page")
  func slowAndFast() throws {
    let session = try Self.session()
    let slow = Self.feed(session, Self.drag(dx: -60, seconds: 1, hold: 0.3))
    let slowRest = try #require(Self.rest(slow))
    #expect(abs(slowRest[0]) < 0.5, "rests at \(slowRest)")
    let fast = Self.feed(session, Self.drag(dx: -120, seconds: 0.1, at: 20))
    let fastRest = try #require(Self.rest(fast))
    #expect(abs(fastRest[0] - Self.page) < 0.5, "rests at \(fastRest)")
    let calls = Self.entries(fast).filter { $0.kind == .call }
    #expect(calls.count == 1)
    // The built-in says which part of its rule decided.
    #expect(calls.first?.text.contains("→ 390") == true && calls.first?.text.contains("(") == true, "\(calls)")
  }

  @Test("while the finger is down, each move is answered with the offset under it, rubber-banding before the start")
  func underTheFinger() throws {
    let session = try Self.session()
    _ = session.handle(.down(t: 1, CGPoint(x: 200, y: 400)))
    let outputs = session.handle(.move(t: 1.1, CGPoint(x: 150, y: 400), sequence: 7))
    guard case .frame(let frame)? = outputs.last else { Issue.record("no frame: \(outputs)"); return }
    #expect(frame.sequence == 7)
    #expect(abs(frame.offsets[0][0] - 50) < 1e-9)
    let pulled = session.handle(.move(t: 1.2, CGPoint(x: 300, y: 400), sequence: 8))
    guard case .frame(let banded)? = pulled.last else { Issue.record("no frame"); return }
    // Dragged 100 pt before the start, the view gives less than that.
    #expect(banded.offsets[0][0] < 0 && banded.offsets[0][0] > -100, "\(banded.offsets)")
  }

  @Test("each phone's phase: tracking at the touch, interacting once it moves, then the motion's phase until it rests")
  func phases() throws {
    let session = try Self.session(["horizontalPaging", "paging"])
    guard case .frame(let down)? = session.handle(.down(t: 1, CGPoint(x: 200, y: 400))).last else {
      Issue.record("no frame at the touch")
      return
    }
    #expect(down.phases == ["tracking", "tracking"])
    guard case .frame(let moved)? = session.handle(.move(t: 1.05, CGPoint(x: 150, y: 400), sequence: 1)).last else {
      Issue.record("no frame at the move")
      return
    }
    #expect(moved.phases == ["interacting", "interacting"])
    let released = session.handle(.up(t: 1.1, CGPoint(x: 80, y: 400)))
    guard case .motion(let motion)? = released.last else {
      Issue.record("no motion at the release: \(released)")
      return
    }
    #expect(motion.phases == ["decelerating", "decelerating"])
    // Each side turns idle on the frame on which it rests: its last frame that moves.
    for side in 0..<2 {
      let column = 1 + 2 * side
      let last = motion.frames.lastIndex { abs($0[column] - motion.frames.last![column]) > 1e-9 }.map { $0 + 1 } ?? 0
      let rest = motion.frames[min(last, motion.frames.count - 1)][0]
      #expect(abs(motion.rests[side] - rest) < 1e-9, "side \(side): idle at \(motion.rests[side]), rests at \(rest)")
    }
  }

  @Test(
    "the recording replays in the simulator to the same frames and rest: drags, a gesture caught mid-animation, a rotation, and both phones"
  )
  func recordingReplays() throws {
    let session = try Self.session(["horizontalPaging", "paging"])
    var outputs = Self.feed(session, Self.drag(dx: -150, seconds: 0.12))
    // Caught 0.1 s into the animation, then flung back.
    outputs += Self.feed(session, Self.drag(dx: 90, seconds: 0.1, at: 10.32))
    outputs += session.handle(.rotate(t: 30))
    outputs += Self.feed(session, Self.drag(dx: -200, seconds: 0.2, at: 40))
    let rest = try #require(Self.rest(outputs))
    let scenario = session.recordedScenario()
    #expect(scenario.steps.contains { if case .rotate = $0 { true } else { false } })
    #expect(scenario.steps.contains { if case .wait = $0 { true } else { false } }, "the interrupted animation's time")
    // Through its file, as simulate reads it.
    let replayed = try Scenario(json: scenario.json)
    for (side, name) in ["horizontalPaging", "paging"].enumerated() {
      let timeline = Simulator(scenario: replayed, behavior: try BuiltInBehaviors.behavior(named: name)).run()
      #expect(
        abs(timeline.final.x - rest[side * 2]) < 0.5, "\(name): replay \(timeline.final.x), live \(rest[side * 2])")
      let interrupted = timeline.events.contains {
        if case .gestureBegan(_, interrupted: true) = $0.kind { true } else { false }
      }
      #expect(interrupted, "the second gesture caught the view in flight")
    }
  }

  @Test("time at rest is not recorded: an hour between gestures adds no wait")
  func idleTimeSkipped() throws {
    let session = try Self.session()
    _ = Self.feed(session, Self.drag(dx: -150, seconds: 0.12, at: 5))
    _ = Self.feed(session, Self.drag(dx: -150, seconds: 0.12, at: 3605))
    let waits = session.recordedScenario().steps.compactMap { if case .wait(let s) = $0 { s } else { nil } }
    #expect(waits.reduce(0, +) < 2, "\(waits)")
  }

  @Test("a finger held past the most samples a path holds lifts there: memory stays bounded, the recording replays")
  func longestPath() throws {
    let session = try Self.session()
    _ = session.handle(.down(t: 0, CGPoint(x: 200, y: 400)))
    var lifted = false
    for index in 1...Scenario.maximumPathSamples + 10 where !lifted {
      let x = 200 - Double(index % 100)
      let outputs = session.handle(.move(t: Double(index) / 120, CGPoint(x: x, y: 400), sequence: index))
      lifted = outputs.contains { if case .motion = $0 { true } else { false } }
    }
    #expect(lifted)
    let paths = session.recordedScenario().steps.compactMap { if case .path(let samples) = $0 { samples } else { nil } }
    #expect(paths.map(\.count) == [Scenario.maximumPathSamples])
    #expect(throws: Never.self) { try Scenario(json: session.recordedScenario().json) }
  }

  @Test("a property of the behavior's promises that a call breaks goes to the log")
  func violationsLogged() throws {
    let free = PlaySession.Side(
      name: "free", behavior: try BuiltInBehaviors.behavior(named: "free"), properties: [LandsOn(.pages)])
    let session = try PlaySession(scene: PlayScene(), sides: [free])
    let outputs = Self.feed(session, Self.drag(dx: -100, seconds: 0.5, hold: 0.2))
    let violations = Self.entries(outputs).filter { $0.kind == .violation }
    #expect(violations.count == 1 && violations[0].text.hasPrefix("landsOn(pages): rests at x = "), "\(violations)")
  }

  @Test("bad messages and scenes are refused with what and where; the session goes on")
  func badInput() throws {
    #expect(throws: InputError.self) { try PlayInput(json: "{\"type\":\"down\",\"t\":1}") }
    #expect(throws: InputError.self) { try PlayInput(json: "{\"type\":\"jump\"}") }
    #expect(throws: InputError.self) { try PlayInput(json: "not json") }
    let session = try Self.session()
    var scene = PlayScene()
    scene.count = 0
    let refused = session.handle(.scene(scene))
    guard case .problem(let problem)? = refused.first else { Issue.record("\(refused)"); return }
    #expect(problem.text.contains("count"))
    #expect(Self.rest(Self.feed(session, Self.drag(dx: -120, seconds: 0.1))) != nil)
  }

  @Test("a time or a point out of range is refused by name: a page cannot make a frame count overflow")
  func numbersOutOfRange() throws {
    let far = #expect(throws: InputError.self) { try PlayInput(json: #"{"type":"down","t":1e300,"x":0,"y":0}"#) }
    #expect(far?.description == "message.t: must be at most 1000000000, got 1e+300")
    let wide = #expect(throws: InputError.self) { try PlayInput(json: #"{"type":"move","t":1,"x":-1e300,"y":0}"#) }
    #expect(wide?.description.hasPrefix("message.x: must be at least") == true)
    // While a fling animates, the largest time allowed catches up without trapping.
    let session = try Self.session()
    _ = Self.feed(session, Self.drag(dx: -200, seconds: 0.08))
    let output = session.handle(try PlayInput(json: #"{"type":"down","t":1e9,"x":0,"y":0}"#))
    #expect(!output.isEmpty)
  }

  @Test("right to left, dragging towards the right moves on; the vertical axis drags up")
  func directions() throws {
    var scene = PlayScene()
    scene.rightToLeft = true
    let mirrored = try Self.session(scene: scene)
    let rest = try #require(Self.rest(Self.feed(mirrored, Self.drag(dx: 120, seconds: 0.1))))
    #expect(abs(rest[0] - Self.page) < 0.5, "\(rest)")
    scene = PlayScene()
    scene.axis = .vertical
    let vertical = try Self.session(["verticalPaging"], scene: scene)
    _ = vertical.handle(.down(t: 1, CGPoint(x: 200, y: 400)))
    let outputs = vertical.handle(.move(t: 1.05, CGPoint(x: 200, y: 380), sequence: 1))
    guard case .frame(let frame)? = outputs.last else { Issue.record("no frame"); return }
    #expect(abs(frame.offsets[0][1] - 20) < 1e-9 && frame.offsets[0][0] == 0)
  }

  @Test("a path step reads and writes as [t, x, y] samples, and bad ones are refused at their place")
  func pathFormat() throws {
    let text =
      #"{"containerSize":{"width":390,"height":844},"contentSize":{"width":1950,"height":844},"steps":[{"path":[[0.01,4,0],[0.02,9.5,0]]}]}"#
    let scenario = try Scenario(json: Data(text.utf8))
    #expect(
      scenario.steps == [
        .path([.init(t: 0.01, travel: CGPoint(x: 4, y: 0)), .init(t: 0.02, travel: CGPoint(x: 9.5, y: 0))])
      ])
    #expect(try Scenario(json: scenario.json).steps == scenario.steps)
    let backwards = text.replacingOccurrences(of: "[0.02,9.5,0]", with: "[0.005,9.5,0]")
    #expect { try Scenario(json: Data(backwards.utf8)) } throws: { ($0 as? InputError)?.path == "steps[0].path[1][0]" }
    let short = text.replacingOccurrences(of: "[0.02,9.5,0]", with: "[0.02,9.5]")
    #expect(throws: InputError.self) { try Scenario(json: Data(short.utf8)) }
  }
}
