/**
 * public/sw.js's answer to a navigation, run in a sandbox with the browser's parts it uses stood
 * in for: it goes to the network, past the browser's HTTP cache (pages say stale-while-revalidate,
 * under which that cache would answer from a copy up to a minute old, so the first page after a
 * publish would be the old one), and offline it falls back to the page's last copy.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { expect, test, vi } from "vitest";

const SOURCE = readFileSync(path.resolve(import.meta.dirname, "../../public/sw.js"), "utf8");

type FetchEvent = {
  request: unknown;
  respondWith(answer: Promise<Response>): void;
  waitUntil(work: Promise<unknown>): void;
};

function startWorker(fetch: (request: unknown, init?: RequestInit) => Promise<Response>) {
  const listeners = new Map<string, (event: FetchEvent) => void>();
  const cache = { match: async () => undefined, put: async () => {}, delete: async () => true, keys: async () => [] };
  const caches = { open: async () => cache, match: vi.fn(async () => new Response("last copy")), keys: async () => [] };
  runInNewContext(SOURCE, {
    self: {
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      location: { origin: "https://site.test" },
    },
    caches,
    fetch,
    URL,
    URLSearchParams,
    Response,
  });
  return {
    caches,
    async navigate(url: string): Promise<Response> {
      let answer: Promise<Response> | undefined;
      listeners.get("fetch")!({
        request: { method: "GET", mode: "navigate", url },
        respondWith: (promise) => {
          answer = promise;
        },
        waitUntil: () => {},
      });
      return answer!;
    },
  };
}

test("a navigation goes to the network and has the browser's cache revalidate its copy first", async () => {
  const page = new Response("<h1>New</h1>", { headers: { "content-type": "text/html" } });
  const fetch = vi.fn(async (_request: unknown, _init?: RequestInit) => page);
  const worker = startWorker(fetch);
  expect(await worker.navigate("https://site.test/news")).toBe(page);
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(fetch.mock.calls[0]![1]).toMatchObject({ cache: "no-cache" });
});

test("offline, a navigation gets the page's last copy", async () => {
  const worker = startWorker(async () => {
    throw new TypeError("Failed to fetch");
  });
  expect(await (await worker.navigate("https://site.test/news")).text()).toBe("last copy");
});
