// Rounds saved offline wait here (IndexedDB) and go once each (by id); a refused one waits for the scorer.
"use strict";
(() => {
  const panel = document.getElementById("outbox");
  if (!panel || !window.indexedDB) return;
  const words = panel.dataset;
  const say = (key, values = {}) => words[key].replace(/\{(\w+)\}/g, (_, name) => values[name]);
  const clock = (time) => new Date(time).toLocaleTimeString(document.documentElement.lang, { timeStyle: "short" });

  const store = (mode, use) => new Promise((resolve, reject) => {
    const opening = indexedDB.open("scorepad", 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore("outbox", { keyPath: "id" });
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const done = opening.result.transaction("outbox", mode);
      const asked = use(done.objectStore("outbox"));
      done.oncomplete = () => { opening.result.close(); resolve(asked.result); };
      done.onerror = () => reject(done.error);
    };
  });
  const waiting = async () => (await store("readonly", (s) => s.getAll()))
    .filter((item) => !words.game || item.game === words.game).sort((a, b) => a.at - b.at || a.number - b.number);
  const keep = (item) => store("readwrite", (s) => s.put(item));
  const drop = (id) => store("readwrite", (s) => s.delete(id));

  const announce = (text) => { document.getElementById("outbox-said").textContent = text; };
  // A round gone from the outbox that this page did not let go of was sent by another page: say it went.
  let shown = new Map();
  const letGo = new Set();
  const release = (id) => { letGo.add(id); return drop(id); };
  function sayWhatWent(items) {
    const now = new Set(items.map((item) => item.id));
    const went = [...shown].filter(([id]) => !now.has(id) && !letGo.has(id)).map(([, number]) => number);
    if (went.length) announce(went.sort((a, b) => a - b).map((n) => say("sent", { n })).join(" "));
    shown = new Map(items.map((item) => [item.id, item.number]));
  }

  let online = navigator.onLine;
  const net = document.getElementById("net");
  // When the server last answered: this page, the service worker's "heard", or app.js's requests since.
  const root = document.documentElement.dataset;
  const stamp = root.sw && window.caches ? new URL("heard", new URL(root.sw, location.href)).href : "";
  if (!navigator.serviceWorker?.controller) {  // the page came from the server (a board fetches this later: not now)
    const came = Math.round(performance.timeOrigin + (performance.getEntriesByType?.("navigation")[0]?.responseStart || 0));
    localStorage.setItem("scorepad.heard", String(Math.max(came, Number(localStorage.getItem("scorepad.heard")) || 0)));
  }
  async function showNet() {
    const kept = stamp ? await caches.match(stamp).then((r) => (r ? r.text() : 0), () => 0) : 0;
    const last = Math.max(Number(localStorage.getItem("scorepad.heard")) || 0, Number(kept) || 0);
    net.hidden = online;
    net.textContent = online ? "" : `${words.offline} ${last ? say("heard", { time: clock(last) }) : ""}`;
  }

  // Each waiting round and what the server said; choices from outbox-fix.js, fetched when first needed.
  function line(text, strong) {
    const made = document.createElement("p");
    if (strong) made.append(Object.assign(document.createElement("strong"), { textContent: strong }), " ");
    made.append(text);
    return made;
  }
  function entry(item, held) {
    const li = document.createElement("li");
    const name = say("round", { n: item.number });
    li.append(line(item.said, words.game ? name : `${item.title} · ${name}`));
    if (item.theirs) li.append(line(item.theirs.said, say("theirs", { n: item.theirs.number })));
    if (item.id === holding) {
      li.append(line(words.open));
    } else if (item.state === "waiting") {
      li.append(line(held ? words.after : (item.retry > Date.now() ? say("busy", { time: clock(item.retry) }) : words.waiting)), choices(item, name));
    } else {
      li.append(line(say("refused", { why: item.why })), choices(item, name));
    }
    return li;
  }
  // Photos taken with rounds saved offline go after their rounds: outbox-photos.js, fetched when one waits.
  let photosJs = null;
  const sendPhotos = () => window.OutboxPhotos?.flush()
    ?? (photosJs ??= document.head.appendChild(Object.assign(document.createElement("script"), { src: words.photosJs })));
  let fetching = null;
  function choices(item, name) {
    if (window.OutboxChoices) return window.OutboxChoices(item, name, window.Outbox);
    fetching ??= document.head.appendChild(Object.assign(document.createElement("script"), { src: words.fixJs, onload: draw }));
    return "";
  }
  async function draw() {
    const items = await waiting();
    sayWhatWent(items);
    const held = new Set();
    panel.querySelector("ul").replaceChildren(...items.map((item) => {
      const drawn = entry(item, held.has(item.game));
      if (item.state !== "waiting") held.add(item.game);
      return drawn;
    }));
    panel.querySelector("h2").textContent = items.length === 1 ? words.one : say("many", { n: items.length });
    panel.hidden = !items.length;
    showNet();
    showBoard(items);
    return items;
  }

  // A board says its totals are without the rounds waiting here, and its next round counts them.
  function showBoard(items) {
    const note = document.getElementById("not-counted");
    const enter = document.getElementById("enter-round");
    if (note) {
      note.hidden = !items.length;
      note.textContent = items.length === 1 ? note.dataset.one : note.dataset.many.replace("{n}", items.length);
    }
    if (enter) enter.textContent = enter.dataset.words.replace("{n}", Math.max(Number(enter.dataset.number), ...items.map((item) => item.number + 1)));
  }
  document.addEventListener("scorepad:swapped", draw);

  // Undoing a round needs the server: asked first, so no page "not opened while it had network" comes instead.
  const answers = () => Promise.race([
    fetch(words.probe, { method: "HEAD", cache: "no-store" }).then((r) => r.status < 500, () => false),
    new Promise((resolve) => { setTimeout(() => resolve(false), 5000); }),
  ]);
  document.addEventListener("click", async (event) => {
    const undo = event.target.closest("#undo-round");
    if (!undo) return;
    event.preventDefault();
    if (await answers()) {
      location.assign(undo.href);
      return;
    }
    online = false;
    showNet();
    const note = document.getElementById("undo-note");
    note.textContent = note.dataset.words;
    note.hidden = false;
  });

  // Send in order; a game's later rounds wait while an earlier one needs the scorer.
  async function post(item) {
    const body = new FormData();  // the token goes in a header
    item.fields.forEach(([name, value]) => { if (name !== "csrf_token") body.append(name, name === "number" ? item.number : value); });
    const response = await Promise.race([
      fetch(item.send, { method: "POST", body, headers: { "X-CSRFToken": item.csrf, Accept: "application/json" } }),
      new Promise((_, reject) => { setTimeout(() => reject(new Error("no answer")), 10000); }),
    ]);
    if (response.status === 400 && !item.renewed) {  // a new session: a fresh token
      const form = new DOMParser().parseFromString(await (await fetch(item.form)).text(), "text/html");
      item.csrf = form.querySelector("[name=csrf_token]")?.value || item.csrf;
      item.renewed = true;
      return post(item);
    }
    return response;
  }
  async function send(item) {
    let response;
    try {
      response = await post(item);
    } catch (error) {
      return false;
    }
    online = response.status < 500;
    if (!online) return false;
    localStorage.setItem("scorepad.heard", String(Date.now()));
    const answer = await response.json().catch(() => ({}));
    if (response.ok) {
      await release(item.id);
      announce(say("sent", { n: answer.number }));
      return true;
    }
    if (response.status === 429) {
      item.retry = Date.now() + 1000 * (parseInt(response.headers.get("Retry-After"), 10) || 30);
    } else {
      const why = Object.values(answer.errors || {}).join(" ") || `${response.status} ${response.statusText}`;
      Object.assign(item, { state: answer.theirs ? "conflict" : "refused", why, theirs: answer.theirs, next: answer.next });
      announce(`${say("round", { n: item.number })}: ${say("refused", { why })}`);
    }
    await keep(item);
    return true;
  }
  let sending = false;
  let holding = null;  // the round the form on this page is changing: not sent meanwhile
  let again = null;
  async function flush() {
    if (!sending) {
      sending = true;
      const held = new Set();
      for (const item of await waiting()) {
        if (held.has(item.game) || item.state !== "waiting" || item.retry > Date.now() || item.id === holding) held.add(item.game);
        else if (!(await send(item))) { online = false; break; } else if (item.state !== "waiting" || item.retry) held.add(item.game);
      }
      sending = false;
    }
    if (localStorage.getItem("scorepad.photos")) sendPhotos();
    const due = (await draw()).filter((item) => item.state === "waiting").map((item) => (item.retry || 0) - Date.now());
    clearTimeout(again);
    if (due.length) again = setTimeout(flush, Math.min(15000, ...due.map((wait) => Math.max(1000, wait))));
  }

  async function probe() {  // where nothing else asks the server
    online = await answers();
    if (online) localStorage.setItem("scorepad.heard", String(Date.now()));
    flush();
    if (!online) setTimeout(probe, 15000);
  }

  document.addEventListener("scorepad:net", (event) => {
    const was = online;
    online = event.detail;
    if (online && !was) flush(); else showNet();
  });
  window.addEventListener("online", flush);
  panel.querySelector(".send-now").addEventListener("click", flush);
  // For the round form (outbox-form.js).
  document.addEventListener("visibilitychange", () => { if (!document.hidden) draw(); });
  window.Outbox = {
    words, say, waiting, keep, drop: release, flush, announce,
    away() { online = false; showNet(); },
    hold(id) { holding = id; draw(); },
  };
  const queued = new URLSearchParams(location.search).get("queued");
  const visit = performance.getEntriesByType?.("navigation")[0];
  if (queued && (!visit || visit.type === "navigate")) setTimeout(() => announce(say("queued", { n: queued })), 300);
  if (document.getElementById("follow")) flush(); else probe();
})();
