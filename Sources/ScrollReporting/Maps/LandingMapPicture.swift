import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// A landing map drawn: one panel per behavior, each cell coloured by how
/// many stops the gesture travelled (none grey, forward blue, backward
/// orange, darker for more, the darkest for four or more; hatched with white
/// where it came to rest between stops, magenta where the call failed), and
/// with a second behavior a third panel marking the gestures on which the two
/// land apart. The key lists every colour the panels use, and only those.
///
/// Columns are where the gesture starts (the stops marked beneath), rows the
/// release velocity, fastest forward at the top. Equal neighbours in a row
/// are drawn as one rectangle, so a 200 × 200 map stays a small file.
public struct LandingMapPicture {
  public var maps: [(name: String, map: LandingMap)]

  public init(_ maps: [(name: String, map: LandingMap)]) {
    self.maps = maps
  }

  static let left = 92.0
  static let panelWidth = 640.0
  static let panelHeight = 300.0
  static let panelGap = 74.0
  static let top = 100.0
  /// Room right of the panels for the key: its swatch and its longest label, "+4 or more stops".
  static let keyWidth = 170.0
  static var width: Double { left + panelWidth + keyWidth }

  /// The panels: each map, then where the first two differ.
  private var panels: [(title: String, colours: [[String]])] {
    var panels = maps.map { entry in
      (title: "\(entry.name): stops travelled", colours: entry.map.rows(Self.colour))
    }
    if maps.count == 2 {
      let differences = maps[0].map.differences(from: maps[1].map)
      let count = differences.joined().filter { $0 }.count
      let total = differences.joined().count
      panels.append(
        (
          title: "where they land apart: \(count) of \(total) gestures",
          colours: differences.map { $0.map { $0 ? Self.apart : "#f4f6f8" } }
        ))
    }
    return panels
  }

  /// The colours of stops travelled forward (index: stops, the last for
  /// `mostShades` and more), from ColorBrewer's sequential "Blues" scheme.
  static let forward = ["#dfe5ec", "#9ecae1", "#4292c6", "#08519c", "#08306b"]
  /// The colours of stops travelled backward, from ColorBrewer's "Oranges".
  static let backward = ["#dfe5ec", "#fdbe85", "#fd8d3c", "#d94701", "#8c2d04"]
  /// The most stops with a shade of their own; more are drawn as this many.
  static let mostShades = 4
  /// A failed call: a colour in neither ramp, so it reads as neither way.
  static let failed = "#c51b7d"
  /// Where two behaviors land apart.
  static let apart = "#d1242f"

  /// The colour of a cell: a hex colour, or for a cell at rest between stops
  /// the hatch pattern of its colour (``hatchPatterns``).
  static func colour(_ cell: LandingMap.Cell) -> String {
    guard let stops = cell.stops else { return failed }
    let colour = (stops >= 0 ? forward : backward)[min(abs(stops), mostShades)]
    return cell.onStop ? colour : "url(#between-\(colour.dropFirst()))"
  }

  /// Each colour hatched with white stripes: the fill of cells that rest
  /// between stops, which keeps the cell's hue and reads as no solid swatch.
  static var hatchPatterns: String {
    let colours = Array(Set(forward + backward)).sorted() + ["#8c959f"]
    let patterns = colours.map { colour in
      """
      <pattern id="between-\(colour.dropFirst())" width="6" height="6" patternUnits="userSpaceOnUse" \
      patternTransform="rotate(45)"><rect width="6" height="6" fill="\(colour)"/>\
      <rect width="2.5" height="6" fill="#ffffff"/></pattern>
      """
    }
    return "<defs>" + patterns.joined() + "</defs>"
  }

  /// The key's entries, top to bottom: each number of stops travelled that
  /// some cell shows (forward first, most first), then "between stops" and
  /// "failed" when some cell is so, then "land apart" with two behaviors.
  var keyEntries: [(fill: String, label: String)] {
    var travelled = Set<Int>()
    var beyond = (forward: false, backward: false)
    var between = false
    var failed = false
    for (_, map) in maps {
      for cell in map.everyCell {
        guard let stops = cell.stops else {
          failed = true
          continue
        }
        travelled.insert(max(-Self.mostShades, min(Self.mostShades, stops)))
        if stops > Self.mostShades { beyond.forward = true }
        if stops < -Self.mostShades { beyond.backward = true }
        if !cell.onStop { between = true }
      }
    }
    var entries: [(fill: String, label: String)] = travelled.sorted(by: >).map { stops in
      let fill = (stops >= 0 ? Self.forward : Self.backward)[abs(stops)]
      guard stops != 0 else { return (fill, "stays") }
      let more = abs(stops) == Self.mostShades && (stops > 0 ? beyond.forward : beyond.backward) ? " or more" : ""
      return (fill, "\(stops > 0 ? "+" : "−")\(abs(stops))\(more) stop\(abs(stops) == 1 && more.isEmpty ? "" : "s")")
    }
    if between { entries.append(("url(#between-8c959f)", "between stops")) }
    if failed { entries.append((Self.failed, "failed")) }
    if maps.count == 2 { entries.append((Self.apart, "land apart")) }
    return entries
  }

