import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import Testing

/// Timeline events in JSON (docs/formats.md, "Timelines"): each kind reads
/// back as the event it was written from, the phase change in its documented shape.
@Suite("Timeline events: JSON round trip")
struct TimelineEventJSONTests {
  static let events: [TimelineEvent] = [
    TimelineEvent(t: 0, kind: .phaseChanged(from: .idle, to: .tracking)),
    TimelineEvent(t: 0.25, kind: .phaseChanged(from: .interacting, to: .decelerating)),
    TimelineEvent(t: 1.5, kind: .phaseChanged(from: .decelerating, to: .animating)),
    TimelineEvent(t: 0, kind: .gestureBegan(at: CGPoint(x: 12.5, y: 0), interrupted: true)),
    TimelineEvent(
      t: 0.25,
      kind: .updateTarget(
        TargetUpdate(
          cause: .gesture, original: .zero, proposed: CGPoint(x: 150, y: 0), velocity: CGVector(dx: 480, dy: 0),
          result: CGPoint(x: 390, y: 0), landed: CGPoint(x: 390, y: 0),
          failure: BehaviorFailure(.runtime, "boom", location: "pager.lua:3"))),
      log: PrintLog(lines: [PrintLog.Line(location: "", text: "pager.lua:2: asked")], dropped: 3)),
    TimelineEvent(t: 0.5, kind: .pageChanged(from: 0, to: 1)),
    TimelineEvent(t: 0.5, kind: .childChanged(from: 2, to: 3)),
    TimelineEvent(t: 0.75, kind: .nearEnd(remaining: 120)),
    TimelineEvent(t: 0.75, kind: .emitted(name: "load", value: "more")),
    TimelineEvent(t: 0.75, kind: .printed, log: PrintLog(lines: [PrintLog.Line(location: "", text: "x.lua:1: hi")])),
  ]

  @Test("a phase change is written as a phaseChange event with the phases' names")
  func phaseShape() {
    let line = JSONLine.encode(TimelineEvent(t: 0.5, kind: .phaseChanged(from: .idle, to: .tracking)))
    #expect(line == #"{"from":"idle","kind":"phaseChange","t":0.5,"to":"tracking"}"#)
  }

  @Test("every kind of event reads back as written", arguments: events)
  func roundTrip(event: TimelineEvent) throws {
    let line = JSONLine.encode(event)
    let read = try JSONDecoder().decode(TimelineEvent.self, from: Data(line.utf8))
    #expect(read == event, "\(line)")
    #expect(JSONLine.encode(read) == line)
  }

  @Test("a phase that SwiftUI does not have is refused, naming it")
  func unknownPhase() {
    let line = #"{"from":"idle","kind":"phaseChange","t":0,"to":"panning"}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(TimelineEvent.self, from: Data(line.utf8)) }
    let kind = #"{"kind":"phaseChanged","t":0}"#
    do {
      _ = try JSONDecoder().decode(TimelineEvent.self, from: Data(kind.utf8))
      Issue.record("an unknown kind was read")
    } catch {
      #expect("\(error)".contains("unknown timeline event kind \"phaseChanged\""), "\(error)")
    }
  }

  @Test("a simulated drag's phase events read back from the timeline's JSON")
  func timelineRoundTrip() throws {
    let scenario = Scenario(
      containerSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 3900, height: 844),
      steps: [.drag(by: CGPoint(x: 150, y: 0), duration: 0.25, velocity: nil)])
    let timeline = Simulator(scenario: scenario, behavior: .horizontalPaging).run()
    struct Events: Decodable { var events: [TimelineEvent] }
    let read = try JSONDecoder().decode(Events.self, from: Data(JSONLine.encode(timeline).utf8)).events
    #expect(read.count == timeline.events.count)
    #expect(read.map(\.kind) == timeline.events.map(\.kind))
    #expect(Timeline.phases(of: read) == [.tracking, .interacting, .decelerating, .idle])
  }
}

extension Timeline {
  fileprivate static func phases(of events: [TimelineEvent]) -> [ScrollPhase] {
    var timeline = Timeline()
    timeline.events = events
    return timeline.phases
  }
}
