/*
 * The offline fallback (issue 7): a commuter in a tunnel or on a dead network still sees whom to
 * call. Online, nothing changes: pages always come from the network (never a stale copy), so
 * publishing shows at once. That includes the browser's own HTTP cache: pages say
 * stale-while-revalidate, under which it would answer a navigation from a copy up to a minute old
 * and fetch the new one only for the time after; the worker asks it to revalidate first. What this worker keeps, in the browser's own storage:
 *   - /offline in both languages (helplines and every police station's phone number), with the
 *     assets it needs, fetched at install and again at most hourly while the visitor browses;
 *   - the last pages the visitor read (never a page marked no-store: forms, the status page and the
 *     admin area carry personal data and tokens, and /admin is not touched at all; "private" pages
 *     are kept, since this storage is the visitor's own: every public page says private because
 *     its answer may set this browser's cookies, docs/decisions/009-page-cache.md);
 *   - the hashed build assets, which never change.
 * Offline, a navigation gets the page's last copy, or else /offline in the visitor's language.
 * A client-side navigation (React Router's `.data` and `/__manifest` fetches) that fails offline
 * is answered with React Router's "reload the document" signal, so it becomes a real navigation
 * and lands on one of the above instead of an error.
 */
const VERSION = "1";
const PAGES = `rp-pages-${VERSION}`;
const OFFLINE = `rp-offline-${VERSION}`;
const ASSETS = `rp-assets-${VERSION}`;
const MAX_PAGES = 20;
const MAX_ASSETS = 80;
const OFFLINE_REFRESH_MS = 60 * 60 * 1000;
const LOCALES = ["en", "mr"];
const LANGUAGE_KEY = "/__offline-language";

const offlineUrl = (lang) => `/offline?lang=${lang}`;

self.addEventListener("install", (event) => {
  event.waitUntil(Promise.all(LOCALES.map(storeOfflinePage)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  const current = [PAGES, OFFLINE, ASSETS];
  event.waitUntil(
    caches
      .keys()
      .then((keys) => keys.filter((key) => key.startsWith("rp-") && !current.includes(key)))
      .then((old) => Promise.all(old.map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/admin")) return;
  if (request.mode === "navigate") event.respondWith(navigate(event, request));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(asset(request));
  else if (url.pathname.endsWith(".data") || url.pathname === "/__manifest") {
    event.respondWith(fetch(request).catch(() => reloadDocument(url)));
  }
});

// Each page tells the worker its language (app/lib/service-worker.ts): the first page of a visit
// loads before the worker runs, so no response of it passes here.
self.addEventListener("message", (event) => {
  if (event.data?.type === "language" && LOCALES.includes(event.data.lang)) {
    event.waitUntil(saveLanguage(event.data.lang));
  }
});

async function saveLanguage(lang) {
  await (await caches.open(OFFLINE)).put(LANGUAGE_KEY, new Response(lang));
}

async function navigate(event, request) {
  let response;
  try {
    // A conditional request when the browser holds a copy: an unchanged page costs a 304.
    response = await fetch(request, { cache: "no-cache" });
  } catch {
    return (await caches.match(request, { cacheName: PAGES })) ?? offlinePage(new URL(request.url));
  }
  if (isKeepable(response)) event.waitUntil(remember(request, response.clone()));
  return response;
}

/** A page another visit may read offline: a whole, successful HTML page not marked no-store. */
function isKeepable(response) {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    response.type === "basic" &&
    !response.redirected &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !/no-store/i.test(cacheControl)
  );
}

async function remember(request, response) {
  const pages = await caches.open(PAGES);
  // Delete first so that the page moves to the newest end of the cache's order.
  await pages.delete(request);
  await pages.put(request, response);
  await trim(pages, MAX_PAGES);
  const lang = response.headers.get("content-language");
  if (LOCALES.includes(lang)) {
    await saveLanguage(lang);
    const offline = await caches.open(OFFLINE);
    const stored = await offline.match(offlineUrl(lang));
    const storedAt = Date.parse(stored?.headers.get("date") ?? "");
    if (!(Date.now() - storedAt < OFFLINE_REFRESH_MS)) await storeOfflinePage(lang);
  }
}

async function trim(cache, max) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

/**
 * Fetched without cookies: the visitor's language cookie must not follow whichever language was
 * fetched last, and the page carries nothing of theirs.
 */
async function storeOfflinePage(lang) {
  const response = await fetch(offlineUrl(lang), { credentials: "omit", cache: "no-store" });
  if (!response.ok) return;
  const html = await response.clone().text();
  const offline = await caches.open(OFFLINE);
  await offline.put(offlineUrl(lang), response);
  const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:css|js)/g) ?? [])];
  await Promise.all(assets.map((href) => offline.match(href).then((hit) => hit ?? offline.add(href))));
}

async function offlinePage(url) {
  const offline = await caches.open(OFFLINE);
  const asked = url.searchParams.get("lang");
  const lang = LOCALES.includes(asked) ? asked : await (await offline.match(LANGUAGE_KEY))?.text();
  const page =
    (await offline.match(offlineUrl(LOCALES.includes(lang) ? lang : "en"))) ?? (await offline.match(offlineUrl("en")));
  return (
    page ??
    new Response("You are offline. Railway police helpline: 1512. / आपण ऑफलाइन आहात. लोहमार्ग पोलीस हेल्पलाइन: 1512.", {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8" },
    })
  );
}

async function asset(request) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    const assets = await caches.open(ASSETS);
    await assets.put(request, response.clone());
    await trim(assets, MAX_ASSETS);
  }
  return response;
}

/** React Router's answer for "load this address as a new document" (single fetch protocol). */
function reloadDocument(url) {
  const path = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const target = url.pathname === "/__manifest" ? "/" : `${path}${search.size ? `?${search}` : ""}`;
  return new Response(null, {
    status: 204,
    headers: { "X-Remix-Redirect": target, "X-Remix-Status": "302", "X-Remix-Reload-Document": "true" },
  });
}
