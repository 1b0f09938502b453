// Scorepad's round form: steppers and the live preview; the form works without this file.
"use strict";

// Steppers: change the count here instead of asking the server.
document.addEventListener("click", (event) => {
  const button = event.target.closest("button.step");
  if (!button) return;
  event.preventDefault();
  const input = document.getElementById(button.dataset.for);
  const current = parseInt(input.value || "0", 10);
  const next = Math.max(0, (Number.isNaN(current) ? 0 : current) + parseInt(button.dataset.step, 10));
  input.value = next ? String(next) : "";
  input.dispatchEvent(new Event("input", { bubbles: true }));
  // Tell screen readers the new count (the button keeps focus, so the input is not read out again).
  const status = document.getElementById("step-status");
  const label = document.querySelector(`label[for="${input.id}"]`);
  if (status) status.textContent = `${label ? label.textContent.trim() : ""}: ${next}`;
});

// The round as the API's JSON body, read from the form exactly as the server reads it: the counts a side
// has come from the page (data-counts, made from the family's declarations), card counters from their inputs.
function roundBody(form) {
  const value = (field) => {
    const text = field ? field.value.trim() : "";
    if (!text) return 0;
    return /^-?\d{1,11}$/.test(text) ? parseInt(text, 10) : text;
  };
  // "meld_points:points: going_out:way: meld_cards:cards:meld_points": name, kind, the points cards replace
  const counts = (form.dataset.counts || "").split(" ").filter(Boolean).map((c) => c.split(":"));
  const out = form.querySelector("input[name=out]:checked");
  const [outSide, way] = out && out.value.includes(":") ? out.value.split(":") : ["", ""];
  const entries = [];
  for (let i = 0; form.querySelector(`[name^="entries-${i}-"]`); i += 1) {
    const entry = {};
    counts.forEach(([name, kind, points]) => {
      if (kind === "way") {
        entry[name] = outSide === String(i) ? way : null;
      } else if (kind === "cards") {  // a card counter: sent only when something was counted
        const prefix = `entries-${i}-${name}-`;
        const cards = Array.from(form.querySelectorAll(`input[name^="${prefix}"]`));
        if (!cards.some((c) => c.value.trim())) return;
        entry[name] = {};
        cards.forEach((c) => { entry[name][c.name.slice(prefix.length)] = value(c); });
        const typed = form.elements[`entries-${i}-${points}`];
        if (typed && !typed.value.trim()) delete entry[points];  // counted cards give the points
      } else if (kind === "flag") {
        const box = form.elements[`entries-${i}-${name}`];
        entry[name] = Boolean(box && box.checked);
      } else if (kind === "choice") {
        const chosen = form.elements[`entries-${i}-${name}`];
        entry[name] = chosen && chosen.value ? chosen.value : null;
      } else if (form.elements[`entries-${i}-${name}`]) {
        entry[name] = value(form.elements[`entries-${i}-${name}`]);
      }
    });
    entries.push(entry);
  }
  return { entries };
}

// Live preview: the server scores the round (nothing stored) and each panel shows its score.
function setupPreview(form) {
  let timer = null;
  let asked = 0;
  const show = async () => {
    const ticket = (asked += 1);
    try {
      const response = await fetch(form.dataset.preview, {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify(roundBody(form)),
      });
      if (ticket !== asked) return;
      const data = await response.json();
      form.querySelectorAll("output.preview").forEach((output, i) => {
        if (response.ok) {
          const score = data.entries[i].score;
          output.textContent = `${score > 0 ? "+" : ""}${score.toLocaleString(document.documentElement.lang)}`;
        } else {
          const own = Object.keys(data.errors || {}).some((k) => k.startsWith(`entries.${i}.`) || k === "_round");
          output.textContent = own ? "⚠" : "";
        }
      });
    } catch (error) {
      // Offline or the server is away: the form still saves normally.
    }
  };
  form.addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(show, 250); });
  form.addEventListener("change", () => { clearTimeout(timer); timer = setTimeout(show, 100); });
}

// The outbox on the round form: a save the server doesn't answer goes to the phone's outbox (outbox.js) and
// is sent from there; a correction stays on its page. Each new round gets an id here, made on the phone. A round
// waiting in the outbox opens here to be changed (it isn't sent meanwhile) or fixed when the server refused it.
function setupOutbox(form, { words, say, waiting, keep, drop, flush, announce, away, hold }) {
  const fields = () => [...new FormData(form).entries()].filter(([, value]) => typeof value === "string");
  function said() {
    const sides = JSON.parse(form.dataset.sides);
    const counts = sides.map(() => []);
    form.querySelectorAll("input[name^=entries-]").forEach((input) => {
      const label = form.querySelector(`label[for="${input.id}"]`);
      if (input.value.trim() && label) counts[Number(input.name.split("-")[1])].push(`${label.textContent.trim()} ${input.value.trim()}`);
    });
    const out = form.querySelector("input[name=out]:checked");
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
    hold(null);
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
        hold(item.id);
        note(item.state === "waiting" ? say("editing", { n: item.number }) : form.dataset.fixing.replace("{why}", item.why));
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
        away();
        const out = form.querySelector("input[name=out]");
        if (!adding) note(form.dataset.unsaved);
        else if (out && !form.querySelector("input[name=out]:checked")) {
          note(form.dataset.who);
          out.closest("fieldset").focus();
        } else await queue();
      }
    });
  }
  setupForm();
}

document.addEventListener("DOMContentLoaded", () => {
  const form = document.querySelector("form[data-preview]");
  if (form) setupPreview(form);
  if (form && window.Outbox) setupOutbox(form, window.Outbox);
  if (document.querySelector("button.step")) {
    const status = document.createElement("p");
    status.id = "step-status";
    status.className = "sr-only";
    status.setAttribute("role", "status");
    document.body.appendChild(status);
  }
});
