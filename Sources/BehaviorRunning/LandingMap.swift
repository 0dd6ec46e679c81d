import Foundation
import ScrollFormats
import ScrollPhysics
import ScrollSimulation
import ScrollTargets
import SwiftBehaviors

/// Where a behavior lands, over a grid of gestures: the offset the gesture
/// starts from (columns, across the content) against the release velocity
/// (rows, both ways, log-spaced up to the fastest flick).
///
/// Each cell is one `updateTarget` call: the original target at the start,
/// the system's proposal (the start, plus the drag, plus how far the velocity
/// coasts at the deceleration rate, clamped to the content), and the velocity.
/// The cell records the stop the behavior chose (a page, or a child when the
/// scene has children) and how many stops that is from the start's. A
/// threshold is then a boundary between colours, a dead zone a band, a
/// multi-page skip a second boundary, an asymmetry a picture that is not
/// mirrored top to bottom.
public struct LandingMap: Sendable {
  /// How the grid is laid out.
  public struct Grid: Sendable {
    /// Columns: starts spread evenly over `0 ... content - container` (or `range`).
    public var starts = 200
    /// Rows: release velocities, half each way, log-spaced from `slowest` to `fastest` (pt/s).
    public var velocities = 200
    public var slowest = 10.0
    public var fastest = 8000.0
    /// How far the finger moved before release (pt), added to every proposal.
    public var drag = 0.0
    /// The starts' range (pt); `nil` for the whole content.
    public var range: ClosedRange<Double>?

    public init() {}
  }

  /// One gesture and where it landed.
  public struct Cell: Sendable {
    public var start: Double
    public var velocity: Double
    /// Where the system proposed the view would rest (pt): the scene's proposal.
    public var proposed: Double
    /// The resting offset along the axis, or `nil` when the call failed.
    public var landed: Double?
    /// The nearest stop to where it landed, and to where it started.
    public var stop: Int?
    public var startStop: Int
    /// Whether it landed on a stop (within ``Tolerance/distance``).
    public var onStop: Bool
    /// Stops travelled: the landing stop's index minus the start's.
    public var stops: Int? { stop.map { $0 - startStop } }
  }

  public var scene: Scene
  /// The scene laid out: its container, content and children.
  public var layout: Scene.Layout
  public var axis: Axis
  public var grid: Grid
  /// The stops cells are counted in: the pages (the last flush with the end),
  /// or the children's leading edges, clamped to the content, as the
  /// properties' `pages` and `children` stops (``Stops``).
  public var stops: [Double]
  /// Whether the stops are children rather than pages.
  public var stopsAreChildren: Bool
  /// The start of each column and the velocity of each row (slowest first, then up).
  public var starts: [Double]
  public var velocities: [Double]
  /// Row by row: `cells[row][column]`.
  public var cells: [[Cell]]
  /// Wall-clock time of the behavior's calls (s).
  public var seconds: Double
  /// From exactly the second stop (page 1, or child 1), the slowest release
  /// in each direction, among the rows' velocities, that ends on another
  /// stop (pt/s); `nil` when none does: where a flick starts to count.
  public var turning: (forward: Double?, backward: Double?) = (nil, nil)
  /// Why the map stopped asking before every cell had its call; `nil` when it did not.
  public var stoppedEarly: String?

  /// How many calls over the budget (a timeout, the memory cap) stop a map:
  /// a script that runs away would otherwise take a budget per cell, hours for
  /// a large grid. The one limit of the long runs, ``BehaviorFailure/budgetFailureLimit``.
  public static let budgetFailureLimit = BehaviorFailure.budgetFailureLimit

