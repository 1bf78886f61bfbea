// The site's service worker. scripts/pwa/service-worker.ts writes it to
// build/client/sw.js, preceded by `const PRECACHE = { cacheName, urls }` for
// this build. Pages: network first, the saved copy when the network fails
// (the desert camp, the train to Fes). Precached files: from the cache.

/* global PRECACHE */
const CACHE_PREFIX = "goat-";
/** Server-rendered pages (gallery, map) saved as they are visited, for a later offline visit. */
const PAGES_CACHE = `${CACHE_PREFIX}pages`;
/** On a weak signal, wait this long for the network before showing the saved page. */
const NETWORK_TIMEOUT_MS = 4000;
const precached = new Set(PRECACHE.urls);

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== PRECACHE.cacheName && name !== PAGES_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(request, url));
  } else if (precached.has(url.pathname)) {
    event.respondWith(fromCache(request, url));
  }
  // Everything else (API, music with its range requests, gallery media) goes to the network untouched.
});

/** Hashed /assets never change, so a copy from the previous build's cache saves a download. */
async function precache() {
  const cache = await caches.open(PRECACHE.cacheName);
  await Promise.all(
    PRECACHE.urls.map(async (url) => {
      const kept = url.startsWith("/assets/") ? await caches.match(url) : undefined;
      if (kept) return cache.put(url, kept);
      const response = await fetch(url, { cache: "no-cache" });
      if (!response.ok) throw new Error(`Could not save ${url}: ${response.status}`);
      return cache.put(url, response);
    }),
  );
}

/** A saved file; a video asks for byte ranges, which Safari needs answered with 206. */
async function fromCache(request, url) {
  const cached = await caches.match(url.pathname);
  if (!cached) return fetch(request);
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get("range") ?? "");
  if (!range || (range[1] === "" && range[2] === "")) return cached;
  const body = await cached.arrayBuffer();
  const size = body.byteLength;
  // "bytes=-500" is the last 500 bytes; "bytes=100-" runs to the end.
  const start = range[1] === "" ? Math.max(0, size - Number(range[2])) : Number(range[1]);
  const end = range[1] === "" || range[2] === "" ? size - 1 : Math.min(Number(range[2]), size - 1);
  if (start > end) return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${size}` } });
  return new Response(body.slice(start, end + 1), {
    status: 206,
    headers: {
      "Content-Type": cached.headers.get("content-type") ?? "application/octet-stream",
      "Content-Range": `bytes ${start}-${end}/${size}`,
      "Content-Length": String(end - start + 1),
      "Accept-Ranges": "bytes",
    },
  });
}

function pageKey(url) {
  return url.pathname.replace(/\/+$/, "") || "/";
}

async function navigate(request, url) {
  const key = pageKey(url);
  const fetched = fetch(request);
  const network = fetched.then((response) => {
    // A tunnel answers 502/530 when the server is away: the saved copy is better.
    if (response.status >= 500) throw new Error(`Server unavailable: ${response.status}`);
    if (response.ok && !precached.has(key) && isHtml(response)) {
      const copy = response.clone();
      caches.open(PAGES_CACHE).then((cache) => cache.put(key, copy));
    }
    return response;
  });
  try {
    return await Promise.race([network, timeout(NETWORK_TIMEOUT_MS)]);
  } catch {
    const saved = await caches.match(key);
    if (saved) return saved;
    // Nothing saved: keep waiting for the slow network (a server error is shown as it is), or explain.
    return fetched.catch(() => offlinePage());
  }
}

function isHtml(response) {
  return (response.headers.get("content-type") ?? "").startsWith("text/html");
}

function timeout(ms) {
  return new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), ms));
}

function offlinePage() {
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Offline</title>
<body style="font-family: system-ui, sans-serif; background: #F6EBDD; color: #1F1A17; padding: 2rem; line-height: 1.5">
<h1>You're offline</h1>
<p>This page was not saved on this device. The itinerary is: <a href="/" style="color: #2F4BB8">open the saved itinerary</a>.</p>
</body></html>`;
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}
