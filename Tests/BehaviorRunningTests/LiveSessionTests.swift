import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import Testing

/// The live sessions' core: steps taken on its runs are recorded within their
/// limits and replay to the same frames; timelines read back as the same calls
/// whether piece by piece or whole.
@Suite("the live session's core")
struct LiveSessionTests {
  static let scenario = Scenario(
    scene: Scene(screen: Screen(device: .iPhone15Pro, orientation: .portrait), content: .pages(10)), steps: [])

  /// A finger moving the content `distance` pt over `samples` samples 1/60 s apart, then lifting.
  static func drag(_ session: LiveSession, by distance: Double, samples: Int = 6) {
    session.touchDown()
    for index in 1...samples {
      session.touch(
        at: Double(index) / 60, travel: CGPoint(x: distance * Double(index) / Double(samples), y: 0))
    }
    session.lift()
  }

  @Test("steps taken on every run are recorded, and the recording replays to the same frames and calls")
  func recordingReplays() throws {
    let session = LiveSession(Self.scenario, behaviors: [PagingScrollTargetBehavior(), FreeScrollTargetBehavior()])
    Self.drag(session, by: 150)
    session.advance(frames: 12)
    Self.drag(session, by: -60, samples: 3)
    session.perform(.rotate(to: nil))
    session.advance(frames: 400)
    let live = session.takeRecords()
    #expect(session.steps.count == 5)
    #expect(session.currentScreen.orientation == .landscape)
    for (index, behavior) in [PagingScrollTargetBehavior() as any ScrollTargetBehavior, FreeScrollTargetBehavior()]
      .enumerated()
    {
      let replay = session.replay(session.steps, behavior: behavior)
      #expect(replay.final == session.runs[index].simulator.currentOffset)
      let whole = session.records(in: replay).compactMap(\.call)
      let pieces = live[index].compactMap(\.call)
      #expect(whole.map(\.update) == pieces.map(\.update))
      #expect(whole.map(\.layout) == pieces.map(\.layout))
      #expect(whole.count == 3 && whole.last?.cause == .resize)
    }
  }

  @Test("a resize's call is read in the new layout, its original target the old container's size")
  func resizeCall() throws {
    let session = LiveSession(Self.scenario)
    let timeline = session.replay(
      [.fling(velocity: CGVector(dx: 900, dy: 0)), .wait(1), .rotate(to: nil)],
      behavior: PagingScrollTargetBehavior())
    let calls = session.records(in: timeline).compactMap(\.call)
    let resize = try #require(calls.last)
    let portrait = Self.scenario.scene.containerSize
    #expect(resize.cause == .resize)
    #expect(resize.testCase.context.originalTarget.rect.size == portrait)
    #expect(resize.testCase.context.containerSize == resize.layout.containerSize)
    #expect(resize.layout.containerSize != portrait)
    #expect(resize.result.rect.origin == resize.update.result)
    #expect(calls.first?.testCase.context.containerSize == portrait)
  }

  @Test("at its limits the recording fills and stops; the runs and the screen go on")
  func limits() throws {
    let session = LiveSession(
      Self.scenario, behaviors: [PagingScrollTargetBehavior()], limits: LiveSession.Limits(steps: 2, pathSamples: 4))
    session.touchDown()
    var taken = 0
    while session.touch(at: Double(taken + 1) / 60, travel: CGPoint(x: Double(taken + 1) * 10, y: 0)) { taken += 1 }
    #expect(taken == 4)
    session.lift()
    session.perform(.wait(0.5))
    #expect(!session.isFull && session.steps.count == 2)
    session.perform(.rotate(to: nil))
    #expect(session.isFull && session.steps.count == 2)
    #expect(session.currentScreen == session.runs[0].simulator.currentScreen)
    #expect(session.currentScene.screen.orientation == .landscape)
    session.restart()
    #expect(!session.isFull && session.steps.isEmpty && session.currentScreen.orientation == .portrait)
    #expect(session.runs.count == 1 && session.runs[0].simulator.time == 0)
  }

  @Test("a finger's times never go back, and none is past the longest scenario")
  func touchTimes() throws {
    let session = LiveSession(Self.scenario, behaviors: [FreeScrollTargetBehavior()])
    #expect(!session.touch(at: 1, travel: .zero), "no finger is down")
    session.touchDown()
    session.touch(at: 0.5, travel: CGPoint(x: 10, y: 0))
    session.touch(at: 0.2, travel: CGPoint(x: 20, y: 0))
    session.touch(at: 1e9, travel: CGPoint(x: 30, y: 0))
    session.lift()
    guard case .path(let samples)? = session.steps.last else { Issue.record("\(session.steps)"); return }
    #expect(samples.map(\.t) == [0.5, 0.5, Scenario.maximumDuration])
  }
}
