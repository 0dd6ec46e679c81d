import Foundation
import ScrollPlayground
import ScrollTargets

/// Fuzzes the playground's messages: the bytes are up to 64 lines, each the
/// text of one WebSocket message from a page, handled by one session on two
/// phones as the server handles them.
///
/// No message may crash the session. A message is read or answered with a
/// problem; every answer encodes as JSON (a number that does not, NaN or an
/// infinity, would make it `{}`); every offset sent is finite; and a map
/// asked for is drawn or refused within its deadline.
enum PlayFuzzing {
  /// Two phones side by side, as `play … --with …` shows them.
  static func sides() -> [PlaySession.Side] {
    ["paging", "viewAligned:alwaysByOne"].compactMap {
      (try? BuiltInBehaviors.behavior(named: $0)).map { PlaySession.Side(name: "fuzz", behavior: $0) }
    }
  }

  static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes.prefix(1 << 16), as: UTF8.self)
    guard let session = try? PlaySession(scene: PlayScene(), sides: sides()) else {
      fatalError("the default scene does not start a session")
    }
    var mapped = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(64) {
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
