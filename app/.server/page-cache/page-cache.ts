/**
 * The full-page cache for anonymous visitors (docs/decisions/009-page-cache.md). A public
 * page is rendered once per key (path, query, language, font size, contrast) and kept as the same
 * bytes for everyone: plain, brotli and gzip, with an ETag. Nothing per-visitor is in those bytes:
 * they are rendered without a CSRF token or CSP nonce (server/middleware/page-cache.ts).
 *
 * Freshness: an entry is fresh for `freshMs`; for `staleWhileRevalidateMs` after that it is still
 * served at once while one background render replaces it (stale-while-revalidate); after that a
 * request waits for a new render, but the old page is kept for `staleIfErrorMs` in case rendering
 * fails (stale-if-error). `invalidate()` expires everything at once (kept only for
 * stale-if-error): the content services call it the moment staff change what public pages show.
 *
 * A render that was under way when the cache was invalidated may have read the old content, so it
 * is not stored (each entry is filled under a generation number). Concurrent misses of one key
 * share one render.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a stored entry costs beyond its bytes (the key, the object): a rough constant. */
const ENTRY_OVERHEAD_BYTES = 512;

export type RenderedPage = { status: number; headers: Headers; body: Buffer };

export type CachedPage = {
  kind: "page";
  /** Response headers to repeat (content type, language, the hash-based CSP …). */
  headers: Record<string, string>;
  /** Strong validator of the plain bytes (the encodings add a suffix). */
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  freshUntil: number;
  staleUntil: number;
  bytes: number;
};

/** A key whose answer is not for the cache (a 404, a page with a form): skip the trial render. */
type NotCacheable = { kind: "not-cacheable"; freshUntil: number; staleUntil: number; bytes: number };

type Entry = CachedPage | NotCacheable;

export type Lookup =
  { state: "fresh" | "stale" | "expired"; page: CachedPage } | { state: "not-cacheable" } | { state: "miss" };

export type PageCacheOptions = {
  maxBytes?: number;
  freshMs?: number;
  staleWhileRevalidateMs?: number;
  staleIfErrorMs?: number;
  now?: () => number;
};

export type InvalidationOrigin = "local" | "peer";

export type PageCacheStats = { hits: number; misses: number; stale: number; entries: number; bytes: number };

export type PageCache = ReturnType<typeof createPageCache>;

/** Turns a render into what is stored, or null when the answer must not be shared. */
export type Admit = (rendered: RenderedPage) => Record<string, string> | null;

export function createPageCache(options: PageCacheOptions = {}) {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const freshMs = options.freshMs ?? 60_000;
  const staleWhileRevalidateMs = options.staleWhileRevalidateMs ?? 5 * 60_000;
  const staleIfErrorMs = options.staleIfErrorMs ?? 24 * 60 * 60 * 1000;
  const now = options.now ?? Date.now;

  // A Map keeps insertion order: re-inserting on every hit makes its first key the least recently used.
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<CachedPage | RenderedPage | null>>();
  const listeners = new Set<(origin: InvalidationOrigin) => void>();
  let generation = 0;
  let bytes = 0;
  const stats = { hits: 0, misses: 0, stale: 0 };

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function put(key: string, entry: Entry) {
    remove(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  async function store(rendered: RenderedPage, headers: Record<string, string>): Promise<CachedPage> {
    const [br, gz] = await Promise.all([
      brotli(rendered.body, {
        params: {
          // Quality 9 is within a few per cent of 11 on HTML at a fraction of the time, and a
          // render is compressed once per entry, off the main thread (libuv's pool).
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: rendered.body.length,
        },
      }),
      gzipAsync(rendered.body, { level: 9 }),
    ]);
    const at = now();
    return {
      kind: "page",
      headers,
      etag: createHash("sha256").update(rendered.body).digest("base64url").slice(0, 27),
      identity: rendered.body,
      br,
      gzip: gz,
      freshUntil: at + freshMs,
      staleUntil: at + freshMs + staleIfErrorMs,
      bytes: rendered.body.length + br.length + gz.length + ENTRY_OVERHEAD_BYTES,
    };
  }

  return {
    lookup(key: string): Lookup {
      const entry = entries.get(key);
      const at = now();
      if (!entry || at >= entry.staleUntil) {
        if (entry) remove(key);
        stats.misses += 1;
        return { state: "miss" };
      }
      // Most recently used goes to the end.
      entries.delete(key);
      entries.set(key, entry);
      if (entry.kind === "not-cacheable") {
        if (at >= entry.freshUntil) {
          remove(key);
          stats.misses += 1;
          return { state: "miss" };
        }
        return { state: "not-cacheable" };
      }
      if (at >= entry.freshUntil + staleWhileRevalidateMs) {
        stats.misses += 1;
        return { state: "expired", page: entry };
      }
      if (at >= entry.freshUntil) {
        stats.stale += 1;
        return { state: "stale", page: entry };
      }
      stats.hits += 1;
      return { state: "fresh", page: entry };
    },

    /**
     * The page stored under `key` while it is fresh, else undefined; unlike `lookup`, a miss is
     * not counted (the caller will go on to `lookup`, server/cache-hit-fast-path.ts).
     */
    freshPage(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry || entry.kind !== "page" || now() >= entry.freshUntil) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      stats.hits += 1;
      return entry;
    },

    /**
     * Renders `key` once (however many callers ask at the same time) and stores the answer if
     * `admit` accepts it. Resolves to the stored page, or to the render itself when it was not
     * admitted or the cache was invalidated meanwhile (its caller may still serve it: it was
     * rendered for this request), or null when rendering failed.
     */
    fill(key: string, render: () => Promise<RenderedPage>, admit: Admit): Promise<CachedPage | RenderedPage | null> {
      const started = generation;
      const flightKey = `${started}\u0000${key}`;
      const running = inFlight.get(flightKey);
      if (running) return running;
      const work = (async () => {
        try {
          const rendered = await render();
          const headers = admit(rendered);
          if (!headers) {
            if (rendered.status < 500 && generation === started) {
              const at = now();
              put(key, { kind: "not-cacheable", freshUntil: at + freshMs, staleUntil: at + freshMs, bytes: 64 });
            }
            return rendered;
          }
          const page = await store(rendered, headers);
          if (generation === started) put(key, page);
          return page;
        } catch {
          return null;
        } finally {
          inFlight.delete(flightKey);
        }
      })();
      inFlight.set(flightKey, work);
      return work;
    },

    /**
     * Public content changed, here ("local") or on another instance that said so ("peer",
     * app/.server/scale-out/page-cache-broadcast.ts): no stored page is served as it is any more.
     * Each is kept only as the last resort of stale-if-error: the next request for it waits for a
     * new render, and gets the old page only if that render fails (the database is away). Before,
     * every change dropped them all, so a database outage just after a publish had no page left
     * to serve.
     */
    invalidate(origin: InvalidationOrigin = "local") {
      generation += 1;
      const expired = now() - staleWhileRevalidateMs;
      for (const [key, entry] of entries) {
        if (entry.kind === "page") entries.set(key, { ...entry, freshUntil: Math.min(entry.freshUntil, expired) });
        else remove(key);
      }
      for (const listener of listeners) listener(origin);
    },

    /** Called after every invalidation (other caches derived from content forget theirs too). */
    onInvalidate(listener: (origin: InvalidationOrigin) => void) {
      listeners.add(listener);
    },

    stats(): PageCacheStats {
      return { ...stats, entries: entries.size, bytes };
    },
  };
}
