// Nyumba's service worker: the app opens without a connection, with what it last showed.
// - /assets/* (hashed, never change): from the cache, else the network (and kept).
// - Pages: the network, else the app shell kept from the last visit.
// - GET /api/* reads: the network (kept when it answers 200), else the last answer kept; only when offline or after
//   a few seconds without an answer on a slow network. Writes are never cached or queued here (payments never
//   wait; the app queues maintenance requests itself).
// - The API's JSON answers name the language of their words (Content-Language). When the app's language changes,
//   the app asks this worker to fetch every answer it keeps in another language again, in the new one (a
//   "language" message), so that the screens opened offline afterwards speak it, not the one they were last seen in.
// Signing out deletes the API cache (it holds that account's answers).

const ASSETS = "nyumba-assets-v1";
const SHELL = "nyumba-shell-v1";
const API = "nyumba-api-v1"; // client/src/lib/offline-cache.ts names it too
const SLOW_NETWORK_MS = 6000;
const LANGUAGES = ["en", "lg", "sw"]; // common/languages.ts

// A page's HTML may carry the signed-in user (common/bootstrap.ts, escaped so that it holds no "<") and their
// first paint (client/src/app/first-paint-html.ts): the shell is kept without them, so it never shows someone who has
// since signed out; and without the tags that fetch that one page's files and data (data-page), as it serves
// every page.
const PAGE_ONLY = [
  /<script type="application\/json" id="nyumba-user">[^<]*<\/script>\s*/,
  // A public page's HTML rendered by the build (decision 0056): the shell's root is empty, whatever page it serves.
  [/<div id="root" data-prerendered[^>]*>[\s\S]*<\/div>(?=\s*<\/body>)/, '<div id="root"></div>'],
  /<div id="first-paint"[\s\S]*?<\/div>(?=<div id="root">)/,
  /<link [^>]*data-page[^>]*>/g,
];

async function keepShell(res) {
  const html = PAGE_ONLY.reduce(
    (text, part) => (Array.isArray(part) ? text.replace(part[0], part[1]) : text.replace(part, "")),
    await res.text(),
  );
  const headers = { "content-type": "text/html; charset=utf-8" };
  await (await caches.open(SHELL)).put("/", new Response(html, { headers }));
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    fetch("/")
      .then((res) => (isCacheable(res) ? keepShell(res) : undefined))
      .catch(() => {})
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  const keep = new Set([ASSETS, SHELL, API]);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => !keep.has(n)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

const isCacheable = (res) => res?.ok && res.type === "basic";

// Matched by URL alone: a module's preload and its import ask with other headers, and the answers vary only by
// compression, which the browser undoes.
const lookup = (cacheName, request) => caches.match(request.url ?? request, { cacheName, ignoreVary: true });

async function fromCacheFirst(request) {
  const cached = await lookup(ASSETS, request);
  if (cached) return cached;
  const res = await fetch(request);
  if (isCacheable(res)) (await caches.open(ASSETS)).put(request, res.clone());
  return res;
}

async function page(request) {
  try {
    const res = await fetch(request);
    if (isCacheable(res) && res.headers.get("content-type")?.includes("text/html"))
      keepShell(res.clone()).catch(() => {});
    return res;
  } catch (err) {
    const shell = await lookup(SHELL, "/");
    if (shell) return shell;
    throw err;
  }
}

async function apiRead(request) {
  const cache = await caches.open(API);
  const network = fetch(request).then((res) => {
    if (isCacheable(res) && res.status === 200) cache.put(request, res.clone());
    return res;
  });
  const slow = new Promise((resolve) => setTimeout(resolve, SLOW_NETWORK_MS, "slow"));
  try {
    const first = await Promise.race([network, slow]);
    if (first !== "slow") return first;
    const cached = await lookup(API, request);
    return cached ?? (await network);
  } catch (err) {
    const cached = await lookup(API, request);
    if (cached) return cached;
    throw err;
  }
}

/** Every answer kept in the words of another language than `language`, fetched again in it, one at a time. */
async function keepIn(language) {
  const cache = await caches.open(API);
  for (const request of await cache.keys()) {
    const words = (await cache.match(request))?.headers.get("content-language");
    if (!words || words === language) continue;
    const res = await fetch(request.url, { headers: { "accept-language": language } }).catch(() => null);
    if (isCacheable(res) && res.status === 200) await cache.put(request, res);
  }
}

self.addEventListener("message", (event) => {
  if (event.data?.type === "language" && LANGUAGES.includes(event.data.language))
    event.waitUntil(keepIn(event.data.language));
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/assets/")) event.respondWith(fromCacheFirst(request));
  else if (request.mode === "navigate") event.respondWith(page(request));
  else if (url.pathname.startsWith("/api/") && !url.pathname.startsWith("/api/docs"))
    event.respondWith(apiRead(request));
});
