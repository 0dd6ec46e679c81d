// The landing map page: finds the cell under the pointer and says what
// happened there. Every number comes from the tool in `data` (JSON): the
// starts and velocities of the columns and rows, the proposal of each cell,
// where each behavior landed and the scene's part of the command that
// replays a cell. Nothing is computed here but where the pointer is.
const svg = document.querySelector("#map svg"), out = document.getElementById("cell");
const rows = data.velocities.length, columns = data.starts.length;
function fixed(x) { return String(Math.round(x * 100) / 100); }
svg.addEventListener("mousemove", (event) => {
  const box = svg.getBoundingClientRect();
  const x = (event.clientX - box.left) * (svg.viewBox.baseVal.width / box.width);
  const y = (event.clientY - box.top) * (svg.viewBox.baseVal.height / box.height);
  const column = Math.floor((x - data.panel.left) / data.panel.width * columns);
  const top = data.panel.tops.find((t) => y >= t && y < t + data.panel.height);
  if (top === undefined || column < 0 || column >= columns) return;
  const row = rows - 1 - Math.floor((y - top) / data.panel.height * rows);
  const start = data.starts[column], velocity = data.velocities[row], proposed = data.proposed[row][column];
  const lines = ["start " + fixed(start) + " pt, velocity " + fixed(velocity) + " pt/s, proposed " + fixed(proposed)];
  data.behaviors.forEach((behavior) => {
    const landed = behavior.landed[row][column];
    lines.push(behavior.name + ": " + (landed === null ? "failed" : "lands at " + fixed(landed)));
    lines.push("  " + behavior.command + " --original " + fixed(start) + " --proposed " + fixed(proposed)
      + " --velocity " + fixed(velocity));
  });
  out.textContent = lines.join("\n");
});
document.body.dataset.ready = "1";
