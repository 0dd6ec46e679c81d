import ArgumentParser
import BehaviorLoading
import BehaviorRunning
import CommandOptions
import Foundation
import ScrollFormats
import ScrollReporting
import ScrollTargets

extension ScrollScript {
  struct Map: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Draw where a behavior lands over a grid of gestures: where they start against how fast they end.",
      discussion: """
        Each cell is one updateTarget call: the gesture starts at the column's offset, travels --drag pt and \
        is released at the row's velocity (log-spaced both ways up to --fastest); the system proposes where \
        it would coast to. The cell is coloured by how many stops (pages, or children with --child) the \
        behavior moved it. Thresholds, dead zones, asymmetries and multi-page skips show as boundaries. With \
        --with, a third panel marks where the two behaviors land apart. --html writes a page where hovering a \
        cell shows its gesture and the command that replays it. The scene is the same as every command's: with \
        --device (and --landscape), the container is the device's bounds less its safe-area insets, and the \
        bounds reach the behavior as context.boundsSize; --children N lays out N children one container long.
        """)

    @Argument(
      help:
        "The behavior: a built-in name, a .lua script or a .swift file; with --scene, leave it out (or write 'view') for the view's .scrollTargetBehavior.",
      completion: .behavior)
    var behavior: String?

    @Option(
      name: .customLong("with"), help: ArgumentHelp("A second behavior to map beside it.", valueName: "behavior"),
      completion: .behavior)
    var other: String?

    @OptionGroup(title: "Scene")
    var scene: SceneOptions

    @Option(help: "Columns: starting offsets across the content (default: 200).")
    var starts: Int?

    @Option(
      help: ArgumentHelp(
        "Spread the starts over this range of offsets only, such as 0,390 for one page (default: the whole content).",
        valueName: "from,to"))
    var startsBetween: String?

    @Option(help: "Rows: release velocities, half each way (default: 200).")
    var velocities: Int?

    @Option(help: ArgumentHelp("The fastest release velocity (pt/s) (default: 8000).", valueName: "pt/s"))
    var fastest: Double?

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp("How far each gesture drags before release (pt) (default: 0).", valueName: "pt"))
    var drag: Double?

    @Option(help: ArgumentHelp("Draw the map as SVG in this file.", valueName: "file"))
    var svg: String?

    @Option(
      help: ArgumentHelp("Write a page with the map, where hovering a cell shows its command.", valueName: "file"))
    var html: String?

    @Flag(help: "Print the map as JSON.")
    var json = false

    @OptionGroup(title: "Script limits")
    var limits: LimitOptions

    func validate() throws {
      guard (2...2000).contains(starts ?? 200), (2...2000).contains(velocities ?? 200) else {
        throw ValidationError("--starts and --velocities must be between 2 and 2000")
      }
      if let fastest {
        guard fastest > 10, fastest.isFinite else { throw ValidationError("--fastest must be a number above 10 pt/s") }
      }
      if let drag {
        guard drag.isFinite, abs(drag) <= 1e6 else { throw ValidationError("--drag must be a finite number of points") }
      }
    }

    func run() throws {
      let (scene, view) = try self.scene.resolvedScene(memoryBytes: limits.memory << 20)
      let grid = try LandingMap.Grid(
        starts: starts, velocities: velocities, fastest: fastest, drag: drag, startsBetween: startsBetween)
      let plan = try LandingMapPlan(
        names: [try SceneOptions.behavior(behavior, view: view)] + [other].compactMap { $0 }, scene: scene,
        grid: grid, limits: limits.limits)
      try show(plan.run())
    }

    /// Prints the maps (the figures first: a file that cannot be written loses
    /// nothing else), writes the files asked for, and fails when one stopped early.
    private func show(_ maps: [(name: String, map: LandingMap)]) throws {
      let picture = LandingMapPicture(maps)
      if json {
        // Written as it goes: the JSON of a large map is never whole in memory.
        var out = JSONWriter.standardOutput()
        picture.writeJSON(to: &out)
        out.raw("\n")
        out.flush()
      } else {
        print(picture.summary)
      }
      if let svg { try Output.write(picture.svg, to: svg, what: "the map (SVG)") }
      if let html { try Output.write(picture.html, to: html, what: "the map's page (HTML)") }
      let stopped = LandingMapPlan.stopped(maps)
      guard stopped.isEmpty else {
        stopped.forEach(Output.report)
        throw ExitCode.failure
      }
    }
  }
}
