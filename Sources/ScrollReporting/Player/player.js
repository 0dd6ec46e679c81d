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
// The phases along the bottom of the plot: a band for each stretch of
// scrolling, colored by phase and named where it is wide enough; idle is blank.
const phaseColors = { tracking: "#bf8700", interacting: "#cf222e", decelerating: "#1f6feb", animating: "#1a7f37" };
const phaseSpans = [];
{
  let start = 0, name = "idle";
  for (const [t, next] of data.phases) {
    phaseSpans.push([start, t, name]);
    start = t;
    name = next;
  }
  phaseSpans.push([start, duration, name]);
}
const timeX = (t) => data.plot.left + t / duration * data.plot.width;
for (const [start, end, name] of phaseSpans) {
  if (name === "idle" || end <= start) continue;
  const x = timeX(start), width = Math.max(timeX(end) - x, 1);
  const y = data.plot.top + data.plot.height - 12;
  const band = document.createElementNS(svgNS, "rect");
  for (const [key, value] of Object.entries({ x, y, width, height: 12, fill: phaseColors[name] || "#888", "fill-opacity": "0.28" }))
    band.setAttribute(key, value);
  const title = document.createElementNS(svgNS, "title");
  title.textContent = name + " " + start.toFixed(3) + "–" + end.toFixed(3) + " s";
  band.appendChild(title);
  plotSvg.appendChild(band);
  if (width >= 8 * name.length) {
    const label = document.createElementNS(svgNS, "text");
    for (const [key, value] of Object.entries({ x: x + 3, y: y + 9.5, "font-size": "10", fill: phaseColors[name] || "#444" }))
      label.setAttribute(key, value);
    label.textContent = name;
    plotSvg.appendChild(label);
  }
}
function phaseAt(t) {
  let name = "idle";
  for (const [when, next] of data.phases) if (when <= t) name = next;
  return name;
}
plotSvg.appendChild(cursor);
const log = document.getElementById("log");
// One row per event; the lines its call printed, if any, indented under it and in its tooltip.
const rows = data.events.map(([t, text, printed]) => {
  const row = document.createElement("div");
  row.textContent = t.toFixed(3).padStart(7) + "s  " + text;
  if (printed) {
    row.title = printed.join("\n");
    for (const line of printed) {
      const item = document.createElement("div");
      item.className = "print";
      item.textContent = "print  " + line;
      row.appendChild(item);
    }
  }
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

function element(parent, name, attributes, text) {
  const node = document.createElementNS(svgNS, name);
  for (const key in attributes) node.setAttribute(key, attributes[key]);
  if (text !== undefined) node.textContent = text;
  parent.appendChild(node);
  return node;
}

// The stage, in the view's 360 × 420 px: the scroll view's screen as a phone, a dark bezel
// round the container drawn to scale as the playground draws it, with the content moving in
// it; and a strip of the whole content, to scale along the axis, with the viewport over it.
// Along a horizontal axis the phone stands above the strip; along a vertical one it stands
// left of it, and the strip runs down. The content is the scene's own words: its children as
// numbered cards when it has them, else its pages.
const bezel = 8;
const stage = horizontal
  ? { phone: { x: 15, y: 6, width: 330, height: 304 }, strip: { x: 15, y: 340, length: 330, breadth: 36 } }
  : { phone: { x: 6, y: 6, width: 250, height: 384 }, strip: { x: 290, y: 14, length: 368, breadth: 36 } };
// A child's colour, as the playground colours it.
const hue = (child) => (child * 47) % 360;

// What the stage shows of a layout, drawn once: the phone with its content, the strip and
// the readout; `show` moves the content and the viewport to an offset.
function build(layout) {
  view.replaceChildren();
  const { phone, strip } = stage;
  const width = horizontal ? layout.page : layout.cross, height = horizontal ? layout.cross : layout.page;
  const scale = Math.min((phone.width - 2 * bezel) / Math.max(width, 1), (phone.height - 2 * bezel) / Math.max(height, 1));
  const screen = { width: Math.max(width * scale, 1), height: Math.max(height * scale, 1) };
  screen.x = phone.x + (phone.width - screen.width) / 2;
  screen.y = phone.y + (phone.height - screen.height) / 2;
  element(view, "rect", { x: screen.x - bezel, y: screen.y - bezel, width: screen.width + 2 * bezel,
    height: screen.height + 2 * bezel, rx: 18, fill: "#222" });
  // An inner SVG clips what it holds to its box: the content shows only through the screen.
  const glass = element(view, "svg", { x: screen.x, y: screen.y, width: screen.width, height: screen.height });
  element(glass, "rect", { width: screen.width, height: screen.height, fill: "#f4f4f4" });
  const content = element(glass, "g", {});
  // A run along the axis, from `start` for `size` points, across the whole screen.
  const onScreen = (start, size) => horizontal
    ? { x: start * scale, y: 0, width: Math.max(size * scale, 0.5), height: screen.height }
    : { x: 0, y: start * scale, width: screen.width, height: Math.max(size * scale, 0.5) };
  const label = (parent, box, text, size, color) => element(parent, "text", { x: box.x + box.width / 2,
    y: box.y + box.height / 2 + size * 0.35, "text-anchor": "middle", "font-size": size, "font-weight": "600",
    fill: color }, text);
  const along = strip.length / Math.max(layout.content, layout.page, 1);
  const onStrip = (start, size, inset) => horizontal
    ? { x: strip.x + start * along, y: strip.y + inset, width: Math.max(size * along, 0.5), height: strip.breadth - 2 * inset }
    : { x: strip.x + inset, y: strip.y + start * along, width: strip.breadth - 2 * inset, height: Math.max(size * along, 0.5) };
  // Room for a number of `digits` in a run `size` px long on the strip.
  const fits = (size, digits) => size >= (horizontal ? 7 * digits + 4 : 13);
  element(view, "rect", Object.assign(onStrip(0, layout.content, 0), { fill: "#eef2f7", stroke: "#c9d3e0" }));
  if (layout.children) {
    layout.children.forEach(([start, size], child) => {
      const box = onScreen(start, size);
      element(content, "rect", Object.assign({}, box, { fill: `hsl(${hue(child)}, 60%, 85%)`, stroke: "#d44", "stroke-width": 1.5 }));
      label(content, box, String(child), Math.max(10, Math.min(28, Math.min(box.width, box.height) / 3)), "#333");
      const card = onStrip(start, size, 5);
      element(view, "rect", Object.assign(card, { fill: `hsl(${hue(child)}, 60%, 88%)`, stroke: "#9aa9bd", rx: 2 }));
      if (fits(size * along, String(child).length)) label(view, card, String(child), 11, "#555");
    });
  } else {
    // 1e-9: Tolerance.standard.rounding, so 10.000000000001 pages are 10.
    const pages = Math.ceil(layout.content / layout.page - 1e-9);
    for (let k = 0; k < pages && k < 2000; k++) {
      const start = k * layout.page, size = Math.min(layout.page, layout.content - start);
      const box = onScreen(start, size);
      element(content, "rect", Object.assign({}, box, { fill: k % 2 ? "#dde5ef" : "#eef2f7", stroke: "#c9d3e0" }));
      label(content, box, "page " + k, Math.max(10, Math.min(24, box.width / 6)), "#7a8699");
      const cell = onStrip(start, size, 0);
      element(view, "rect", Object.assign(cell, { fill: k % 2 ? "#dde5ef" : "#eef2f7", stroke: "#c9d3e0" }));
      if (fits(size * along, String(k).length)) label(view, cell, String(k), 11, "#666");
    }
  }
  const viewport = element(view, "rect", { fill: "#1f6feb", "fill-opacity": "0.12", stroke: "#1f6feb", "stroke-width": "2.5", rx: "3" });
  const readout = element(view, "text", { x: 15, y: 408, "font-size": "12", fill: "#444" });
  return {
    layout,
    show(x, y, offset, words) {
      content.setAttribute("transform", `translate(${-x * scale},${-y * scale})`);
      for (const [key, value] of Object.entries(onStrip(offset, layout.page, -4))) viewport.setAttribute(key, value);
      readout.textContent = words;
    },
  };
}

// Where `offset` lies, in the scene's words: `on child 2`, `child 2 + 40.0 pt`; `page 1.25`
// without children.
function place(layout, offset) {
  if (!layout.stops || !layout.stops.length) return "page " + (offset / layout.page).toFixed(2);
  const stops = layout.stops;
  let k = 0;
  while (k + 1 < stops.length && stops[k + 1][0] <= offset + 0.5) k++;
  const [stop, child] = stops[k];
  const past = offset - stop;
  if (Math.abs(past) < 0.5) return "on child " + child;
  return "child " + child + (past > 0 ? " + " : " − ") + Math.abs(past).toFixed(1) + " pt";
}

let built = null;
function draw(t) {
  const layout = layoutAt(t);
  const frame = frameAt(t);
  const offset = horizontal ? frame[1] : frame[2];
  if (!built || built.layout !== layout) built = build(layout);
  built.show(frame[1], frame[2], offset, "offset " + offset.toFixed(1) + " pt · " + place(layout, offset) + " · " + phaseAt(t));
  const x = timeX(t);
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
