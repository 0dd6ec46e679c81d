// The playground's page. It draws what the host sends and sends what the
// pointer does; it computes no physics and no snapping: the host's simulator
// decides where each view is (docs/formats.md, "The playground's messages").
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  const now = () => performance.now() / 1000;
  // The run's token, from the address the terminal printed: the host refuses a socket without it.
  const token = new URLSearchParams(location.search).get("token") || "";
  const socket = new WebSocket(`ws://${location.host}/socket?token=${encodeURIComponent(token)}`);

  const state = {
    ready: false,
    scene: null,
    behaviors: [],
    phones: [],        // {viewport, content, label, scale, size: [w, h]}
    offsets: [],       // [[x, y]] per side, as drawn
    phases: [],        // each side's scroll phase, as the host last said
    rests: [],         // when each side turns idle (page time, s), after a motion
    frames: [],        // the animation to play: rows [t, x0, y0, x1, y1, ...]
    finger: null,      // {id} while a pointer is down
    awaiting: 0,       // releases and turns sent whose animation has not come back yet
    wheel: null,       // {point, timer} while a trackpad scroll is under way
    log: [],
    problems: [],
    saved: null,
    map: null,
    sentAt: new Map(), // move sequence -> {event time, send time} (ms)
    latencies: [],     // ms, from a pointer sample to the frame drawn for it
    roundTrips: [],    // ms, from sending a sample to its frame arriving
    pendingLatency: [],
    activeFrames: 0,   // animation frames drawn while something moved
    activeSeconds: 0,
    lastTick: null,
    sequence: 0,
  };

  function send(message) {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  // The host's messages.
  socket.onopen = () => { $("connection").textContent = "connected"; };
  socket.onclose = () => { $("connection").textContent = "disconnected: restart scrollscript play and reload"; };
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    switch (message.type) {
      case "scene": showScene(message); break;
      case "frame":
        state.frames = [];
        state.offsets = message.offsets;
        state.phases = message.phases;
        state.rests = [];
        if (message.seq !== undefined && state.sentAt.has(message.seq)) {
          const sent = state.sentAt.get(message.seq);
          state.pendingLatency.push(sent.event);
          keep(state.roundTrips, performance.now() - sent.sent);
          state.sentAt.delete(message.seq);
        }
        break;
      case "motion":
        state.frames = message.frames;
        state.phases = message.phases;
        state.rests = message.rests;
        state.awaiting = Math.max(0, state.awaiting - 1);
        break;
      case "log": for (const entry of message.entries) addLog(entry); break;
      case "problem": showProblem(message); break;
      case "reloaded":
        state.problems = state.problems.filter((p) => p.source !== message.behavior);
        renderProblems();
        setStatus(`${message.behavior} reloaded`);
        addLog({ side: -1, kind: "print", text: `— ${message.behavior} reloaded —` });
        if (!$("mapPanel").hidden) send({ type: "map" });
        break;
      case "saved":
        state.saved = message;
        setStatus(`saved ${message.path}; replay with: ${message.command}`);
        break;
      case "map": {
        const asked = $("mapPanel").hidden;
        state.map = message;
        $("mapSummary").textContent = message.summary;
        $("mapPicture").innerHTML = message.svg;
        $("mapPanel").hidden = false;
        if (asked) $("mapPanel").scrollIntoView();
        break;
      }
    }
  };

  function keep(list, value) {
    list.push(value);
    if (list.length > 5000) list.shift();
  }

  function setStatus(text) { $("status").textContent = text; }

  function showProblem(message) {
    state.problems = state.problems.filter((p) => p.source !== message.source).concat([message]);
    renderProblems();
  }

  function renderProblems() {
    const box = $("problem");
    box.hidden = state.problems.length === 0;
    box.textContent = state.problems.map((p) => p.text).join("\n");
  }

  function addLog(entry) {
    state.log.push(entry);
    if (state.log.length > 2000) state.log.shift();
    const item = document.createElement("li");
    item.className = entry.kind;
    const who = entry.side >= 0 && state.behaviors.length > 1 ? `[${state.behaviors[entry.side]}] ` : "";
    item.textContent = who + entry.text;
    const list = $("log");
    list.appendChild(item);
    while (list.children.length > 500) list.removeChild(list.firstChild);
    list.scrollTop = list.scrollHeight;
  }

  // The scene: its controls and the phones.
  function showScene(message) {
    state.scene = message.scene;
    state.behaviors = message.behaviors;
    state.frames = [];
    state.awaiting = 0;
    $("behaviors").textContent = message.behaviors.join("  ·  ");
    const form = $("scene");
    const devices = form.querySelector('[name="device"]');
    if (devices.options.length === 1) {
      for (const [name, title] of message.devices) devices.add(new Option(title, name));
    }
    for (const [key, value] of Object.entries(message.scene)) {
      const field = form.querySelector(`[name="${key}"]`);
      if (!field) continue;
      if (field.type === "checkbox") field.checked = value; else field.value = value;
    }
    // A device's bounds and insets make the container; without one, the size does.
    for (const name of ["width", "height"]) form.querySelector(`[name="${name}"]`).disabled = !!message.scene.device;
    form.querySelector('[name="landscape"]').disabled = !message.scene.device;
    form.querySelector('[name="length"]').disabled = message.scene.kind !== "cards";
    $("givenScene").hidden = !message.given;
    const phones = $("phones");
    phones.textContent = "";
    state.phones = message.sides.map((side, index) => makePhone(side, index, message));
    state.offsets = message.sides.map((side) => side.offset);
    state.phases = message.sides.map(() => "idle");
    state.rests = [];
    if (!state.ready) {
      addLog({ side: -1, kind: "hint",
        text: "drag a phone's screen and let go to begin; each call of the behavior is logged here" });
    }
    state.ready = true;
    if (message.recordingIsFull) setStatus("the recording is full: change the scene to record anew");
    if (!$("mapPanel").hidden) send({ type: "map" });
  }

  function makePhone(side, index, message) {
    const [width, height] = side.bounds;
    const [top, leading, bottom, trailing] = side.insets;
    const [marginTop, marginLeading, marginBottom, marginTrailing] = side.margins || [0, 0, 0, 0];
    // The whole phone in view below the page's words: its name and readout take some 80 px.
    const room = Math.max(300, window.innerHeight - $("phones").getBoundingClientRect().top - 80);
    const scale = Math.min(1, room / height, 520 / width);
    const phone = document.createElement("div");
    phone.className = "phone";
    const name = document.createElement("div");
    name.className = "name";
    name.textContent = message.behaviors[index];
    const screen = document.createElement("div");
    screen.className = "screen";
    const viewport = document.createElement("div");
    viewport.className = "viewport" + (message.scene.rightToLeft ? " rtl" : "");
    viewport.style.width = `${width * scale}px`;
    viewport.style.height = `${height * scale}px`;
    viewport.dataset.side = index;
    const content = document.createElement("div");
    content.className = "content";
    content.style.width = `${side.content[0] * scale}px`;
    content.style.height = `${side.content[1] * scale}px`;
    side.children.forEach(([x, y, w, h], child) => {
      const box = document.createElement("div");
      box.className = "child";
      box.style.cssText = `left:${x * scale}px;top:${y * scale}px;width:${w * scale}px;height:${h * scale}px;--hue:${(child * 47) % 360}`;
      const label = document.createElement("span");
      label.textContent = child;
      box.appendChild(label);
      content.appendChild(box);
    });
    viewport.appendChild(content);
    // The safe area's insets, shaded: the content scrolls under them.
    for (const [edge, length] of [["top", top], ["left", leading], ["bottom", bottom], ["right", trailing]]) {
      if (length <= 0) continue;
      const band = document.createElement("div");
      band.className = `inset ${edge}`;
      band.style[edge === "top" || edge === "bottom" ? "height" : "width"] = `${length * scale}px`;
      viewport.appendChild(band);
    }
    // The safe area's padding and the content's margins: a dashed edge where
    // offset 0 puts the content; neighbouring children show beyond it.
    if (marginTop || marginLeading || marginBottom || marginTrailing) {
      const frame = document.createElement("div");
      frame.className = "margins";
      frame.style.cssText = `left:${(leading + marginLeading) * scale}px;top:${(top + marginTop) * scale}px;` +
        `right:${(trailing + marginTrailing) * scale}px;bottom:${(bottom + marginBottom) * scale}px`;
      viewport.appendChild(frame);
    }
    screen.appendChild(viewport);
    const offset = document.createElement("div");
    offset.className = "offset";
    const phase = document.createElement("span");
    phase.className = "phase";
    phase.title = "scroll phase (SwiftUI's ScrollPhase)";
    const readout = document.createElement("div");
    readout.className = "readout";
    readout.append(offset, phase);
    phone.append(name, screen, readout);
    $("phones").appendChild(phone);
    listen(viewport, scale);
    return { viewport, content, offset, phase, scale, origin: [leading + marginLeading, top + marginTop] };
  }

  // What the pointer does, in the phone's points.
  function point(event, viewport, scale) {
    const box = viewport.getBoundingClientRect();
    return { x: (event.clientX - box.left) / scale, y: (event.clientY - box.top) / scale };
  }

  function listen(viewport, scale) {
    viewport.addEventListener("pointerdown", (event) => {
      if (state.finger) return;
      viewport.setPointerCapture(event.pointerId);
      state.finger = { id: event.pointerId };
      state.frames = [];
      send({ type: "down", t: event.timeStamp / 1000, ...point(event, viewport, scale) });
    });
    viewport.addEventListener("pointermove", (event) => {
      if (!state.finger || state.finger.id !== event.pointerId) return;
      const samples = event.getCoalescedEvents ? event.getCoalescedEvents() : [event];
      for (const sample of samples.length ? samples : [event]) {
        const seq = ++state.sequence;
        state.sentAt.set(seq, { event: sample.timeStamp, sent: performance.now() });
        if (state.sentAt.size > 1000) state.sentAt.delete(state.sentAt.keys().next().value);
        send({ type: "move", t: sample.timeStamp / 1000, seq, ...point(sample, viewport, scale) });
      }
    });
    const up = (event) => {
      if (!state.finger || state.finger.id !== event.pointerId) return;
      state.finger = null;
      state.awaiting += 1;
      send({ type: "up", t: event.timeStamp / 1000, ...point(event, viewport, scale) });
    };
    viewport.addEventListener("pointerup", up);
    viewport.addEventListener("pointercancel", up);
    // A trackpad's two-finger scroll: a drag that ends when the wheel events stop.
    viewport.addEventListener("wheel", (event) => {
      event.preventDefault();
      if (state.finger) return;
      const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
      const t = event.timeStamp / 1000;
      if (!state.wheel) {
        state.wheel = { x: 0, y: 0 };
        state.frames = [];
        send({ type: "down", t, x: 0, y: 0 });
      }
      const wheel = state.wheel;
      wheel.x -= (event.deltaX * unit) / scale;
      wheel.y -= (event.deltaY * unit) / scale;
      if (state.scene.axis === "horizontal" && event.deltaX === 0) wheel.x -= (event.deltaY * unit) / scale;
      send({ type: "move", t, x: wheel.x, y: wheel.y });
      clearTimeout(wheel.timer);
      wheel.timer = setTimeout(() => {
        state.wheel = null;
        state.awaiting += 1;
        send({ type: "up", t: now(), x: wheel.x, y: wheel.y });
      }, 90);
    }, { passive: false });
  }

  // Drawing: every animation frame shows the latest frame due.
  function tick() {
    const t = now();
    let moving = state.finger !== null || state.wheel !== null;
    if (state.frames.length) {
      moving = true;
      let due = null;
      while (state.frames.length && state.frames[0][0] <= t) due = state.frames.shift();
      if (due) state.offsets = state.offsets.map((_, side) => [due[1 + side * 2], due[2 + side * 2]]);
    }
    draw();
    const drawnAt = performance.now();
    for (const sent of state.pendingLatency) keep(state.latencies, drawnAt - sent);
    state.pendingLatency = [];
    if (moving && state.lastTick !== null) {
      state.activeFrames += 1;
      state.activeSeconds += t - state.lastTick;
    }
    state.lastTick = moving ? t : null;
    requestAnimationFrame(tick);
  }

  // A side's phase now: the host's word, until the motion it sent brings it to rest.
  function phaseOf(side, t) {
    const rest = state.rests[side];
    return rest !== undefined && t >= rest ? "idle" : state.phases[side] || "idle";
  }

  function draw() {
    const t = now();
    state.phones.forEach((phone, side) => {
      const [x, y] = state.offsets[side] || [0, 0];
      const [left, top] = phone.origin;
      phone.content.style.transform = `translate(${(left - x) * phone.scale}px, ${(top - y) * phone.scale}px)`;
      phone.offset.textContent = `x ${x.toFixed(1)}  y ${y.toFixed(1)}`;
      const phase = phaseOf(side, t);
      if (phone.phase.textContent !== phase) {
        phone.phase.textContent = phase;
        phone.phase.dataset.phase = phase;
      }
    });
  }
  requestAnimationFrame(tick);

  // The controls.
  $("scene").addEventListener("change", () => {
    const form = $("scene");
    const scene = { ...state.scene };
    for (const key of Object.keys(scene)) {
      const field = form.querySelector(`[name="${key}"]`);
      if (!field) continue;
      scene[key] = field.type === "checkbox" ? field.checked : field.type === "number" ? Number(field.value) : field.value;
    }
    send({ type: "scene", scene });
  });
  const rotate = () => {
    state.awaiting += 1;
    send({ type: "rotate", t: now() });
  };
  const record = () => send({ type: "record" });
  const map = () => send({ type: "map" });
  $("rotate").addEventListener("click", rotate);
  $("record").addEventListener("click", record);
  $("map").addEventListener("click", map);
  document.addEventListener("keydown", (event) => {
    if (event.target.closest && event.target.closest("input, select")) return;
    const key = event.key.toLowerCase();
    if (key === "r") record();
    else if (key === "m") map();
    else if (key === "o") rotate();
  });

  // What a test (or a curious person, in the console) can read.
  function percentile(values, fraction) {
    if (!values.length) return null;
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
  }
  const summary = (values) => ({
    samples: values.length, median: percentile(values, 0.5), p95: percentile(values, 0.95), max: percentile(values, 1),
  });
  window.playground = {
    get ready() { return state.ready && socket.readyState === WebSocket.OPEN; },
    offsets: () => state.offsets.map((o) => [...o]),
    phases: () => state.phones.map((_, side) => phaseOf(side, now())),
    resting: () => state.awaiting === 0 && state.frames.length === 0 && state.finger === null && state.wheel === null,
    log: () => state.log.map((entry) => ({ ...entry })),
    problems: () => state.problems.map((p) => p.text),
    saved: () => state.saved,
    map: () => state.map,
    scene: () => ({ ...state.scene }),
    send,
    stats: () => ({
      latency: summary(state.latencies),
      roundTrip: summary(state.roundTrips),
      fps: state.activeSeconds > 0 ? state.activeFrames / state.activeSeconds : null,
      activeSeconds: state.activeSeconds,
    }),
  };
})();
