import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { createPageCache, type CachedPage, type RenderedPage } from "./page-cache";

const page = (text: string, status = 200): RenderedPage => ({
  status,
  headers: new Headers({ "content-type": "text/html" }),
  body: Buffer.from(text),
});
const admitAll = () => ({ "content-type": "text/html" });
const admitNone = () => null;

function clock() {
  let at = 1_000_000;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe("the page cache", () => {
  test("stores a render once, with brotli and gzip copies of the same bytes", async () => {
    const cache = createPageCache();
    const stored = (await cache.fill("k", async () => page("<p>नमस्कार</p>"), admitAll)) as CachedPage;
    expect(stored.kind).toBe("page");
    expect(brotliDecompressSync(stored.br).toString()).toBe("<p>नमस्कार</p>");
    expect(gunzipSync(stored.gzip).toString()).toBe("<p>नमस्कार</p>");
    expect(cache.lookup("k")).toMatchObject({ state: "fresh", page: stored });
  });

  test("concurrent misses of one key share one render", async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page("shared");
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => cache.fill("k", render, admitAll)));
    expect(renders).toBe(1);
    expect(new Set(results).size).toBe(1);
  });

  test("is stale after its fresh time, expired after the revalidation window, gone after the error window", async () => {
    const time = clock();
    const cache = createPageCache({ freshMs: 1000, staleWhileRevalidateMs: 2000, staleIfErrorMs: 5000, now: time.now });
    await cache.fill("k", async () => page("x"), admitAll);
    time.advance(999);
    expect(cache.lookup("k").state).toBe("fresh");
    time.advance(1);
    expect(cache.lookup("k").state).toBe("stale");
    time.advance(2000);
    expect(cache.lookup("k").state).toBe("expired");
    time.advance(3000);
    expect(cache.lookup("k").state).toBe("miss");
  });

  test("a render that fails leaves the stale page in place", async () => {
    const time = clock();
    const cache = createPageCache({ freshMs: 1000, now: time.now });
    await cache.fill("k", async () => page("old"), admitAll);
    time.advance(2000);
    expect(await cache.fill("k", () => Promise.reject(new Error("database down")), admitAll)).toBeNull();
    const found = cache.lookup("k");
    expect(found.state).toBe("stale");
    expect(found.state === "stale" && found.page.identity.toString()).toBe("old");
  });

  test("invalidate expires everything, and a render begun before it is not stored", async () => {
    const cache = createPageCache();
    await cache.fill("a", async () => page("a"), admitAll);
    let finish: (value: RenderedPage) => void = () => undefined;
    const slow = cache.fill("b", () => new Promise<RenderedPage>((resolve) => (finish = resolve)), admitAll);
    let told = 0;
    cache.onInvalidate(() => (told += 1));
    cache.invalidate();
    finish(page("read before the change"));
    expect(((await slow) as CachedPage).identity.toString()).toBe("read before the change");
    // "a" needs a new render; its old page is kept only in case that render fails.
    expect(cache.lookup("a").state).toBe("expired");
    expect(cache.lookup("b").state).toBe("miss");
    expect(told).toBe(1);
  });

  test("after a content change, the next request waits for a new page; the old one is there only if that render fails", async () => {
    const cache = createPageCache();
    await cache.fill("news", async () => page("before the change"), admitAll);
    cache.invalidate();
    const found = cache.lookup("news");
    expect(found.state).toBe("expired");
    expect(found.state === "expired" && found.page.identity.toString()).toBe("before the change");
    // The fast path for fresh pages does not serve it either.
    expect(cache.freshPage("news")).toBeUndefined();
    const failed = await cache.fill(
      "news",
      async () => {
        throw new Error("database unavailable");
      },
      admitAll,
    );
    expect(failed).toBeNull();
    expect(cache.lookup("news").state).toBe("expired");
    const renewed = await cache.fill("news", async () => page("after the change"), admitAll);
    expect((renewed as CachedPage).identity.toString()).toBe("after the change");
    expect(cache.lookup("news").state).toBe("fresh");
  });

  test("an answer it may not keep is handed back and its key skips the trial render for a while", async () => {
    const time = clock();
    const cache = createPageCache({ freshMs: 1000, now: time.now });
    const result = await cache.fill("form", async () => page("with a form"), admitNone);
    expect((result as RenderedPage).status).toBe(200);
    expect(cache.lookup("form").state).toBe("not-cacheable");
    time.advance(1000);
    expect(cache.lookup("form").state).toBe("miss");
  });

  test("a server error is not remembered as not cacheable", async () => {
    const cache = createPageCache();
    await cache.fill("k", async () => page("oops", 500), admitNone);
    expect(cache.lookup("k").state).toBe("miss");
  });

  test("keeps within its memory by dropping the least recently used pages", async () => {
    const big = "x".repeat(4000);
    const cache = createPageCache({ maxBytes: 12_000 });
    await cache.fill("1", async () => page(big + 1), admitAll);
    await cache.fill("2", async () => page(big + 2), admitAll);
    cache.lookup("1");
    await cache.fill("3", async () => page(big + 3), admitAll);
    expect(cache.lookup("2").state).toBe("miss");
    expect(cache.lookup("1").state).toBe("fresh");
    expect(cache.lookup("3").state).toBe("fresh");
    expect(cache.stats().bytes).toBeLessThanOrEqual(12_000);
  });
});
