import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollReporting
import ScrollSimulation
import ScrollTargets

/// A landing map the page asked for, drawn away from the sessions: on a
/// thread of its own, with behaviors of its own, within a deadline, and
/// stopped as soon as the page no longer wants it.
///
/// A map asks a behavior thousands of times. Drawn where the sessions run, a
/// script that is slow on the map (and fast on anything smaller) would keep
/// every page waiting; here it keeps nobody but the page that asked.
public final class PlayMap: @unchecked Sendable {
  /// The most time a map may take (s): past it, the map stops and the page
  /// is told to run `scrollscript map` instead.
  public static let deadline = 5.0
  /// The map's grid: 160 starts by 120 velocities, the size of the page's panel.
  public static var grid: LandingMap.Grid {
    var grid = LandingMap.Grid()
    grid.starts = 160
    grid.velocities = 120
    return grid
  }

  private let lock = NSLock()
  private var cancelled = false

  public init() {}

  /// Stops the map at its next call: the page closed, or asked for another.
  public func cancel() {
    lock.withLock { cancelled = true }
  }

  public var isCancelled: Bool { lock.withLock { cancelled } }

  /// The map of `scene` for each of `sides` (a name and a behavior no one
  /// else calls), or a problem saying why there is none. Returns `nil` when
  /// the map was cancelled: no one is waiting for it.
  public func draw(
    _ sides: [(name: String, behavior: any ScrollTargetBehavior)], scene: Scene,
    grid: LandingMap.Grid = PlayMap.grid, deadline seconds: Double = PlayMap.deadline
  ) -> PlayOutput? {
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(Int64(seconds * 1000))
    var maps: [(name: String, map: LandingMap)] = []
    for side in sides {
      var late = false
      let map = LandingMap(side.behavior, scene: scene, grid: grid) {
        if self.isCancelled { return "the page no longer wants it" }
        late = clock.now >= deadline
        return late ? "past its deadline" : nil
      }
      if isCancelled { return nil }
      if late {
        return .problem(
          ProblemMessage(
            source: "map",
            text:
              "\(side.name): the map would take over \(NumberText.trimmed(seconds, decimals: 1)) s, more than the playground gives one; run scrollscript map \(Reproduction.shellQuoted(side.name)) instead"
          ))
      }
      if let stopped = map.stoppedEarly {
        return .problem(ProblemMessage(source: "map", text: "\(side.name): the map \(stopped)"))
      }
      maps.append((side.name, map))
    }
    let picture = LandingMapPicture(maps)
    return .map(MapMessage(svg: picture.svg, summary: picture.summary))
  }
}
