import BehaviorLoading
import Foundation
import ScrollPlayground
import ScrollTargets

/// Fuzzes the playground's messages: the bytes are up to 64 lines, each the
/// text of one WebSocket message from a page, handled by one session on two
/// phones, and then by a page of the hub the server hands its sockets to.
///
/// No message may crash the session or the hub. A message is read or
/// answered with a problem; every answer encodes as JSON (a number that does
/// not, NaN or an infinity, would make it `{}`); every offset sent is finite;
/// and a map asked for is drawn or refused within its deadline.
enum PlayFuzzing {
  /// The hub of every input, on the same two phones, recording to a folder of its own.
  static let hub: PlayHub = {
    let folder = FileManager.default.temporaryDirectory.appending(path: "scrollscript-fuzz-play-\(getpid())")
    let behaviors = ["paging", "viewAligned:alwaysByOne"].compactMap { spec in
      (try? ScriptWatch(spec: spec)).map { PlayHub.Behavior(spec: spec, watch: $0, properties: []) }
    }
    return PlayHub(behaviors: behaviors, scene: PlayScene(), recordings: PlayRecordings(folder: folder))
  }()

  static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes.prefix(1 << 16), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(64)
    runSession(lines)
    let done = DispatchSemaphore(value: 0)
    Task {
      await runHub(lines)
      done.signal()
    }
    done.wait()
  }

  /// The lines as one page's messages to the hub; each answer it sends is JSON with a type.
  static func runHub(_ lines: ArraySlice<Substring>) async {
    let id = UUID()
    let outbox = PlayOutbox()
    var answers = outbox.messages.makeAsyncIterator()
    await hub.open(id, outbox: outbox)
    for line in lines {
      // Maps take seconds at the hub's grid: the session's run draws a small one.
      if line.contains("map") { continue }
      await hub.receive(String(line), from: id)
      while outbox.waitingBytes > 0, let answer = await answers.next() {
        outbox.wrote(answer.utf8.count)
        let object = try? JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any]
        guard answer != "{}", object?["type"] is String else {
          fatalError("the hub's answer to \(line.prefix(300)) is no message: \(answer.prefix(300))")
        }
      }
    }
    await hub.close(id)
  }

  /// Two phones side by side, as `play … --with …` shows them.
  static func sides() -> [PlaySession.Side] {
    ["paging", "viewAligned:alwaysByOne"].compactMap {
      (try? BuiltInBehaviors.behavior(named: $0)).map { PlaySession.Side(name: "fuzz", behavior: $0) }
    }
  }

  /// The lines as messages to one session, a small map drawn when one is asked for.
  static func runSession(_ lines: ArraySlice<Substring>) {
    guard let session = try? PlaySession(scene: PlayScene(), sides: sides()) else {
      fatalError("the default scene does not start a session")
    }
    var mapped = false
    for line in lines {
      let input: PlayInput
      do {
        input = try PlayInput(json: String(line))
      } catch {
        continue
      }
      var answers = session.handle(input)
      if case .map = input, !mapped, let scene = session.mapScene {
        // One small map an input: drawn off the session, as the server does.
        mapped = true
        var grid = PlayMap.grid
        grid.starts = 8
        grid.velocities = 8
        let named = session.sides.map { (name: $0.name, behavior: $0.behavior) }
        answers += PlayMap().draw(named, scene: scene, grid: grid, deadline: 10).map { [$0] } ?? []
      }
      for answer in answers { check(answer, after: line) }
    }
  }

  static func check(_ answer: PlayOutput, after line: Substring) {
    let json = answer.json
    guard json != "{}" else { fatalError("an answer to \(line.prefix(300)) does not encode as JSON") }
    let numbers: [Double] =
      switch answer {
      case .frame(let frame): frame.offsets.flatMap { $0 }
      case .motion(let motion): motion.frames.flatMap { $0 }
      case .scene(let scene): scene.sides.flatMap { $0.offset + $0.content + $0.container }
      default: []
      }
    guard numbers.allSatisfy(\.isFinite) else { fatalError("a number that is not finite in \(json.prefix(300))") }
  }
}