  /// Maps `behavior` over `grid` in `scene`: its screen, content, axis,
  /// children and deceleration rate, which makes each cell's proposal.
  public init(_ behavior: any ScrollTargetBehavior, scene: Scene, grid: Grid = Grid()) {
    self.scene = scene
    self.grid = grid
    let layout = scene.layout
    self.layout = layout
    let context = layout.context(original: .zero, velocity: .zero)
    let axis = layout.primaryAxis
    self.axis = axis
    let range = layout.offsetRange(on: axis)
    stopsAreChildren = !context.targets.isEmpty
    let line = Self.stopLine(context: context)
    let stops = (0..<line.count).map(line.offset)
    self.stops = stops

    let span = grid.range ?? 0...Double(range.upperBound)
    let columns = max(grid.starts, 1)
    let starts = (0..<columns).map { column in
      columns == 1
        ? span.lowerBound : span.lowerBound + Double(column) / Double(columns - 1) * (span.upperBound - span.lowerBound)
    }
    let velocities = Self.velocities(count: grid.velocities, slowest: grid.slowest, fastest: grid.fastest)
    self.starts = starts
    self.velocities = velocities

    /// The call of a gesture from `start`, dragged `grid.drag`, released at `velocity`.
    func call(start: Double, velocity: Double) -> (target: ScrollTarget, context: ScrollTargetBehaviorContext) {
      var original = CGPoint.zero
      original[axis] = start
      var release = original
      release[axis] += grid.drag
      var vector = CGVector.zero
      vector[axis] = velocity
      return layout.call(original: original, releasedAt: release, velocity: vector)
    }

    /// The resting offsets `calls` lead to (`nil` where one failed), in batches.
    /// Stops asking once ``budgetFailureLimit`` calls went over the budget:
    /// the cells left are failed ones, and ``stoppedEarly`` says why.
    var overBudget = 0
    // In batches for a behavior that pays per exchange, else call by call, so the count is checked before each.
    let batchSize = behavior is any BatchScrollTargetBehavior ? CaseBatch.batchSize : 1
    func landings(_ calls: [(target: ScrollTarget, context: ScrollTargetBehaviorContext)]) -> [Double?] {
      stride(from: 0, to: calls.count, by: batchSize).flatMap { first -> [Double?] in
        let batch = first..<min(first + batchSize, calls.count)
        guard overBudget < Self.budgetFailureLimit else { return Array(repeating: nil, count: batch.count) }
        return behavior.resolveTargets(Array(calls[batch])).map { result in
          switch result {
          case .success(let target): return Double(target.restingOffset(containerSize: layout.containerSize)[axis])
          case .failure(let failure):
            if failure.wentOverBudget { overBudget += 1 }
            return nil
          }
        }
      }
    }

    let clock = ContinuousClock()
    let began = clock.now
    let calls = velocities.flatMap { velocity in starts.map { call(start: $0, velocity: velocity) } }
    let landed = landings(calls)
    seconds = (clock.now - began).seconds
    if overBudget >= Self.budgetFailureLimit {
      stoppedEarly =
        "stopped after \(overBudget) calls went over the script's budget (a timeout or its memory cap): the cells not asked are shown as failed"
    }

    // The turning velocities, from a start exactly on a stop.
    let from = stops[min(1, stops.count - 1)]
    let moved = zip(velocities, landings(velocities.map { call(start: from, velocity: $0) })).compactMap {
      velocity, landed -> Double? in
      guard let landed else { return nil }
      return line.nearestIndex(to: landed) != line.nearestIndex(to: from) ? velocity : nil
    }
    turning = (moved.filter { $0 > 0 }.min(), moved.filter { $0 < 0 }.max())

    let nearest = { (offset: Double) in line.nearestIndex(to: offset) }
    var cells: [[Cell]] = []
    for (row, velocity) in velocities.enumerated() {
      cells.append(
        starts.enumerated().map { column, start in
          let landed = landed[row * starts.count + column]
          return Cell(
            start: start, velocity: velocity,
            proposed: calls[row * starts.count + column].target.rect.origin[axis], landed: landed,
            stop: landed.map(nearest), startStop: nearest(start), onStop: landed.map(line.contains) ?? false)
        })
    }
    self.cells = cells
  }

  /// The stops of `context` on its primary axis, those the properties name
  /// (``Stops``): the children's leading edges when there are children, else
  /// the pages, the last flush with the end; stops within
  /// ``Tolerance/distance`` of each other are one.
  static func stopLine(context: ScrollTargetBehaviorContext) -> StopLine {
    (context.targets.isEmpty ? Stops.pages : Stops.children(nil)).line(in: context)
  }

  /// `count` velocities: half backward, half forward, log-spaced in magnitude
  /// from `slowest` to `fastest`; an odd count adds 0 in the middle. Ascending.
  static func velocities(count: Int, slowest: Double, fastest: Double) -> [Double] {
    let half = max(count / 2, 1)
    let magnitudes = (0..<half).map { index in
      half == 1 ? fastest : slowest * pow(fastest / slowest, Double(index) / Double(half - 1))
    }
    return magnitudes.reversed().map { -$0 } + (count % 2 == 1 ? [0] : []) + magnitudes
  }

  /// The cells whose landing differs from `other`'s by more than `tolerance` (pt), or where one failed.
  public func differences(from other: LandingMap, tolerance: Double = Tolerance.standard.distance) -> [[Bool]] {
    zip(cells, other.cells).map { mine, theirs in
      zip(mine, theirs).map { a, b in
        guard let x = a.landed, let y = b.landed else { return (a.landed == nil) != (b.landed == nil) }
        return abs(x - y) > tolerance
      }
    }
  }
}
