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

  @Test(
    "map's options make its grid: a missing one keeps the default; --starts-between reads FROM,TO, FROM < TO",
    arguments: ["390,0", "0", "0,390,780", "a,390", "0,,390", "0,inf", "", "nan,1"])
  func gridFromOptions(badRange: String) throws {
    let grid = try LandingMap.Grid(starts: 40, velocities: nil, fastest: 2000, drag: -12, startsBetween: "-5,390.5")
    #expect(grid.starts == 40 && grid.velocities == LandingMap.Grid().velocities)
    #expect(grid.fastest == 2000 && grid.drag == -12 && grid.range == -5...390.5)
    #expect(try LandingMap.Grid(starts: nil, velocities: nil, fastest: nil, drag: nil, startsBetween: nil).range == nil)
    let error = try #require(throws: InputError.self) {
      try LandingMap.Grid(starts: nil, velocities: nil, fastest: nil, drag: nil, startsBetween: badRange)
    }
    #expect(error.description.contains("--starts-between") && error.description.contains("got '\(badRange)'"))
  }

  @Test("the plan of two behaviors maps both on one scene and grid, in order, and names one that stopped early")
  func planOfTwo() throws {
    var grid = LandingMap.Grid()
    grid.starts = 6
    grid.velocities = 4
    let plan = try LandingMapPlan(
      names: ["paging", "viewAligned"], scene: Scene(content: .pages(5)), grid: grid, limits: .default)
    let maps = plan.run()
    #expect(maps.map(\.name) == ["paging", "viewAligned"])
    #expect(maps.allSatisfy { $0.map.cells.count == 4 && $0.map.cells.allSatisfy { $0.count == 6 } })
    #expect(LandingMapPlan.stopped(maps).isEmpty)
    var stopped = maps
    stopped[1].map.stoppedEarly = "the deadline passed"
    #expect(LandingMapPlan.stopped(stopped) == ["viewAligned: the deadline passed"])
    #expect(throws: (any Error).self) {
      try LandingMapPlan(names: ["pagin"], scene: Scene(content: .pages(5)), grid: grid, limits: .default)
    }
  }
}
