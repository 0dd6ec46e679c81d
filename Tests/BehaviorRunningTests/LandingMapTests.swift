import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollPhysics
import ScrollSimulation
import ScrollTargets
import Testing

@Suite("Landing maps")
struct LandingMapTests {
  /// Five portrait pages, horizontal.
  static func scene() throws -> Scene {
    Scene(content: .pages(5))
  }

  @Test("horizontalPaging's map turns a page exactly where the coast passes a third of a page")
  func thirdOfAPage() throws {
    let map = LandingMap(HorizontalPagingScrollTargetBehavior(), scene: try Self.scene())
    // A release coasts v × r / (1 − r) / 1000 pt; the rule turns the page past 390 / 3 = 130 pt.
    let threshold: Double = 130 / DecelerationRate.normal.projectedDistance(velocity: 1)
    let forward = try #require(map.turning.forward)
    let positive = map.velocities.filter { $0 > 0 && $0 < forward }
    let slower = try #require(positive.max())
    #expect(forward > threshold && slower <= threshold, "the boundary falls between rows \(slower) and \(forward)")
    let backward = try #require(map.turning.backward)
    #expect(abs(backward) == forward, "the rule is the same both ways")

    // In the grid: from the column nearest page 1, rows below the boundary stay and rows above it turn one page.
    let column = try #require(map.starts.indices.min { abs(map.starts[$0] - 390) < abs(map.starts[$1] - 390) })
    for (row, velocity) in map.velocities.enumerated() where velocity > 0 {
      let cell = map.cells[row][column]
      #expect(cell.onStop)
      if velocity >= forward * 1.1 { #expect(cell.stops == 1, "\(velocity) pt/s turns one page") }
    }
    #expect(map.cells.joined().allSatisfy { abs($0.stops ?? 9) <= 1 }, "never more than a page")
  }

  @Test("paging against multiPageFling: apart exactly where a fling passes more than one page or a slow one stays")
  func differences() throws {
    var grid = LandingMap.Grid()
    grid.starts = 40
    grid.velocities = 60
    let scene = try Self.scene()
    let paging = LandingMap(PagingScrollTargetBehavior(), scene: scene, grid: grid)
    let fling = LandingMap(try BuiltInBehaviors.behavior(named: "multiPageFling"), scene: scene, grid: grid)
    let apart = paging.differences(from: fling)
    #expect(apart.count == 60 && apart[0].count == 40)
    for row in 0..<60 {
      for column in 0..<40 {
        let a = paging.cells[row][column], b = fling.cells[row][column]
        #expect(apart[row][column] == (abs(a.landed! - b.landed!) > 0.01))
      }
    }
    #expect(apart.joined().contains(true) && apart.joined().contains(false))
    #expect(fling.cells.joined().contains { ($0.stops ?? 0) >= 2 }, "a hard fling passes several pages")
  }

  @Test("children are the stops when the scene has them; a failing call is a cell without a landing")
  func childrenAndFailures() throws {
    let scene = Scene(content: .children, children: Scene.ChildLayout(count: 8, length: 300, spacing: 16))
    var grid = LandingMap.Grid()
    grid.starts = 20
    grid.velocities = 20
    let map = LandingMap(ViewAlignedScrollTargetBehavior(), scene: scene, grid: grid)
    #expect(map.stopsAreChildren)
    // Leading edges 0, 316, … up to the content's end, 8 × 300 + 7 × 16 − 390 = 2122.
    #expect(map.stops.first == 0 && map.stops[1] == 316 && map.stops.last == 2122)
    #expect(map.cells.joined().allSatisfy { $0.onStop })
  }

  @Test("--starts-between keeps the columns to a range: one page, at its two ends and evenly between")
  func range() throws {
    var grid = LandingMap.Grid()
    grid.starts = 40
    grid.velocities = 10
    grid.range = 0...390
    let map = LandingMap(HorizontalPagingScrollTargetBehavior(), scene: try Self.scene(), grid: grid)
    #expect(map.starts.first == 0 && map.starts.last == 390 && map.starts.count == 40)
    #expect(abs(map.starts[1] - 10) < 1e-9, "39 steps of 10 pt")
  }
}
