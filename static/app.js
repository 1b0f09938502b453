// Scorepad: enhancements for every page; each page works without them.
"use strict";

// Read the news aloud, in the page's language.
function speak(container) {
  if (!("speechSynthesis" in window) || !container) return;
  const text = Array.from(container.querySelectorAll("p")).map((p) => p.textContent).join(" ");
  if (!text) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = container.dataset.lang || document.documentElement.lang;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}

// A switch kept on this phone only, shown where the browser can do what it switches.
function phoneSwitch(id, key, fallback) {
  const box = document.getElementById(id);
  if (box) {
    box.checked = (localStorage.getItem(key) || fallback) === "1";
    box.addEventListener("change", () => localStorage.setItem(key, box.checked ? "1" : "0"));
    box.closest("[hidden]")?.removeAttribute("hidden");
  }
  return () => (localStorage.getItem(key) || fallback) === "1";
}

// What was just done is said once: a reload or Back shows the board without the note.
function dropOnceNotes() {
  const visit = performance.getEntriesByType?.("navigation")[0];
  if (!visit || visit.type === "navigate") return;
  document.querySelectorAll("[data-once]").forEach((node) => node.remove());
  document.querySelectorAll("tr.saved").forEach((row) => { row.classList.remove("saved"); row.removeAttribute("aria-current"); });
  const news = document.getElementById("announcements");
  if (news) delete news.dataset.saved;
}

// "Read aloud", and "always" right after a round was saved here.
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

// Keep the screen on while scoring, unless switched off.
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

// The server's page now: its regions replace ours; focus and scroll stay put.
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
  localTimes();
  document.dispatchEvent(new Event("scorepad:swapped"));  // the outbox marks the new regions again
}

// A phone the scorer removed: its open form stops offering Save (the server would refuse it anyway).
function stopSaving() {
  document.querySelectorAll("form button[name=save], form button[name=confirm], button.default-submit").forEach((button) => {
    button.disabled = true;
    button.hidden = true;
  });
}

// Follow live: ask each second (30 s when hidden) what changed; a board swaps it in, a form only says it.
function setupFollow() {
  const follow = document.getElementById("follow");
  if (!follow) return;
  let timer = null;
  const tick = async () => {
    clearTimeout(timer);
    const version = follow.dataset.version;  // read each time: a form's answer from the server moves it on
    try {
      const response = await fetch(`${follow.dataset.live}?since=${version}`, {
        headers: { "If-None-Match": `"${version}"` }, cache: "no-store",
      });
      heard(response.status < 500);
      if (response.status === 200) {
        const data = await response.json();
        const moved = follow.dataset.version !== version;  // a form's answer moved on meanwhile: old news
        if (!moved) follow.dataset.version = String(data.version);
        const said = moved ? "" : data.said.join(" ");
        if (data.removed) stopSaving();
        if (follow.dataset.follow === "form") {
          const note = document.getElementById("live-note");
          if (said) { note.textContent = said; note.hidden = false; }
        } else {
          await swapRegions();
          keepForOffline();
          const news = document.getElementById("announcements");
          if (news && said) {
            const line = document.createElement("p");
            line.textContent = said;
            news.prepend(line);
            if (localStorage.getItem("scorepad.speak") === "1") speak(news);
          }
        }
      }
    } catch (error) { heard(false); }
    timer = setTimeout(tick, document.hidden ? 30000 : 1000);
  };
  document.addEventListener("visibilitychange", () => { if (!document.hidden) tick(); });
  timer = setTimeout(tick, 1000);
}

// Whether the server answers (the outbox listens), and when it last did.
let answered = true;
function heard(ok) {
  answered = ok;
  if (ok) localStorage.setItem("scorepad.heard", String(Date.now()));
  else wakeOutbox();  // it says the network is gone
  document.dispatchEvent(new CustomEvent("scorepad:net", { detail: ok }));
}

// A board fetches its outbox (outbox.js) only when it has work: rounds or photos waiting on this phone, the server
// not answering (it says so), undo asked (it asks the server first).
let outbox = null;
function wakeOutbox() {
  const src = document.querySelector("#outbox[data-js]")?.dataset.js;
  if (!src || outbox) return outbox;
  outbox = document.head.appendChild(Object.assign(document.createElement("script"), { src }));
  outbox.addEventListener("load", () => document.dispatchEvent(new CustomEvent("scorepad:net", { detail: answered })));
  outbox.addEventListener("error", () => { outbox = null; });  // asked again next time
  return outbox;
}

// Whether outbox.js's store holds a round of this game; asking makes no store on a phone that never kept one.
const roundsWaiting = (game) => new Promise((resolve) => {
  const opening = indexedDB.open("scorepad");
  opening.onupgradeneeded = () => opening.transaction.abort();
  opening.onerror = () => resolve(false);
  opening.onsuccess = () => {
    const kept = opening.result;
    const all = kept.objectStoreNames.contains("outbox") && kept.transaction("outbox").objectStore("outbox").getAll();
    kept.close();  // once the reading is done
    if (all) all.onsuccess = () => resolve(all.result.some((item) => item.game === game));
    else resolve(false);
  };
});

function setupOutbox() {
  const panel = document.querySelector("#outbox[data-js]");
  if (!panel || !window.indexedDB) return;  // outbox.js does nothing without IndexedDB
  const look = async () => {
    if (!outbox && (/[?&]queued=/.test(location.search) || localStorage.getItem("scorepad.photos")
      || await roundsWaiting(panel.dataset.game))) wakeOutbox();
  };
  look();
  document.addEventListener("visibilitychange", () => { if (!document.hidden) look(); });  // another page queued one
  document.addEventListener("click", (event) => {  // outbox.js takes undo once it runs; till then it is fetched
    const undo = event.target.closest("#undo-round");
    if (!undo || window.Outbox) return;
    event.preventDefault();
    const script = wakeOutbox();
    script.addEventListener("load", () => undo.click());
    script.addEventListener("error", () => location.assign(undo.href));
  });
}

// Pages kept for offline use: a board's round form too, once per version.
function setupOffline() {
  const root = document.documentElement.dataset;
  if (!("serviceWorker" in navigator) || !root.sw) return;
  navigator.serviceWorker.register(root.sw, { scope: root.root }).catch(() => {});
  setTimeout(keepForOffline, 1500);
}

function keepForOffline() {
  if (!navigator.serviceWorker?.controller) return;
  const version = document.getElementById("follow")?.dataset.version;
  document.querySelectorAll("a[data-keep]").forEach((link) => {
    const key = `scorepad.kept ${link.pathname}`;
    if (localStorage.getItem(key) === version) return;
    fetch(link.href, { headers: { "X-Scorepad-Keep": "1" } })
      .then((response) => { if (response.ok) localStorage.setItem(key, version); }).catch(() => {});
  });
}

// UTC dates and times in the phone's zone, in its locale where it speaks the page's language.
function localTimes() {
  const lang = document.documentElement.lang;
  const locale = (navigator.languages || []).find((l) => l.split("-")[0] === lang) || lang;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  document.querySelectorAll("time[data-local]").forEach((time) => {
    const day = time.dataset.local === "date";
    const when = new Date(day ? `${time.dateTime}T00:00:00Z` : time.dateTime);
    if (!Number.isNaN(when.getTime())) time.textContent = (day ? date : moment).format(when);
  });
}

document.addEventListener("DOMContentLoaded", () => {
  dropOnceNotes();
  localTimes();
  setupSpeech();
  setupWakeLock();
  setupFollow();
  setupOffline();
  setupOutbox();
});
