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

function element(name, attributes, text) {
  const node = document.createElementNS(svgNS, name);
  for (const key in attributes) node.setAttribute(key, attributes[key]);
  if (text !== undefined) node.textContent = text;
  view.appendChild(node);
  return node;
}

// The stage: the content as pages along the axis, with the viewport over it, to scale: a
// page is as long and as broad as the container, so a portrait screen draws tall. The one
// scale fits the whole content along the axis (within `stage.length` px) and the container's
// breadth across (within `stage.breadth` px), and the strip is centred across.
const stage = horizontal ? { length: 330, breadth: 340, along: 15, across: 15 }
  : { length: 370, breadth: 300, along: 15, across: 30 };
function draw(t) {
  const layout = layoutAt(t);
  const frame = frameAt(t);
  const offset = horizontal ? frame[1] : frame[2];
  view.replaceChildren();
  const scale = Math.min(stage.length / Math.max(layout.content, layout.page, 1),
    stage.breadth / Math.max(layout.cross, 1));
  const breadth = Math.max(layout.cross * scale, 2);
  const middle = stage.across + (stage.breadth - breadth) / 2;
  const place = (along, across, size, cross) => horizontal
    ? { x: stage.along + along * scale, y: middle + across, width: Math.max(size * scale, 0.5), height: cross }
    : { x: middle + across, y: stage.along + along * scale, width: cross, height: Math.max(size * scale, 0.5) };
  // 1e-9: Tolerance.standard.rounding, so 10.000000000001 pages are 10.
  const pages = Math.ceil(layout.content / layout.page - 1e-9);
  for (let k = 0; k < pages && k < 2000; k++) {
    const start = k * layout.page;
    const size = Math.min(layout.page, layout.content - start);
    const box = place(start, 0, size, breadth);
    element("rect", Object.assign(box, { fill: k % 2 ? "#dde5ef" : "#eef2f7", stroke: "#c9d3e0" }));
  }
  // The children, as cards over the pages (inset across by 15 % of the breadth); the page
  // numbers over both, where a page is broad and long enough to hold one.
  const inset = breadth * 0.15;
  for (const [start, size] of layout.children || []) {
    element("rect", Object.assign(place(start, inset, size, breadth - 2 * inset),
      { fill: "#fff", "fill-opacity": "0.75", stroke: "#9aa9bd", rx: "3" }));
  }
  if (Math.min(layout.page * scale, breadth) >= 12) {
    for (let k = 0; k < pages && pages <= 40; k++) {
      const box = place(k * layout.page, 0, Math.min(layout.page, layout.content - k * layout.page), breadth);
      element("text", { x: box.x + box.width / 2, y: box.y + box.height / 2 + 4,
        "text-anchor": "middle", "font-size": "11", fill: "#666" }, String(k));
    }
  }
  const viewport = place(offset, -6, layout.page, breadth + 12);
  element("rect", Object.assign(viewport, { fill: "#1f6feb", "fill-opacity": "0.12", stroke: "#1f6feb", "stroke-width": "3", rx: "6" }));
  element("text", { x: 15, y: 408, "font-size": "12", fill: "#444" },
    "offset " + offset.toFixed(1) + " pt · page " + (offset / layout.page).toFixed(2) + " · " + phaseAt(t));
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
