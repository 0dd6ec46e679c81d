import Foundation
import ScrollTargets

/// A self-contained HTML page that plays a timeline back: the viewport moving
/// over the pages, the plot beside it with a cursor at the current time, and
/// the events as they happen. No network, no external files: open it anywhere.
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
      "{\"t\":\(n(layout.t, 4)),\"page\":\(n(layout.containerSize[axis], 2)),\"content\":\(n(layout.contentSize[axis], 2)),\"cross\":\(n(layout.containerSize[axis == .horizontal ? .vertical : .horizontal], 2))}"
    }.joined(separator: ",")
    let events = timeline.events.map { event in
      "[\(n(event.t, 4)),\(Self.jsonString(event.kind.text(axis: axis)))]"
    }.joined(separator: ",")
    let data = """
      {"axis":"\(axis == .horizontal ? "x" : "y")","frames":[\(frames)],"layouts":[\(layouts)],"events":[\(events)],\
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
      body{font:14px sans-serif;color:#222;margin:24px;background:#fafbfc}
      h1{font-size:18px;margin:0 0 12px}
      .row{display:flex;gap:24px;align-items:flex-start;flex-wrap:wrap}
      #stage{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:12px}
      #plot{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:4px}
      .controls{display:flex;gap:8px;align-items:center;margin-top:10px}
      #time{font-variant-numeric:tabular-nums;min-width:7em}
      #log{margin-top:12px;max-height:220px;overflow:auto;font:12px ui-monospace,monospace;background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:8px;width:900px}
      #log div{padding:1px 4px;color:#999}#log div.past{color:#222}#log div.now{background:#fff3cd}
      </style>
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
      \(Self.script)
      </script>
      </body>
      </html>

      """
  }

  /// The player: draws the stage for a time and moves the plot's cursor.
  static let script = """
    const svgNS = "http://www.w3.org/2000/svg";
    const view = document.getElementById("view");
    const plotSvg = document.querySelector("#plot svg");
    const horizontal = data.axis === "x";
    const duration = data.plot.duration;
    const cursor = document.createElementNS(svgNS, "line");
    cursor.setAttribute("y1", data.plot.top);
    cursor.setAttribute("y2", data.plot.top + data.plot.height);
    cursor.setAttribute("stroke", "#d1242f");
    cursor.setAttribute("stroke-width", "1.5");
    plotSvg.appendChild(cursor);
    const log = document.getElementById("log");
    const rows = data.events.map(([t, text]) => {
      const row = document.createElement("div");
      row.textContent = t.toFixed(3).padStart(7) + "s  " + text;
      log.appendChild(row);
      return row;
    });

    function layoutAt(t) {
      let current = data.layouts[0];
      for (const layout of data.layouts) if (layout.t <= t) current = layout;
      return current;
    }

    function frameAt(t) {
      let low = 0, high = data.frames.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (data.frames[middle][0] <= t) low = middle; else high = middle - 1;
      }
      return data.frames[low];
    }

    function element(name, attributes, text) {
      const node = document.createElementNS(svgNS, name);
      for (const key in attributes) node.setAttribute(key, attributes[key]);
      if (text !== undefined) node.textContent = text;
      view.appendChild(node);
      return node;
    }

    // The stage: the content as pages along the axis, scaled to fit, with the viewport over it.
    function draw(t) {
      const layout = layoutAt(t);
      const frame = frameAt(t);
      const offset = horizontal ? frame[1] : frame[2];
      view.replaceChildren();
      const length = 330, breadth = 120;
      const scale = length / Math.max(layout.content, layout.page, 1);
      const place = (along, across, size, cross) => horizontal
        ? { x: 15 + along * scale, y: 150 + across, width: Math.max(size * scale, 0.5), height: cross }
        : { x: 120 + across, y: 15 + along * scale, width: cross, height: Math.max(size * scale, 0.5) };
      const pages = Math.ceil(layout.content / layout.page - 1e-9);
      for (let k = 0; k < pages && k < 2000; k++) {
        const start = k * layout.page;
        const size = Math.min(layout.page, layout.content - start);
        const box = place(start, 0, size, breadth);
        element("rect", Object.assign(box, { fill: k % 2 ? "#dde5ef" : "#eef2f7", stroke: "#c9d3e0" }));
        if (pages <= 40) element("text", { x: box.x + box.width / 2, y: box.y + box.height / 2 + 4,
          "text-anchor": "middle", "font-size": "11", fill: "#666" }, String(k));
      }
      const viewport = place(offset, -10, layout.page, breadth + 20);
      element("rect", Object.assign(viewport, { fill: "#1f6feb", "fill-opacity": "0.12", stroke: "#1f6feb", "stroke-width": "3", rx: "6" }));
      element("text", { x: 15, y: 400, "font-size": "12", fill: "#444" },
        "offset " + offset.toFixed(1) + " pt · page " + (offset / layout.page).toFixed(2));
      const x = data.plot.left + t / duration * data.plot.width;
      cursor.setAttribute("x1", x);
      cursor.setAttribute("x2", x);
      rows.forEach((row, index) => {
        const when = data.events[index][0];
        row.className = when <= t ? (t - when < 0.25 ? "now" : "past") : "";
      });
      document.getElementById("time").textContent = t.toFixed(3) + " s";
      document.getElementById("scrub").value = Math.round(t / duration * 1000);
    }

    let time = 0, playing = true, last = null;
    function tick(now) {
      if (last !== null && playing) {
        time += (now - last) / 1000 * Number(document.getElementById("speed").value);
        if (time > duration) time = 0;
        draw(time);
      }
      last = now;
      requestAnimationFrame(tick);
    }
    document.getElementById("play").addEventListener("click", () => {
      playing = !playing;
      document.getElementById("play").textContent = playing ? "Pause" : "Play";
    });
    document.getElementById("scrub").addEventListener("input", (event) => {
      playing = false;
      document.getElementById("play").textContent = "Play";
      time = event.target.value / 1000 * duration;
      draw(time);
    });
    draw(0);
    document.body.dataset.ready = "1";
    requestAnimationFrame(tick);
    """

  private func n(_ value: Double, _ decimals: Int) -> String {
    Timeline.number(value.isFinite ? value : 0, decimals: decimals)
  }

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
