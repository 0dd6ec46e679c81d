import BehaviorRunning
import Foundation
import LuaBehaviors
import ScrollFormats
import ScrollPlayground
import ScrollSimulation
import ScrollTargets
import TestSupport
import Testing

/// What keeps the playground to its own page and within bounds, without a
/// network: who may connect, the outgoing queue, maps off the sessions, and
/// a recording that fills up.
@Suite("the playground's guards")
struct PlayGuardsTests {
  static let access = PlayAccess(port: 8123, token: "0123456789abcdef0123456789abcdef")

  @Test("the page's own address with its token may connect, at 127.0.0.1 or localhost, with or without an Origin")
  func ownPage() {
    let token = Self.access.token
    #expect(Self.access.refusal(host: "127.0.0.1:8123", origin: "http://127.0.0.1:8123", token: token) == nil)
    #expect(Self.access.refusal(host: "localhost:8123", origin: "http://localhost:8123", token: token) == nil)
    #expect(Self.access.refusal(host: "127.0.0.1:8123", origin: nil, token: token) == nil)
  }

  @Test(
    "another site, another port, a rebound host name, and a missing or wrong token are each refused with the reason",
    arguments: [
      (
        "127.0.0.1:8123", "https://evil.example", "0123456789abcdef0123456789abcdef", "a page from https://evil.example"
      ),
      (
        "127.0.0.1:8123", "http://127.0.0.1:9999", "0123456789abcdef0123456789abcdef",
        "a page from http://127.0.0.1:9999"
      ),
      ("127.0.0.1:8123", "null", "0123456789abcdef0123456789abcdef", "a page from null"),
      (
        "rebound.example:8123", "http://rebound.example:8123", "0123456789abcdef0123456789abcdef",
        "not at 'rebound.example:8123'"
      ),
      ("127.0.0.1:8124", nil, "0123456789abcdef0123456789abcdef", "not at '127.0.0.1:8124'"),
      ("127.0.0.1:8123", "http://127.0.0.1:8123", "", "the token is missing or wrong"),
      ("127.0.0.1:8123", "http://127.0.0.1:8123", "0123456789abcdef0123456789abcdee", "the token is missing or wrong"),
    ] as [(String, String?, String, String)])
  func refused(host: String, origin: String?, token: String, reason: String) {
    let refusal = Self.access.refusal(host: host, origin: origin, token: token.isEmpty ? nil : token)
    #expect(refusal?.contains(reason) == true, "\(host) from \(origin ?? "no origin"): \(refusal ?? "let in")")
  }

  @Test("each run draws a token of its own: 32 hexadecimal digits")
  func tokens() {
    let tokens = (0..<50).map { _ in PlayAccess.randomToken() }
    #expect(Set(tokens).count == tokens.count)
    #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
  }

  @Test(
    "a page that leaves its answers unread fills its outbox to the limit, then the outbox closes; what is written frees room"
  )
  func outbox() {
    let outbox = PlayOutbox(limit: 1000)
    let message = String(repeating: "x", count: 100)
    for _ in 0..<10 { #expect(outbox.send(message)) }
    #expect(outbox.waitingBytes == 1000)
    outbox.wrote(100)
    #expect(outbox.send(message), "a written message makes room for one more")
    #expect(!outbox.send(message), "the 1001st unread byte closes the outbox")
    #expect(outbox.isClosed)
    #expect(!outbox.send("y"), "a closed outbox takes nothing")
  }

  static let slowAfterProbe = Scripts.slowAfterProbe

  @Test(
    "a map of a script that turns slow stops at its deadline and says to run scrollscript map; it is drawn off the session"
  )
  func mapDeadline() throws {
    let behavior = try LuaScrollTargetBehavior(source: Data(Self.slowAfterProbe.utf8), path: "slow.lua")
    let scene = try PlayScene().scenario().scene
    let clock = ContinuousClock()
    let began = clock.now
    let answer = PlayMap().draw([("slow.lua", behavior)], scene: scene, deadline: 0.5)
    let seconds = (clock.now - began) / .seconds(1)
    guard case .problem(let problem) = answer else {
      Issue.record("expected a problem, got \(String(describing: answer))")
      return
    }
    #expect(
      problem.text.contains("the map would take over 0.5 s") && problem.text.contains("run scrollscript map slow.lua"))
    // 19,200 cells at milliseconds each would take minutes; the deadline ends it within a call or two of 0.5 s.
    #expect(seconds < 3, "the map ran \(seconds) s past a 0.5 s deadline")
  }

  @Test("a map no longer wanted stops at its next call and answers nothing")
  func mapCancelled() throws {
    let behavior = try LuaScrollTargetBehavior(source: Data(Self.slowAfterProbe.utf8), path: "slow.lua")
    let scene = try PlayScene().scenario().scene
    let map = PlayMap()
    map.cancel()
    #expect(map.draw([("slow.lua", behavior)], scene: scene, deadline: 60) == nil)
  }

  @Test("a full recording stops recording, not the gestures: the views go on and what was recorded replays")
  func fullRecording() throws {
    let session = try PlaySession(
      scene: PlayScene(),
      sides: [PlaySession.Side(name: "paging", behavior: try BuiltInBehaviors.behavior(named: "paging"))],
      limits: LiveSession.Limits(steps: 4))
    var t = 1.0
    for _ in 0..<6 {
      let outputs = PlaySessionTests.feed(session, PlaySessionTests.drag(dx: -120, seconds: 0.1, at: t))
      #expect(PlaySessionTests.rest(outputs) != nil, "each gesture is answered, full or not")
      t += 5
    }
    #expect(session.recordingIsFull)
    #expect(session.recording.count == 4)
    let replay = try Scenario(json: session.recordedScenario().json)
    #expect(replay.steps.count == 4)
  }

  @Test(
    "margins at both ends are a field of the form; a scene the form cannot hold (uneven margins, a view's layout) is the playground's as given"
  )
  func givenScene() throws {
    let even = Scene(
      screen: Screen(device: .iPhone15Pro, orientation: .portrait), content: .children,
      children: .init(count: 10, perPage: 1, spacing: 10), contentMargins: EdgeInsets(leading: 20, trailing: 20))
    let form = PlayScene(even)
    #expect(form.given == nil && form.margins == 20)
    // The form's scene is the scene it was read from, through the same rules as the command line's.
    #expect(try form.scenario().scene == even)
    var scene = even
    scene.contentMargins = EdgeInsets(leading: 20, trailing: 30)
    let session = try PlaySession(
      scene: PlayScene(scene),
      sides: [PlaySession.Side(name: "viewAligned", behavior: ViewAlignedScrollTargetBehavior())])
    let side = try #require(session.sceneMessage.sides.first)
    #expect(session.sceneMessage.given, "the page is told that its form only approximates the scene")
    #expect(side.margins == [0, 20, 0, 30])
    #expect(side.children.prefix(2).map { $0[0] } == [0, 353] && side.children[0][2] == 343)
    // What the page sends back is its form: the given scene is not in it.
    let echoed = try JSONDecoder().decode(PlayScene.self, from: JSONEncoder().encode(PlayScene(scene)))
    #expect(echoed.given == nil)
    _ = session.handle(.scene(echoed))
    #expect(!session.sceneMessage.given, "once the page sends its form, the scene is the form's")
  }
}
