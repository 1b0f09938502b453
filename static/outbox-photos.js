// Photos taken with rounds saved offline: resized on the phone first (a phone keeps no 12 MB picture), kept in
// IndexedDB with the id of their round, and sent once each (by their own id) after their round is stored. Loaded
// by the round form, and by outbox.js where a photo waits.
"use strict";
(() => {
  if (!window.indexedDB || window.OutboxPhotos) return;
  const FLAG = "scorepad.photos";  // set while a photo waits: outbox.js fetches this script then
  const LONG_SIDE = 1600;  // what the server keeps: more is never sent
  const store = (mode, use) => new Promise((resolve, reject) => {
    const opening = indexedDB.open("scorepad-photos", 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore("photos", { keyPath: "id" });
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const done = opening.result.transaction("photos", mode);
      const asked = use(done.objectStore("photos"));
      done.oncomplete = () => { opening.result.close(); resolve(asked.result); };
      done.onerror = () => reject(done.error);
    };
  });
  const all = () => store("readonly", (s) => s.getAll());
  const keep = (photo) => store("readwrite", (s) => s.put(photo));
  const drop = (id) => store("readwrite", (s) => s.delete(id));
  const newId = () => (crypto.randomUUID ? crypto.randomUUID()
    : [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join(""));
  const outbox = () => window.Outbox;
  const tell = (text) => { const said = document.getElementById("outbox-said"); if (said) said.textContent = text; };

  // The photo as a JPEG of at most LONG_SIDE, turned upright, nothing but its pixels; a file no browser can
  // draw (no photo at all) is kept as it is, for the server to say why it refuses it.
  async function resized(file) {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
      const scale = Math.min(1, LONG_SIDE / Math.max(bitmap.width, bitmap.height));
      const canvas = Object.assign(document.createElement("canvas"), {
        width: Math.round(bitmap.width * scale), height: Math.round(bitmap.height * scale),
      });
      canvas.getContext("2d").drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      bitmap.close();
      return (await new Promise((resolve) => { canvas.toBlob(resolve, "image/jpeg", 0.85); })) || file;
    } catch (error) {
      return file;
    }
  }

  // On the round form: a round saved to the outbox takes the photo chosen with it along.
  const form = document.querySelector("form[data-send-photo]");
  const input = form?.querySelector("input[type=file][name=photo]");
  if (outbox() && input) {
    const keepRound = outbox().keep;
    outbox().keep = async (item) => {
      const file = input.files[0];
      if (file && item.state === "waiting" && item.form === location.pathname) {
        await keep({
          id: newId(), game: item.game, round: item.id, number: item.number, blob: await resized(file), csrf: item.csrf,
          send: form.dataset.sendPhoto.replace("ROUND", item.id), form: item.form, at: Date.now(),
        });
        localStorage.setItem(FLAG, "1");
        input.value = "";
      }
      return keepRound(item);
    };
  }

  // Send in the order taken, each after its round: a photo whose round still waits here waits too.
  async function post(photo) {
    const body = new FormData();
    body.append("photo", photo.blob, "table.jpg");
    body.append("photo_id", photo.id);
    body.append("csrf_token", photo.csrf);
    const response = await fetch(photo.send, { method: "POST", body, headers: { Accept: "application/json" } });
    if (response.status === 400 && !photo.renewed) {  // a new session: a fresh token from the round form
      const page = new DOMParser().parseFromString(await (await fetch(photo.form)).text(), "text/html");
      Object.assign(photo, { csrf: page.querySelector("[name=csrf_token]")?.value || photo.csrf, renewed: true });
      return post(photo);
    }
    return response;
  }
  let sending = false;
  async function flush() {
    if (sending || !outbox()) return;
    sending = true;
    try {
      const game = outbox().words.game;  // a game's page knows its own rounds; the home page every game's
      const waiting = new Set((await outbox().waiting()).map((item) => item.id));
      const photos = (await all()).filter((p) => !game || p.game === game).sort((a, b) => a.at - b.at);
      for (const photo of photos) {
        if (waiting.has(photo.round)) continue;  // after its round
        let response;
        try {
          response = await post(photo);
        } catch (error) {
          break;  // no network: later
        }
        if (response.status >= 500 || response.status === 429) break;
        const answer = await response.json().catch(() => ({}));
        if (response.ok) {
          await drop(photo.id);
          tell(outbox().say("photoSent", { n: answer.number }));
        } else if (response.status !== 404 || !waiting.has(photo.round)) {  // refused, or its round was discarded
          await drop(photo.id);
          const why = Object.values(answer.errors || {}).join(" ") || `${response.status} ${response.statusText}`;
          tell(outbox().say("photoRefused", { n: photo.number, why }));
        }
      }
      if (!(await all()).length) localStorage.removeItem(FLAG);
    } finally {
      sending = false;
    }
  }
  window.OutboxPhotos = { flush };
  window.addEventListener("online", () => setTimeout(flush, 500));
  flush();
})();
