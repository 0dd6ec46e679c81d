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
      let cells = map.everyCell
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
  /// landing offset (`null` for a failed call), row by row, slowest velocity
  /// first (docs/formats.md, "map --json"). ``writeJSON(to:)`` writes the same
  /// bytes a piece at a time.
  public var json: String {
    var bytes: [UInt8] = []
    var out = JSONWriter { bytes.append(contentsOf: $0) }
    writeJSON(to: &out)
    out.flush()
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Writes ``json`` to `out` as it goes, cell by cell, keys in sorted order
  /// (as JSONEncoder's `.sortedKeys` writes them), so that no more than the
  /// writer's chunk of it is in memory at once: a 2000 × 2000 map of two
  /// behaviors is 100 MB of text. Leaves `out` unflushed.
  public func writeJSON(to out: inout JSONWriter) {
    guard let first = maps.first?.map else {
      out.raw("{}")
      return
    }
    out.raw("{\"behaviors\":[")
    for (index, (name, map)) in maps.enumerated() {
      out.raw(index == 0 ? "{\"behavior\":" : ",{\"behavior\":")
      out.string(name)
      out.raw(",\"landed\":[")
      for row in map.velocities.indices {
        if row > 0 { out.raw(",") }
        out.numbers(map.starts.indices.map { map.landed(row: row, column: $0) })
      }
      out.raw("],\"seconds\":")
      out.number(map.seconds)
      out.raw(",\"stopsTravelled\":[")
      for row in map.velocities.indices {
        if row > 0 { out.raw(",") }
        out.numbers(map.starts.indices.map { map.stopsTravelled(row: row, column: $0) })
      }
      out.raw("]}")
    }
    out.raw("],\"drag\":")
    out.number(first.grid.drag)
    out.raw(",\"starts\":")
    out.numbers(first.starts.map(Optional.some))
    out.raw(",\"stops\":")
    out.numbers(first.stops.map(Optional.some))
    out.raw(",\"stopsAreChildren\":")
    out.boolean(first.stopsAreChildren)
    out.raw(",\"velocities\":")
    out.numbers(first.velocities.map(Optional.some))
    out.raw("}")
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
      starts: first.starts, velocities: first.velocities, proposed: first.rows(\.proposed),
      panel: HoverData.Panel(
        left: Self.left, width: Self.panelWidth, height: Self.panelHeight,
        tops: (0..<maps.count).map { Self.top + Double($0) * (Self.panelHeight + Self.panelGap) }),
      behaviors: maps.map { name, map in
        HoverData.Behavior(
          name: name,
          command: (["scrollscript", "run", name] + Reproduction.sceneArguments(map.scene))
            .map(Reproduction.shellQuoted).joined(separator: " "),
          landed: map.rows(\.landed))
      })
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(SVGWriter.escape(maps.map(\.name).joined(separator: " vs "))): landing map</title>
      <style>
      body{font:14px sans-serif;color:#222;margin:24px;background:#fafbfc}
      #map{background:#fff;border:1px solid #d0d7de;border-radius:8px;display:inline-block;max-width:100%;box-sizing:border-box}
      #map svg{display:block;max-width:100%;height:auto}
      @media (max-width:600px){body{margin:8px}}
      #cell{font:12px ui-monospace,monospace;white-space:pre-wrap;overflow-wrap:anywhere;margin-top:12px;min-height:5em;max-width:900px}
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
