import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollReporting
import ScrollSimulation
import ScrollTargets
import Testing

/// A pager that fails every call released faster than 2000 pt/s forward: cells without a landing.
private struct FailsFastFlings: FallibleScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
  func tryUpdateTarget(_ target: inout ScrollTarget, context: TargetContext) throws(BehaviorFailure) {
    guard context.velocity.dx <= 2000 else { throw BehaviorFailure(.runtime, "too fast") }
    PagingScrollTargetBehavior().updateTarget(&target, context: context)
  }
  func tryProperties(context: PropertiesContext) throws(BehaviorFailure) -> Properties { Properties() }
}

@Suite("map --json, written as it goes")
struct LandingMapJSONTests {
  /// The document as `map --json` wrote it before it was streamed: JSONEncoder's
  /// encoding of these types, keys sorted (docs/formats.md, "map --json").
  struct Document: Encodable {
    var starts: [Double]
    var velocities: [Double]
    var stops: [Double]
    var stopsAreChildren: Bool
    var drag: Double
    var behaviors: [Entry]
  }
  struct Entry: Encodable {
    var behavior: String
    var seconds: Double
    var landed: [[Double?]]
    var stopsTravelled: [[Int?]]
  }

  static func encoded(_ maps: [(name: String, map: LandingMap)]) -> String {
    let first = maps[0].map
    return JSONLine.encode(
      Document(
        starts: first.starts, velocities: first.velocities, stops: first.stops,
        stopsAreChildren: first.stopsAreChildren, drag: first.grid.drag,
        behaviors: maps.map { name, map in
          Entry(
            behavior: name, seconds: map.seconds, landed: map.cells.map { $0.map(\.landed) },
            stopsTravelled: map.cells.map { $0.map(\.stops) })
        }))
  }

  @Test(
    "the streamed document is byte for byte JSONEncoder's, failed cells, odd offsets and escaped names included",
    arguments: [
      Scene(content: .pages(5)),
      Scene(content: .children, children: Scene.ChildLayout(count: 9, length: 301.5, spacing: 16.25)),
    ])
  func sameBytes(scene: Scene) throws {
    var grid = LandingMap.Grid()
    grid.starts = 121
    grid.velocities = 117
    grid.drag = 12.5
    let maps = [
      (name: "paging", map: LandingMap(PagingScrollTargetBehavior(), scene: scene, grid: grid)),
      (name: "fails \"fast\"\n", map: LandingMap(FailsFastFlings(), scene: scene, grid: grid)),
    ]
    #expect(maps[1].map.everyCell.contains { $0.landed == nil }, "some cells failed")
    let picture = LandingMapPicture(maps)
    // Handed over in chunks of about 64 KiB: this document is several.
    var chunks: [Int] = []
    var bytes: [UInt8] = []
    var out = JSONWriter { chunk in
      chunks.append(chunk.count)
      bytes += chunk
    }
    picture.writeJSON(to: &out)
    out.flush()
    let expected = Self.encoded(maps)
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
    #expect(picture.json == expected)
    #expect(chunks.count > 2 && chunks.allSatisfy { $0 < JSONWriter.chunkBytes + 64 }, "\(chunks)")
  }
}
