import ArgumentParser
import BehaviorLab
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
        cell shows its gesture and the command that replays it. With --device (and --landscape), the container \
        is the device's bounds less its safe-area insets, and the bounds reach the behavior as \
        context.boundsSize; --child page lays out children one container long.
        """)

    @Argument(help: "The behavior: a built-in name, a .lua script or a .swift file.", completion: .behavior)
    var behavior: String

    @Option(
      name: .customLong("with"), help: ArgumentHelp("A second behavior to map beside it.", valueName: "behavior"),
      completion: .behavior)
    var other: String?

    @Option(help: ArgumentHelp("The container size in points (default: 390x844).", valueName: "WxH"))
    var container: String?

    @OptionGroup(title: "Device")
    var device: DeviceOptions

    @Option(help: ArgumentHelp("The content size in points (default: --pages of the container).", valueName: "WxH"))
    var content: String?

    @Option(help: "Pages of content, without --content or --children.")
    var pages = 5.0

    @Option(help: "The scrolling axis: horizontal (the default) or vertical.")
    var axis: Axis?

    @Option(
      help: ArgumentHelp(
        "Lay out children this long (pt), or 'page' for one container long; they are the stops.", valueName: "length"))
    var child: String?

    @Option(help: ArgumentHelp("How many children (with --child).", valueName: "count"))
    var children: Int?

    @Option(help: ArgumentHelp("The gap between children (pt).", valueName: "pt"))
    var spacing: Double?

    @Option(help: "Columns: starting offsets across the content.")
    var starts = 200

    @Option(
      help: ArgumentHelp(
        "Spread the starts over this range of offsets only, such as 0,390 for one page (default: the whole content).",
        valueName: "from,to"))
    var startsBetween: String?

    @Option(help: "Rows: release velocities, half each way.")
    var velocities = 200

    @Option(help: ArgumentHelp("The fastest release velocity (pt/s).", valueName: "pt/s"))
    var fastest = 8000.0

    @Option(help: ArgumentHelp("How far each gesture drags before release (pt).", valueName: "pt"))
    var drag = 0.0

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
      guard (2...2000).contains(starts), (2...2000).contains(velocities) else {
        throw ValidationError("--starts and --velocities must be between 2 and 2000")
      }
      guard fastest > 10, fastest.isFinite else { throw ValidationError("--fastest must be a number above 10 pt/s") }
      guard pages >= 1, pages <= 10_000 else { throw ValidationError("--pages must be between 1 and 10000") }
      if container != nil, device.device != nil { throw ValidationError("give --container or --device, not both") }
      if let child, child != "page", Double(child) == nil {
        throw ValidationError("--child must be a length in points or 'page', got '\(child)'")
      }
    }

    func run() throws {
      let screen = device.screen
      let containerSize =
        try screen.map { $0.preset.containerSize($0.orientation) }
        ?? SingleCall.size(container ?? "390x844", option: "--container")
      var call = SingleCall(
        container: containerSize,
        content: try content.map { text throws(InputError) in try SingleCall.size(text, option: "--content") },
        original: 0)
      call.axis = axis ?? .horizontal
      call.childLength = child == "page" ? containerSize[call.axis] : child.flatMap(Double.init)
      call.childCount = children
      call.spacing = spacing ?? 0
      if call.content == nil, children == nil {
        var size = containerSize
        size[call.axis] = containerSize[call.axis] * pages
        call.content = size
      }
      var scene = try call.makeCase()
      if let screen { scene.context.boundsSize = screen.preset.bounds(screen.orientation) }
      var grid = LandingMap.Grid()
      grid.starts = starts
      grid.velocities = velocities
      grid.fastest = fastest
      grid.drag = drag
      if let startsBetween {
        let ends = startsBetween.split(separator: ",").compactMap { Double($0) }
        guard ends.count == 2, ends.allSatisfy(\.isFinite), ends[0] < ends[1] else {
          throw InputError(
            "--starts-between", "expected FROM,TO in points with FROM < TO, such as 0,390; got '\(startsBetween)'")
        }
        grid.range = ends[0]...ends[1]
      }
      var maps = [
        (
          name: behavior,
          map: LandingMap(try BehaviorSpec.resolve(behavior, limits: limits.limits), scene: scene, grid: grid)
        )
      ]
      if let other {
        maps.append(
          (other, LandingMap(try BehaviorSpec.resolve(other, limits: limits.limits), scene: scene, grid: grid)))
      }
      let picture = LandingMapPicture(maps)
      // The figures first: a file that cannot be written loses nothing else.
      print(json ? picture.json : picture.summary)
      if let svg { try Output.write(picture.svg, to: svg) }
      if let html { try Output.write(picture.html, to: html) }
    }
  }
}
