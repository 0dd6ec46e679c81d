import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// A self-contained HTML page that plays a timeline back: the scroll view's
/// screen, a phone with the content moving in it, and a strip of the whole
/// content with the viewport over it (by child when the scene has children,
/// else by page); the plot beside it with a cursor at the current time, and
/// the events as they happen, each with the lines its call printed. No network, no external files: open it anywhere.
///
/// The player is `Player/player.js` with its style sheet `Player/player.css`
/// (see ``PlayerAssets``), both written into the page. The script finds the
/// timeline in a global `data`, which the page defines before it:
/// `{"axis": "x" | "y", "frames": [[t, x, y], …], "layouts": [{"t", "page",
/// "content", "cross", and when the layout has children, at most 2000 of them,
/// "children": [[start, length], …] and "stops": [[offset, child], …] (each
/// stop of the children, ``Stops/children(_:)``, with the first child whose
/// stop it is)}, …], "events": [[t, text], or [t, text, [printed line, …]]
/// when the event's call printed, …], "phases": [[t, name], …] (each change
/// of the scroll view's phase, from `idle` at the start), "plot": {"left", "width",
/// "top", "height", "duration"}}`: seconds, and points along the axis (`page`
/// is the container's length, `cross` its breadth); `plot` places the SVG
/// plot's time axis, in the plot's pixels, for the cursor and the phases,
/// which it shades along the bottom of the plot and names under the stage. The script marks
/// `<body data-ready="1">` once it has drawn the first frame.
public struct TimelinePage {
  public var timeline: Timeline
  public var title: String

  public init(timeline: Timeline, title: String) {
    self.timeline = timeline
    self.title = title
  }

  public var html: String {
    let plot = TimelinePlot(timeline: timeline, title: title)
    let axis = timeline.primaryAxis
    let frames = timeline.frames.map { "[\(n($0.t, 4)),\(n($0.x, 2)),\(n($0.y, 2))]" }.joined(separator: ",")
    let layouts = timeline.layouts.map { layout in
      // The children as cards and their stops, when few enough to see.
      var children = ""
      if !layout.targets.isEmpty, layout.targets.count <= 2000 {
        let context = layout.context(axis: axis)
        let line = Stops.children(nil).line(in: context)
        let stops = (0..<line.count).map { index in
          let child = Stops.children(nil).child(atStop: index, on: line, in: context) ?? 0
          return "[\(n(line.offset(index), 2)),\(child)]"
        }
        children =
          ",\"children\":["
          + layout.targets.map { "[\(n($0.min(on: axis), 2)),\(n($0.size[axis], 2))]" }.joined(separator: ",")
          + "],\"stops\":[" + stops.joined(separator: ",") + "]"
      }
      return
        "{\"t\":\(n(layout.t, 4)),\"page\":\(n(layout.containerSize[axis], 2)),\"content\":\(n(layout.contentSize[axis], 2)),\"cross\":\(n(layout.containerSize[axis == .horizontal ? .vertical : .horizontal], 2))\(children)}"
    }.joined(separator: ",")
    let events = timeline.events.map { event in
      let log = event.log.isEmpty ? "" : ",[" + event.log.entries.map(Self.jsonString).joined(separator: ",") + "]"
      return "[\(n(event.t, 4)),\(Self.jsonString(event.kind.text(axis: axis)))\(log)]"
    }.joined(separator: ",")
    let phases = timeline.events.compactMap { event in
      if case .phaseChanged(_, let to) = event.kind { "[\(n(event.t, 4)),\"\(to)\"]" } else { nil }
    }.joined(separator: ",")
    let data = """
      {"axis":"\(axis == .horizontal ? "x" : "y")","frames":[\(frames)],"layouts":[\(layouts)],"events":[\(events)],\
      "phases":[\(phases)],\
      "plot":{"left":\(TimelinePlot.left),"width":\(TimelinePlot.plotWidth),"top":\(TimelinePlot.top),\
      "height":\(TimelinePlot.plotHeight),"duration":\(n(max(timeline.frames.last?.t ?? 0, 0.001), 4))}}
      """
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(SVGWriter.escape(title))</title>
      <style>
      \(PlayerAssets.css)</style>
      </head>
      <body>
      <h1>\(SVGWriter.escape(title))</h1>
      <div class="row">
      <div id="stage">
      <svg id="view" width="360" height="420" viewBox="0 0 360 420"></svg>
      <div class="controls">
      <button id="play" type="button">Pause</button>
      <input id="scrub" type="range" min="0" max="1000" value="0" style="width:180px">
      <span id="time">0.000 s</span>
      <select id="speed"><option value="0.25">¼×</option><option value="0.5">½×</option><option value="1" selected>1×</option><option value="2">2×</option></select>
      </div>
      </div>
      <div id="plot">
      \(plot.svg)
      </div>
      </div>
      <div id="log"></div>
      <script>
      "use strict";
      const data = \(data);
      \(PlayerAssets.script)</script>
      </body>
      </html>

      """
  }

  /// A number of the page's data, to `decimals` decimals; 0 for what is not a number.
  private func n(_ value: Double, _ decimals: Int) -> String {
    NumberText.trimmed(value.isFinite ? value : 0, decimals: decimals)
  }

  /// `text` as a JSON string that is safe inside a `<script>` element: `<`
  /// is escaped, so no `</script>` can end the element early.
  public static func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "<": out += "\\u003c"
      case "\n": out += "\\n"
      case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
