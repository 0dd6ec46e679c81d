import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// A landing map drawn: one panel per behavior, each cell coloured by how
/// many stops the gesture travelled (none grey, forward blue, backward
/// orange, darker for more; pale where it came to rest between stops, white
/// where the call failed), and with a second behavior a third panel marking
/// the gestures on which the two land apart.
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
  static let top = 86.0
  static var width: Double { left + panelWidth + 150 }

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
          colours: differences.map { $0.map { $0 ? "#d1242f" : "#f4f6f8" } }
        ))
    }
    return panels
  }

  /// The colour of a cell.
  static func colour(_ cell: LandingMap.Cell) -> String {
    guard let stops = cell.stops else { return "#ffffff" }
    let forward = ["#dfe5ec", "#9ecae1", "#4292c6", "#08519c", "#08306b"]
    let backward = ["#dfe5ec", "#fdbe85", "#fd8d3c", "#d94701", "#8c2d04"]
    let colour = (stops >= 0 ? forward : backward)[min(abs(stops), 4)]
    return cell.onStop ? colour : colour + "80"  // Between stops: the same hue, half as strong.
  }

  public var svg: String {
    let panels = self.panels
    let height = Self.top + Double(panels.count) * (Self.panelHeight + Self.panelGap) + 40
    var out = SVGWriter(width: Self.width, height: height)
    guard let first = maps.first?.map else { return out.finish() }
    out.text(Self.left, 28, title, class: "title")
    out.text(
      Self.left, 48,
      "columns: where the gesture starts (\(first.axis == .horizontal ? "x" : "y"), pt); rows: release velocity (pt/s), log-spaced; drag \(NumberText.trimmed(first.grid.drag)) pt",
      class: "note")
    for (index, panel) in panels.enumerated() {
      let top = Self.top + Double(index) * (Self.panelHeight + Self.panelGap)
      draw(panel.colours, map: first, top: top, on: &out)
      out.text(Self.left, top - 8, panel.title, class: "legend")
    }
    drawKey(&out, top: Self.top)
    return out.finish()
  }

  private var title: String {
    let names = maps.map(\.name).joined(separator: " vs ")
    guard let map = maps.first?.map else { return names }
    let context = map.layout
    return
      "\(names): where the view lands (container \(NumberText.trimmed(context.containerSize.width))×\(NumberText.trimmed(context.containerSize.height)), content \(NumberText.trimmed(context.contentSize[map.axis])) pt)"
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

  /// What the colours mean.
  private func drawKey(_ out: inout SVGWriter, top: Double) {
    let x = Self.left + Self.panelWidth + 24
    let entries: [(String, String)] = [
      ("#08519c", "+3 stops"), ("#4292c6", "+2"), ("#9ecae1", "+1"), ("#dfe5ec", "stays"),
      ("#fdbe85", "−1"), ("#fd8d3c", "−2"), ("#d94701", "−3"), ("#4292c680", "between stops"),
      ("#ffffff", "failed"),
    ]
    for (index, entry) in entries.enumerated() {
      let y = top + Double(index) * 20
      out.rect(x, y, 14, 14, fill: entry.0)
      out.text(x + 20, y + 11, entry.1, class: "legend")
    }
    if maps.count == 2 {
      let y = top + Double(entries.count) * 20 + 8
      out.rect(x, y, 14, 14, fill: "#d1242f")
      out.text(x + 20, y + 11, "land apart", class: "legend")
    }
  }
}
