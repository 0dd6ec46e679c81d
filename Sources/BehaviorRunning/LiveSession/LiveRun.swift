import Foundation
import ScrollSimulation
import ScrollTargets

/// One behavior's simulation in a live session: a simulator stepped as the
/// session goes, and read back as it goes.
///
/// It begins at once; what the start records (its first layout and frame) is
/// taken and kept only as the layout the first calls are read in.
public final class LiveRun {
  /// The simulator, begun; a session steps it through ``LiveSession``.
  public let simulator: Simulator
  private var reader: LiveReader

  /// A run of `scenario`'s scene from its start with `behavior`, its geometry
  /// hook watching when it is a script with one; with `keepsPrints`, what it prints too.
  public init(scenario: Scenario, behavior: any ScrollTargetBehavior, keepsPrints: Bool = false) {
    simulator = SimulationRun.simulator(scenario, behavior: behavior, keepsPrints: keepsPrints)
    simulator.begin()
    reader = LiveReader(scene: scenario.scene)
    _ = reader.read(simulator.takeTimeline())
  }

  /// The geometry in force now.
  public var layout: Timeline.Layout {
    // The start records the first layout, so the reader has one from the beginning.
    reader.layout!
  }

  /// What happened since the last take, as records; the simulator keeps none of it.
  public func takeRecords() -> [LiveRecord] {
    reader.read(simulator.takeTimeline())
  }

  /// Puts `behavior` in use from the next call on, its geometry hook in place of the last one's.
  public func replace(_ behavior: any ScrollTargetBehavior) {
    SimulationRun.replace(behavior, in: simulator)
  }
}
