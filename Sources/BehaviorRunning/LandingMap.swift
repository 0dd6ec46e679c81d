import BehaviorLoading
import Foundation
import ScrollFormats
import ScrollPhysics
import ScrollSimulation
import ScrollTargets

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
  /// Row by row, each cell's proposal along the axis (pt), at `row * starts.count + column`.
  private var proposals: [Double]
  /// Row by row, where each cell landed along the axis (pt); NaN where the
  /// call failed (a result the host accepted is always finite). With the
  /// proposals, 16 bytes a cell: a 2000 × 2000 map keeps 64 MB, where whole
  /// ``Cell``s would take 288 MB.
  private var landings: [Double]
  /// The stops, for each cell's nearest one.
  private var line: StopLine
  /// The nearest stop to each column's start.
  private var startStops: [Int]
  /// Wall-clock time of the behavior's calls (s).
  public var seconds: Double
  /// From exactly the second stop (page 1, or child 1), the slowest release
  /// in each direction, among the rows' velocities, that ends on another
  /// stop (pt/s); `nil` when none does: where a flick starts to count.
  public var turning: (forward: Double?, backward: Double?) = (nil, nil)
  /// Why the map stopped asking before every cell had its call; `nil` when it did not.
  public var stoppedEarly: String?

  /// Maps `behavior` over `grid` in `scene`: its screen, content, axis,
  /// children and deceleration rate, which makes each cell's proposal.
  ///
  /// `stop` is asked before each call (each batch, for a behavior that pays
  /// per exchange): when it gives a reason (a deadline passed, the map is no
  /// longer wanted), the cells left are failed ones and ``stoppedEarly`` says why.
  public init(
    _ behavior: any ScrollTargetBehavior, scene: Scene, grid: Grid = Grid(), stop: () -> String? = { nil }
  ) {
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
    /// Stops asking once ``BehaviorFailure/budgetFailureLimit`` calls went over
    /// the budget (a script that runs away would otherwise take a budget per cell):
    /// the cells left are failed ones, and ``stoppedEarly`` says why.
    var overBudget = 0
    var stopped: String?
    // In batches for a behavior that pays per exchange, else call by call, so the count is checked before each.
    let batchSize = behavior is any BatchScrollTargetBehavior ? CaseBatch.batchSize : 1
    func resolve(_ calls: [(target: ScrollTarget, context: ScrollTargetBehaviorContext)]) -> [Double?] {
      stride(from: 0, to: calls.count, by: batchSize).flatMap { first -> [Double?] in
        let batch = first..<min(first + batchSize, calls.count)
        if stopped == nil { stopped = stop() }
        guard overBudget < BehaviorFailure.budgetFailureLimit, stopped == nil else {
          return Array(repeating: nil, count: batch.count)
        }
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

    // The calls are made a few rows at a time (at least a batch's worth), so
    // that only their landings and proposals are kept, not every call's context.
    let clock = ContinuousClock()
    let began = clock.now
    let cellCount = velocities.count * starts.count
    var proposals: [Double] = []
    var landings: [Double] = []
    proposals.reserveCapacity(cellCount)
    landings.reserveCapacity(cellCount)
    let rowsAtATime = max(1, CaseBatch.batchSize / max(starts.count, 1))
    for firstRow in stride(from: 0, to: velocities.count, by: rowsAtATime) {
      let rows = velocities[firstRow..<min(firstRow + rowsAtATime, velocities.count)]
      let calls = rows.flatMap { velocity in starts.map { call(start: $0, velocity: velocity) } }
      proposals.append(contentsOf: calls.map { Double($0.target.rect.origin[axis]) })
      landings.append(contentsOf: resolve(calls).map { $0 ?? .nan })
    }
    seconds = (clock.now - began).seconds
    if overBudget >= BehaviorFailure.budgetFailureLimit {
      stoppedEarly =
        "stopped after \(overBudget) calls went over the script's budget (a timeout or its memory cap): the cells not asked are shown as failed"
    } else if let stopped {
      stoppedEarly = "stopped: \(stopped): the cells not asked are shown as failed"
    }

    // The turning velocities, from a start exactly on a stop.
    let from = stops[min(1, stops.count - 1)]
    let moved = zip(velocities, resolve(velocities.map { call(start: from, velocity: $0) })).compactMap {
      velocity, landed -> Double? in
      guard let landed else { return nil }
      return line.nearestIndex(to: landed) != line.nearestIndex(to: from) ? velocity : nil
    }
    turning = (moved.filter { $0 > 0 }.min(), moved.filter { $0 < 0 }.max())

    self.proposals = proposals
    self.landings = landings
    self.line = line
    startStops = starts.map { line.nearestIndex(to: $0) }
  }

  /// The cell of row `row` (a velocity) and column `column` (a start), made as it is asked for.
  public func cell(row: Int, column: Int) -> Cell {
    let landed = landed(row: row, column: column)
    return Cell(
      start: starts[column], velocity: velocities[row], proposed: proposals[row * starts.count + column],
      landed: landed,
      stop: landed.map { line.nearestIndex(to: $0) }, startStop: startStops[column],
      onStop: landed.map { line.contains($0) } ?? false)
  }

  /// Row by row: `cells[row][column]`, every cell made anew at each reading
  /// (a 2000 × 2000 map makes 288 MB of them): to go through them once, read
  /// ``everyCell``, ``rows(_:)`` or ``cell(row:column:)``.
  public var cells: [[Cell]] { rows { $0 } }

  /// Where the cell of `row` and `column` landed (pt), `nil` where its call
  /// failed: ``Cell/landed`` without making the cell.
  public func landed(row: Int, column: Int) -> Double? {
    let landed = landings[row * starts.count + column]
    return landed.isNaN ? nil : landed
  }

  /// The stops the cell of `row` and `column` travelled: ``Cell/stops`` without making the cell.
  public func stopsTravelled(row: Int, column: Int) -> Int? {
    landed(row: row, column: column).map { line.nearestIndex(to: $0) - startStops[column] }
  }

  /// `value` of each cell, row by row (`[row][column]`), without keeping the cells.
  public func rows<Value>(_ value: (Cell) -> Value) -> [[Value]] {
    velocities.indices.map { row in starts.indices.map { value(cell(row: row, column: $0)) } }
  }

  /// Every cell, row by row, each made as it is read.
  public var everyCell: LazyMapSequence<Range<Int>, Cell> {
    (0..<landings.count).lazy.map { cell(row: $0 / starts.count, column: $0 % starts.count) }
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
    let columns = min(starts.count, other.starts.count)
    return (0..<min(velocities.count, other.velocities.count)).map { row in
      (0..<columns).map { column in
        let x = landings[row * starts.count + column], y = other.landings[row * other.starts.count + column]
        guard !x.isNaN, !y.isNaN else { return x.isNaN != y.isNaN }
        return abs(x - y) > tolerance
      }
    }
  }
}
