/**
 * The page cache cannot be flooded: made-up searches and query strings must not push the
 * pages everybody reads out of it. The server here has a 1 MB cache, which 300 searches would fill
 * many times over if they were stored (about 45 KB each in three encodings): the pressure of
 * 5,000 against a cache of 16 MB, in a fraction of the time.
 */
import { randomBytes } from "node:crypto";
import { expect, test } from "vitest";
import { useTestServer } from "../support/test-server";

const server = useTestServer({ DEMO_CONTENT: "1", PAGE_CACHE_MB: "1" });

const POPULAR = ["/", "/news", "/news?view=timeline", "/police-station/11"];

async function cacheVerdict(path: string): Promise<string | null> {
  const response = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "br" } });
  await response.arrayBuffer();
  expect(response.status, path).toBe(200);
  return response.headers.get("x-cache");
}

test("300 made-up searches and query strings leave the popular pages in the cache", async () => {
  for (const path of POPULAR) await cacheVerdict(path);
  for (const path of POPULAR) expect(await cacheVerdict(path), path).toBe("hit");

  const words = ["railway", "police", "kurla", "station", "lost", "news", "तक्रार", "पोलीस"];
  const flood = Array.from({ length: 300 }, (_, i) => {
    const q = encodeURIComponent(`${words[i % words.length]} ${randomBytes(4).toString("hex")}`);
    return i % 5 === 4 ? `/news?ref=${randomBytes(6).toString("hex")}` : `/search?q=${q}`;
  });
  // A few at a time, as a crawler or a script would send them.
  for (let i = 0; i < flood.length; i += 10) {
    await Promise.all(flood.slice(i, i + 10).map((path) => fetch(`${server.url}${path}`).then((r) => r.arrayBuffer())));
  }

  for (const path of POPULAR) expect(await cacheVerdict(path), path).toBe("hit");
}, 90_000);

test("the timeline view of the news is cached like the news", async () => {
  await cacheVerdict("/news?view=timeline&page=1");
  expect(await cacheVerdict("/news?view=timeline&page=1")).toBe("hit");
});
