// Scorepad's outbox: a round saved while the server can't be reached waits on this phone (IndexedDB), is shown
// with its counts, and is sent by itself when the server answers again, once: it carries the id the phone gave
// it. What the server refuses, or another phone's round at its number, waits for the scorer to choose.
"use strict";
(() => {
  const panel = document.getElementById("outbox");
  if (!panel || !window.indexedDB) return;
  const words = panel.dataset;
  const say = (key, values = {}) => words[key].replace(/\{(\w+)\}/g, (_, name) => values[name]);
  const clock = (time) => new Date(time).toLocaleTimeString(document.documentElement.lang, { timeStyle: "short" });

  // The store: one record per waiting round, kept by id.
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

  // Whether the server answers, and when it last did.
  let online = navigator.onLine;
  const net = document.getElementById("net");
  function showNet() {
    const last = localStorage.getItem("scorepad.heard");
    net.hidden = online;
    net.textContent = online ? "" : `${words.offline} ${last ? say("heard", { time: clock(Number(last)) }) : ""}`;
  }

  // The waiting rounds, each with what the server said and what the scorer can do about it.
  function button(label, act) {
    const made = document.createElement("button");
    made.type = "button";
    made.textContent = label;
    made.addEventListener("click", act);
    return made;
  }
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
    const choices = document.createElement("p");
    if (item.theirs) li.append(line(item.theirs.said, say("theirs", { n: item.theirs.number })));
    if (item.state === "waiting") {
      li.append(line(held ? words.after : (item.retry > Date.now() ? say("busy", { time: clock(item.retry) }) : words.waiting)));
    } else {
      li.append(line(say("refused", { why: item.why })));
      if (item.next) choices.append(button(say("next", { n: item.next }), () => renumber(item)), " ");
      if (item.theirs) choices.append(button(words.keep, () => drop(item.id).then(flush)), " ");
      else choices.append(Object.assign(document.createElement("a"), { href: `${item.form}?outbox=${item.id}`, textContent: words.fix, className: "button" }), " ");
      if (navigator.clipboard) {
        const copy = button(words.copy, () => navigator.clipboard.writeText(`${item.title} · ${name}: ${item.said}`)
          .then(() => { copy.textContent = words.copied; }));
        choices.append(copy, " ");
      }
      choices.append(button(words.discard, () => {
        if (window.confirm(say("sure", { n: item.number }))) drop(item.id).then(flush);
      }));
      li.append(choices);
    }
    return li;
  }
  async function draw() {
    const items = await waiting();
    const held = new Set();
    panel.querySelector("ul").replaceChildren(...items.map((item) => {
      const drawn = entry(item, held.has(item.game));
      if (item.state !== "waiting") held.add(item.game);
      return drawn;
    }));
    panel.querySelector("h2").textContent = items.length === 1 ? words.one : say("many", { n: items.length });
    panel.hidden = !items.length;
    showNet();
    return items;
  }

  // "Add mine as round n": this round and the ones after it move up, and are sent again.
  async function renumber(item) {
    const shift = item.next - item.number;
    for (const other of await waiting()) {
      if (other.game === item.game && other.number >= item.number) {
        Object.assign(other, { number: other.number + shift, state: "waiting", theirs: null, next: null });
        await keep(other);
      }
    }
    flush();
  }

  // Sending, in the order saved; a game's later rounds wait while an earlier one needs the scorer.
  async function post(item) {
    const body = new FormData();  // the token goes in a header: the one in the fields may be out of date
    item.fields.forEach(([name, value]) => { if (name !== "csrf_token") body.append(name, name === "number" ? item.number : value); });
    const response = await Promise.race([
      fetch(item.send, { method: "POST", body, headers: { "X-CSRFToken": item.csrf, Accept: "application/json" } }),
      new Promise((_, reject) => { setTimeout(() => reject(new Error("no answer")), 10000); }),
    ]);
    if (response.status === 400 && !item.renewed) {  // the phone's session was renewed: ask for a fresh token
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
      await drop(item.id);
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
  let again = null;
  async function flush() {
    if (!sending) {
      sending = true;
      const held = new Set();
      for (const item of await waiting()) {
        if (held.has(item.game) || item.state !== "waiting" || item.retry > Date.now()) held.add(item.game);
        else if (!(await send(item))) { online = false; break; } else if (item.state !== "waiting" || item.retry) held.add(item.game);
      }
      sending = false;
    }
    const due = (await draw()).filter((item) => item.state === "waiting").map((item) => (item.retry || 0) - Date.now());
    clearTimeout(again);
    if (due.length) again = setTimeout(flush, Math.min(15000, ...due.map((wait) => Math.max(1000, wait))));
  }

  // The round form: a save the server doesn't answer goes to the outbox (a correction stays on the page).
  const form = document.querySelector("form[data-send]");
  const fields = () => [...new FormData(form).entries()].filter(([, value]) => typeof value === "string");
  function said() {
    const sides = JSON.parse(form.dataset.sides);
    const counts = sides.map(() => []);
    form.querySelectorAll("input[name^=entries-]").forEach((input) => {
      const label = form.querySelector(`label[for="${input.id}"]`);
      if (input.value.trim() && label) counts[Number(input.name.split("-")[1])].push(`${label.textContent.trim()} ${input.value.trim()}`);
    });
    const out = form.querySelector("input[name=going_out]:checked");
    const parts = sides.map((side, i) => `${side}: ${counts[i].join(", ") || "0"}`);
    if (out) parts.push(form.querySelector(`label[for="${out.id}"]`).textContent.trim());
    return parts.join("; ");
  }
  function showNumber(number) {
    const old = form.elements.number.value;
    if (!old || String(number) === old) return;
    form.elements.number.value = number;
    [document.querySelector("h1"), form.querySelector("button[name=save]")].forEach((node) => {
      node.textContent = node.textContent.replace(old, number);
    });
    document.title = document.title.replace(old, number);
  }
  const note = (text) => {
    const shown = document.getElementById("live-note");
    shown.textContent = text;
    shown.hidden = false;
  };
  const freshId = () => {
    form.elements.round_id.value = crypto.randomUUID ? crypto.randomUUID()
      : [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
  };
  async function queue() {
    const id = form.elements.round_id.value;
    const queued = await waiting();
    const fixing = queued.find((item) => item.id === id);
    const number = fixing ? fixing.number : Math.max(Number(form.elements.number.value), ...queued.map((item) => item.number + 1));
    await keep({
      id, game: words.game, number, at: fixing ? fixing.at : Date.now(), fields: fields(), csrf: form.elements.csrf_token?.value || "",
      said: said(), title: form.dataset.title, send: form.dataset.send, form: location.pathname, state: "waiting",
    });
    navigator.storage?.persist?.();
    if (navigator.serviceWorker?.controller) {  // the board is kept for offline use: it shows the round waiting
      location.assign(`${form.dataset.board}?queued=${number}`);
      return;
    }
    form.reset();  // no kept pages here: the form stays, ready for the next round
    freshId();
    showNumber(number + 1);
    announce(say("queued", { n: number }));
    flush();
  }
  function setupForm() {
    const adding = !form.dataset.number;
    const fix = new URLSearchParams(location.search).get("outbox");
    const shown = fix && form.elements.round_id.value === fix;  // the server shows the fixed round again
    if (adding && !fix) freshId();  // a new id each time the form is opened: a page kept offline is opened again
    const ready = (async () => {
      const items = await waiting();
      const item = fix && !shown && items.find((it) => it.id === fix);
      if (item) {  // the scorer fixes a round the server refused: its counts back in the form
        item.fields.forEach(([name, value]) => {
          const input = form.elements[name];
          if (name === "csrf_token" || !input) return;
          if (input instanceof RadioNodeList) input.forEach((option) => { option.checked = option.value === value; });
          else input.value = value;
        });
        showNumber(item.number);
        note(say("fixing", { why: item.why }));
      } else if (adding && !shown && items.length) {  // after the rounds waiting here
        showNumber(Math.max(Number(form.elements.number.value), ...items.map((it) => it.number + 1)));
      }
    })();
    form.addEventListener("submit", async (event) => {
      const by = event.submitter;
      if (form.dataset.plain || ["step", "lang"].includes(by?.name)) return;
      event.preventDefault();
      await ready;
      const id = form.elements.round_id.value;
      if (adding && (await waiting()).some((it) => it.id !== id)) return queue();  // after the rounds waiting
      const body = new FormData(form);
      if (by?.name) body.append(by.name, by.value);
      try {
        const response = await Promise.race([
          fetch(form.action, { method: "POST", body }),
          new Promise((_, reject) => { setTimeout(() => reject(new Error("no answer")), 10000); }),
        ]);
        if (response.status >= 500 || response.status === 429) throw new Error(response.statusText);
        if (response.redirected) {  // saved
          await drop(id);
          location.assign(response.url);
          return;
        }
        form.dataset.plain = "1";  // refused, or "are you sure?": nothing was stored; the server's page says why
        form.requestSubmit(by);
      } catch (error) {
        online = false;
        showNet();
        const out = form.querySelector("input[name=going_out]");
        if (!adding) note(words.unsaved);
        else if (out && !form.querySelector("input[name=going_out]:checked")) {
          note(words.who);
          out.closest("fieldset").focus();
        } else await queue();
      }
    });
  }

  async function probe() {  // a page where nothing else asks the server: ask now and then
    online = await fetch(words.probe, { method: "HEAD", cache: "no-store" }).then((r) => r.status < 500, () => false);
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
  if (form) setupForm();
  const queued = new URLSearchParams(location.search).get("queued");
  if (queued) setTimeout(() => announce(say("queued", { n: queued })), 300);
  if (document.getElementById("follow")) flush(); else probe();
})();