  public var svg: String {
    let panels = self.panels
    // The panels, the gaps between them, and the stops' labels under the last.
    let height = Self.top + Double(panels.count) * (Self.panelHeight + Self.panelGap) - Self.panelGap + 36
    var out = SVGWriter(width: Self.width, height: height)
    guard let first = maps.first?.map else { return out.finish() }
    out.raw(Self.hatchPatterns)
    // 16 px bold: some 9.5 px a character; the title never runs past the picture.
    out.text(16, 28, title, class: "title", maximumWidth: Self.width - 32, pixelsPerCharacter: 9.5)
    out.text(16, 50, scene, class: "note", maximumWidth: Self.width - 32, pixelsPerCharacter: 6.5)
    out.text(
      16, 68,
      "columns: where the gesture starts (\(first.axis == .horizontal ? "x" : "y"), pt); rows: release velocity (pt/s), log-spaced",
      class: "note")
    for (index, panel) in panels.enumerated() {
      let top = Self.top + Double(index) * (Self.panelHeight + Self.panelGap)
      draw(panel.colours, map: first, top: top, on: &out)
      out.text(Self.left, top - 8, panel.title, class: "legend", maximumWidth: Self.panelWidth, pixelsPerCharacter: 6.5)
    }
    drawKey(&out, top: Self.top)
    return out.finish()
  }

  /// The title: the behaviors.
  private var title: String {
    "\(maps.map(\.name).joined(separator: " vs ")): where the view lands"
  }

  /// The scene the gestures ran in, and the drag before each release.
  private var scene: String {
    guard let map = maps.first?.map else { return "" }
    let context = map.layout
    return
      "container \(NumberText.trimmed(context.containerSize.width))×\(NumberText.trimmed(context.containerSize.height)) pt, content \(NumberText.trimmed(context.contentSize[map.axis])) pt along the axis, drag \(NumberText.trimmed(map.grid.drag)) pt before each release"
  }

  /// One panel: the cells, row runs merged, with its axes.
  private func draw(_ colours: [[String]], map: LandingMap, top: Double, on out: inout SVGWriter) {
    let rows = colours.count
    let columns = colours.first?.count ?? 0
    guard rows > 0, columns > 0 else { return }
    let cellWidth = Self.panelWidth / Double(columns)
    let cellHeight = Self.panelHeight / Double(rows)
    for (row, line) in colours.enumerated() {
      // Fastest forward at the top.
      let y = top + Double(rows - 1 - row) * cellHeight
      var column = 0
      while column < columns {
        var end = column + 1
        while end < columns, line[end] == line[column] { end += 1 }
        out.rect(
          Self.left + Double(column) * cellWidth, y, Double(end - column) * cellWidth + 0.3, cellHeight + 0.3,
          fill: line[column])
        column = end
      }
    }
    out.rect(Self.left, top, Self.panelWidth, Self.panelHeight, class: "frame")
    // The velocity axis: zero, and each power of ten both ways, at the row nearest it.
    let velocities = map.velocities
    var labelled: [Double] = []
    for value in [0.0] + [10.0, 100, 1000, 10_000, 100_000].flatMap({ [$0, -$0] }) {
      guard value == 0 || (abs(value) >= map.grid.slowest * 0.99 && abs(value) <= map.grid.fastest * 1.01),
        let index = velocities.indices.min(by: { abs(velocities[$0] - value) < abs(velocities[$1] - value) })
      else { continue }
      let y = top + (Double(rows - 1 - index) + 0.5) * cellHeight
      guard labelled.allSatisfy({ abs($0 - y) >= TimelinePlot.labelGap }) else { continue }
      labelled.append(y)
      out.line(Self.left - 4, y, Self.left, y, class: "frame")
      out.text(Self.left - 6, y + 4, NumberText.trimmed(value), class: "ylabel")
    }
    // The start axis: each stop as a tick, labelled while they stay apart.
    let span = (map.starts.first ?? 0)...(map.starts.last ?? 0)
    let scale = span.upperBound > span.lowerBound ? Self.panelWidth / (span.upperBound - span.lowerBound) : 0
    var lastLabel = -Double.infinity
    for (index, stop) in map.stops.enumerated() where span.contains(stop) {
      let x = Self.left + (stop - span.lowerBound) * scale
      out.line(x, top + Self.panelHeight, x, top + Self.panelHeight + 5, class: "frame")
      if x - lastLabel >= 46 {
        out.text(x, top + Self.panelHeight + 17, "\(map.stopsAreChildren ? "child" : "page") \(index)", class: "xlabel")
        lastLabel = x
      }
    }
  }

  /// What the colours mean: ``keyEntries``, a swatch and a label each.
  private func drawKey(_ out: inout SVGWriter, top: Double) {
    let x = Self.left + Self.panelWidth + 24
    for (index, entry) in keyEntries.enumerated() {
      let y = top + Double(index) * 20
      out.rect(x, y, 14, 14, fill: entry.fill)
      out.rect(x, y, 14, 14, class: "frame")
      out.text(x + 20, y + 11, entry.label, class: "legend")
    }
  }
}
