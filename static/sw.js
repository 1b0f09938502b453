// Pages: network (5 s), else kept, else offline. Files: kept, refreshed behind. Sign-out drops kept pages.
"use strict";
const CACHE = "scorepad-3";
const ROOT = new URL("./", self.location).href;
const OFFLINE = `${ROOT}offline`;
const HEARD = `${ROOT}heard`;
const FILES = ["app.css", "pages.css", "app.js", "form.js", "outbox.js", "outbox-fix.js", "outbox-form.js", "icon.svg"].map((f) => `${ROOT}static/${f}`);

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([OFFLINE, ...FILES])).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

const NOTES = ["saved", "corrected", "unchanged", "note", "queued", "outbox"];
function keyOf(url) {
  const key = new URL(url);
  NOTES.forEach((name) => key.searchParams.delete(name));
  return key.href;
}

async function page(request, cache) {
  const key = keyOf(request.url);
  const asked = fetch(request).then((response) => {
    if (response.status < 500) cache.put(HEARD, new Response(String(Date.now())));
    if (response.ok && !/no-store/.test(response.headers.get("Cache-Control"))) {
      if (key === request.url) cache.put(key, response.clone());
      else cache.add(key).catch(() => {});
      const path = new URL(request.url).pathname;
      if (/^games\/[\w-]+$/.test(request.url.slice(ROOT.length).split("?")[0])) listed(path, cache);
    }
    return response;
  });
  asked.catch(() => {});
  try {
    const response = await Promise.race([asked, new Promise((resolve) => { setTimeout(resolve, 5000); })]);
    return response || (await cache.match(key)) || (await asked);
  } catch (error) {
    return (await cache.match(key)) || (await cache.match(OFFLINE)) || Response.error();
  }
}

// The home page kept lists every game opened here.
async function listed(path, cache) {
  const home = await cache.match(ROOT);
  if (!home || !(await home.text()).includes(`"${path}"`)) cache.add(ROOT).catch(() => {});
}

// A file's address carries its fingerprint (?v=): without network, the copy kept of another release stands in.
async function file(request, cache) {
  const kept = await cache.match(request);
  const fresh = fetch(request).then((response) => {
    if (response.ok) cache.put(request, response.clone());
    return response;
  });
  fresh.catch(() => {});
  return kept || fresh.catch(async () => (await cache.match(request, { ignoreSearch: true })) || Response.error());
}

async function forgetPages() {
  const cache = await caches.open(CACHE);
  const keep = new Set([OFFLINE, HEARD, ...FILES]);
  await Promise.all((await cache.keys()).filter((r) => !keep.has(r.url)).map((r) => cache.delete(r)));
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method === "POST" && /^signout(\/all)?$/.test(request.url.slice(ROOT.length))) {
    event.waitUntil(forgetPages());
    return;
  }
  if (request.method !== "GET" || !request.url.startsWith(ROOT)) return;
  const kept = request.mode === "navigate" || request.headers.has("X-Scorepad-Keep");
  if (request.url.startsWith(`${ROOT}static/`)) {
    event.respondWith(caches.open(CACHE).then((cache) => file(request, cache)));
  } else if (kept) {
    event.respondWith(caches.open(CACHE).then((cache) => page(request, cache)));
  }
});
