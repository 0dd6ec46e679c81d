import BehaviorRunning
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollSimulation
import ScrollTargets

extension LandingMapPicture {
  /// A few lines for a terminal: per behavior, the share of gestures by stops
  /// travelled, the slowest release that turns a stop from a stop, and the
  /// share that comes to rest between stops when some do; with a second
  /// behavior, how many gestures land apart.
  public var summary: String {
    var lines: [String] = []
    for (name, map) in maps {
      let cells = map.cells.joined()
      var byStops: [Int: Int] = [:]
      for cell in cells { if let stops = cell.stops { byStops[stops, default: 0] += 1 } }
      let shares = byStops.keys.sorted().map { stops in
        "\(stops > 0 ? "+" : "")\(stops): \(NumberText.fixed(100 * Double(byStops[stops]!) / Double(cells.count), decimals: 1)) %"
      }
      let failed = cells.filter { $0.landed == nil }.count
      lines.append(
        "\(name): \(map.velocities.count) velocities × \(map.starts.count) starts in \(NumberText.fixed(map.seconds * 1000, decimals: 0)) ms; stops travelled \(shares.joined(separator: ", "))"
          + (failed > 0 ? "; \(failed) calls failed" : ""))
      func speed(_ velocity: Double?) -> String {
        velocity.map { "\(NumberText.trimmed(abs($0).rounded())) pt/s" }
          ?? "none up to \(NumberText.trimmed(map.grid.fastest)) pt/s"
      }
      lines.append(
        "  from \(map.stopsAreChildren ? "child" : "page") 1, the slowest release that moves it: \(speed(map.turning.forward)) forward, \(speed(map.turning.backward)) back"
      )
      let between = cells.filter { $0.landed != nil && !$0.onStop }.count
      if between > 0 {
        lines.append(
          "  at rest between stops: \(NumberText.fixed(100 * Double(between) / Double(cells.count), decimals: 1)) % of gestures"
        )
      }
    }
    if maps.count == 2 {
      let differences = maps[0].map.differences(from: maps[1].map).joined()
      lines.append(
        "\(maps[0].name) and \(maps[1].name) land apart on \(differences.filter { $0 }.count) of \(differences.count) gestures"
      )
    }
    return lines.joined(separator: "\n")
  }

  /// The map as JSON: the grid, the stops, and per behavior each cell's
  /// landing offset (`null` for a failed call), row by row, slowest velocity first.
  public var json: String {
    struct Document: Encodable {
      var starts: [Double]
      var velocities: [Double]
      var stops: [Double]
      var stopsAreChildren: Bool
      var drag: Double
      var behaviors: [Entry]
    }
    struct Entry: Encodable {
      var behavior: String
      var seconds: Double
      var landed: [[Double?]]
      var stopsTravelled: [[Int?]]
    }
    guard let first = maps.first?.map else { return "{}" }
    return JSONLine.encode(
      Document(
        starts: first.starts, velocities: first.velocities, stops: first.stops,
        stopsAreChildren: first.stopsAreChildren,
        drag: first.grid.drag,
        behaviors: maps.map { name, map in
          Entry(
            behavior: name, seconds: map.seconds, landed: map.cells.map { $0.map(\.landed) },
            stopsTravelled: map.cells.map { $0.map(\.stops) })
        }))
  }

  /// A page with the map, where hovering a cell shows its gesture, where
  /// each behavior landed, and the `scrollscript run` command that replays it.
  public var html: String {
    guard let first = maps.first?.map else { return "" }
    /// What the page's script reads: the grid, each cell's proposal, and per
    /// behavior where it landed and the command that replays a cell, less the
    /// cell's own numbers.
    struct HoverData: Encodable {
      struct Panel: Encodable {
        var left: Double
        var width: Double
        var height: Double
        var tops: [Double]
      }
      struct Behavior: Encodable {
        var name: String
        var command: String
        var landed: [[Double?]]
      }
      var starts: [Double]
      var velocities: [Double]
      var proposed: [[Double]]
      var panel: Panel
      var behaviors: [Behavior]
    }
    let data = HoverData(
      starts: first.starts, velocities: first.velocities, proposed: first.cells.map { $0.map(\.proposed) },
      panel: HoverData.Panel(
        left: Self.left, width: Self.panelWidth, height: Self.panelHeight,
        tops: (0..<maps.count).map { Self.top + Double($0) * (Self.panelHeight + Self.panelGap) }),
      behaviors: maps.map { name, map in
        HoverData.Behavior(
          name: name,
          command: (["scrollscript", "run", name] + Reproduction.sceneArguments(map.scene))
            .map(Reproduction.shellQuoted).joined(separator: " "),
          landed: map.cells.map { $0.map(\.landed) })
      })
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(SVGWriter.escape(maps.map(\.name).joined(separator: " vs "))): landing map</title>
      <style>
      body{font:14px sans-serif;color:#222;margin:24px;background:#fafbfc}
      #map{background:#fff;border:1px solid #d0d7de;border-radius:8px;display:inline-block}
      #cell{font:12px ui-monospace,monospace;white-space:pre-wrap;margin-top:12px;min-height:5em;max-width:900px}
      </style>
      </head>
      <body>
      <div id="map">\(svg)</div>
      <div id="cell">Point at a cell: its gesture, where each behavior lands, and the command that replays it.</div>
      <script>
      const data = \(JSONLine.encode(data).replacingOccurrences(of: "</", with: "<\\/"));
      \(Self.hoverScript)
      </script>
      </body>
      </html>

      """
  }

  /// The page's script (`Player/map-hover.js`): finds the cell under the pointer and describes it.
  static let hoverScript = String(decoding: PackageResources.map_hover_js, as: UTF8.self)
}
