import BehaviorLoading
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// What `map` draws, before anything runs: each behavior resolved (one, or
/// two side by side), the scene they share and the grid of gestures.
public struct LandingMapPlan {
  public var behaviors: [(name: String, behavior: any ScrollTargetBehavior)]
  public var scene: Scene
  public var grid: LandingMap.Grid

  /// Resolves each of `names` (built-in names, scripts, `.swift` files) under `limits`.
  /// - Throws: what resolving a name throws: a name that is neither a built-in nor a file, or a file that does not load.
  public init(names: [String], scene: Scene, grid: LandingMap.Grid, limits: BehaviorLimits) throws {
    behaviors = try names.map { (name: $0, behavior: try BehaviorSpec.resolve($0, limits: limits)) }
    self.scene = scene
    self.grid = grid
  }

  /// Maps each behavior over the grid, in order.
  public func run() -> [(name: String, map: LandingMap)] {
    behaviors.map { (name: $0.name, map: LandingMap($0.behavior, scene: scene, grid: grid)) }
  }

  /// Why each map that stopped early stopped, named: `"NAME: reason"`.
  public static func stopped(_ maps: [(name: String, map: LandingMap)]) -> [String] {
    maps.compactMap { name, map in map.stoppedEarly.map { "\(name): \($0)" } }
  }
}

extension LandingMap.Grid {
  /// The grid the options give: each `nil` keeps the default, and
  /// `startsBetween` is `FROM,TO` in points with FROM < TO (`--starts-between 0,390`).
  /// - Throws: ``InputError`` for a range that does not read.
  public init(
    starts: Int?, velocities: Int?, fastest: Double?, drag: Double?, startsBetween: String?
  ) throws(InputError) {
    self.init()
    self.starts = starts ?? self.starts
    self.velocities = velocities ?? self.velocities
    self.fastest = fastest ?? self.fastest
    self.drag = drag ?? self.drag
    guard let startsBetween else { return }
    let ends = startsBetween.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
    guard ends.count == 2, let from = ends[0], let to = ends[1], from.isFinite, to.isFinite, from < to else {
      throw InputError(
        "--starts-between", "expected FROM,TO in points with FROM < TO, such as 0,390; got '\(startsBetween)'")
    }
    range = from...to
  }
}
