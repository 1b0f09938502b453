// Scorepad: small enhancements; every page works without this file.
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
  const out = form.querySelector("input[name=going_out]:checked");
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

// Read announcements aloud with the browser's speech synthesis, in the page's language.
function speak(container) {
  if (!("speechSynthesis" in window) || !container) return;
  const text = Array.from(container.querySelectorAll("p")).map((p) => p.textContent).join(" ");
  if (!text) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = container.dataset.lang || document.documentElement.lang;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}

// A per-phone switch kept in this browser only ("1" or "0"), shown where the browser can do what it switches.
function phoneSwitch(id, key, fallback) {
  const box = document.getElementById(id);
  if (box) {
    box.checked = (localStorage.getItem(key) || fallback) === "1";
    box.addEventListener("change", () => localStorage.setItem(key, box.checked ? "1" : "0"));
    box.closest("[hidden]")?.removeAttribute("hidden");
  }
  return () => (localStorage.getItem(key) || fallback) === "1";
}

// "Read aloud" and "always read aloud": right after a round was saved here (data-saved), its news is said.
function setupSpeech() {
  if (!("speechSynthesis" in window) || !document.querySelector(".speech")) return;
  document.querySelectorAll("button[data-speak]").forEach((button) => {
    button.hidden = false;
    button.addEventListener("click", () => speak(document.getElementById(button.dataset.speak)));
  });
  const always = phoneSwitch("always-speak", "scorepad.speak", "0");
  const news = document.getElementById("announcements");
  if (always() && news.dataset.saved) speak(news);
}

// Keep the screen on while a board or round form is open, where the browser can, unless switched off.
function setupWakeLock() {
  if (!("wakeLock" in navigator) || !document.getElementById("follow")) return;
  const wanted = phoneSwitch("keep-awake", "scorepad.awake", "1");
  let lock = null;
  const take = async () => {
    if (!wanted() || document.hidden || lock) return;
    try {
      lock = await navigator.wakeLock.request("screen");
      lock.addEventListener("release", () => { lock = null; });
    } catch (error) { /* refused (battery saver): the screen may sleep */ }
  };
  document.getElementById("keep-awake")?.addEventListener("change", () => (wanted() ? take() : lock?.release()));
  document.addEventListener("visibilitychange", take);
  take();
}

// The page as the server draws it now: its regions replace ours in place; focus and scroll stay put.
async function swapRegions() {
  const query = new URLSearchParams(location.search);
  ["saved", "note"].forEach((k) => query.delete(k));
  const response = await fetch(`${location.pathname}?${query}`, { cache: "no-store" });
  const fresh = new DOMParser().parseFromString(await response.text(), "text/html");
  const focused = document.activeElement;
  const key = focused && focused !== document.body ? (focused.id || focused.getAttribute("href")) : null;
  const y = window.scrollY;
  document.querySelectorAll("[data-region]").forEach((region) => {
    const next = fresh.getElementById(region.id);
    if (next) region.replaceWith(next);
  });
  const news = document.getElementById("announcements");
  const freshNews = fresh.getElementById("announcements");
  if (news && freshNews) news.innerHTML = freshNews.innerHTML;
  if (key) (document.getElementById(key) || document.querySelector(`[href="${CSS.escape(key)}"]`))?.focus();
  window.scrollTo(0, y);
}

// Following a game (or a league) live: ask what changed since the version shown, every second while the page
// is seen and every 30 s while it is hidden (a 304 when nothing did); a board swaps in the news, a round form
// only says it, so nothing typed is lost.
function setupFollow() {
  const follow = document.getElementById("follow");
  if (!follow) return;
  let version = follow.dataset.version;
  let timer = null;
  const tick = async () => {
    clearTimeout(timer);
    try {
      const response = await fetch(`${follow.dataset.live}?since=${version}`, {
        headers: { "If-None-Match": `"${version}"` }, cache: "no-store",
      });
      if (response.status === 200) {
        const data = await response.json();
        version = String(data.version);
        const said = data.said.join(" ");
        if (follow.dataset.follow === "form") {
          const note = document.getElementById("live-note");
          if (said) { note.textContent = said; note.hidden = false; }
        } else {
          await swapRegions();
          const news = document.getElementById("announcements");
          if (news && said) {
            const line = document.createElement("p");
            line.textContent = said;
            news.prepend(line);
            if (localStorage.getItem("scorepad.speak") === "1") speak(news);
          }
        }
      }
    } catch (error) { /* no network: ask again later */ }
    timer = setTimeout(tick, document.hidden ? 30000 : 1000);
  };
  document.addEventListener("visibilitychange", () => { if (!document.hidden) tick(); });
  timer = setTimeout(tick, 1000);
}

// Handing an address over: "Copy" and the phone's share sheet, where the browser has them.
function setupHandover() {
  document.querySelectorAll(".handover-buttons").forEach((buttons) => {
    const copy = buttons.querySelector("[data-copy]");
    const share = buttons.querySelector("[data-share]");
    if (!navigator.clipboard) copy.remove();
    if (!navigator.share) share.remove();
    buttons.hidden = !buttons.querySelector("button");
    copy?.addEventListener("click", async () => {
      await navigator.clipboard.writeText(document.getElementById(copy.dataset.copy).value);
      copy.textContent = copy.dataset.done;
    });
    share?.addEventListener("click", () => navigator.share({
      title: share.dataset.title, url: document.getElementById(share.dataset.share).value,
    }).catch(() => {}));
  });
}

document.addEventListener("DOMContentLoaded", () => {
  const form = document.querySelector("form[data-preview]");
  if (form) setupPreview(form);
  if (document.querySelector("button.step")) {
    const status = document.createElement("p");
    status.id = "step-status";
    status.className = "sr-only";
    status.setAttribute("role", "status");
    document.body.appendChild(status);
  }
  setupSpeech();
  setupWakeLock();
  setupFollow();
  setupHandover();
});
