/**
 * What operators see of a running instance over real HTTP: liveness at /healthz,
 * readiness at /readyz (the database, and Redis when configured), and the Prometheus metrics at
 * /metrics, which only the configured addresses or the holder of the token may read, and which
 * count requests by route (never by raw path), the page cache, SMS and one-time-code outcomes.
 */
import { rmSync, writeFileSync } from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { startTestServer, TestClock, useTestServer } from "../support/test-server";
import {
  CITIZEN_ENV,
  CitizenBrowser,
  freshMobile,
  json,
  lastCode,
  personAt,
  postSuggestion,
  wrongCode,
} from "./citizen-support";

const TOKEN = "metrics-token-for-the-integration-tests";
/** Prometheus's address in these tests (TEST-NET-3, RFC 5737); this machine is not on the list. */
const PROMETHEUS_RANGE = "203.0.113.0/24";
const PROMETHEUS = "203.0.113.9";
/** The machine's own Redis, as in the scale-out tests. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const clock = new TestClock();
const server = useTestServer({ ...CITIZEN_ENV, METRICS_ALLOW_FROM: PROMETHEUS_RANGE, METRICS_TOKEN: TOKEN }, { clock });

/** /metrics as a visitor from `address` (the test server trusts one proxy hop) would ask for it. */
function metricsFrom(address: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/metrics`, { headers: { "x-forwarded-for": address, ...headers } });
}

async function scrape(): Promise<Sample[]> {
  const response = await metricsFrom(PROMETHEUS);
  expect(response.status).toBe(200);
  return parseExposition(await response.text());
}

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition (comments skipped). */
function parseExposition(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not an exposition line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, name, value]) => [name!, value!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The sum of the samples of `name` whose labels include `labels`. */
function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name)
    .filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

describe("health", () => {
  test("/healthz answers 200 as long as the process answers", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("/readyz answers 200 while the database answers, naming the SMS provider", async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", sms: "outbox" });
  });

  test("once the database is gone /readyz/dependencies answers 503 naming it, /readyz 200 'degraded', /healthz 200", async () => {
    const own = await startTestServer();
    try {
      await own.services.db.destroy();
      const dependencies = await fetch(`${own.url}/readyz/dependencies`);
      expect(dependencies.status).toBe(503);
      expect(await dependencies.json()).toEqual({ status: "unavailable", failed: ["database"], sms: "outbox" });
      // Every instance shares the database: a balancer following /readyz keeps them all, and the
      // page cache and the site's own 503 pages keep answering.
      const ready = await fetch(`${own.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: "degraded", unavailable: ["database"], sms: "outbox" });
      // Restarting the process would not bring the database back: liveness stays green.
      expect((await fetch(`${own.url}/healthz`)).status).toBe(200);
    } finally {
      // Destroying the database twice is harmless: close() still stops the server and cleans up.
      await own.close();
    }
  });

  test("storage that cannot be written is named by both checks, and fails only /readyz/dependencies", async () => {
    const own = await startTestServer();
    try {
      // A file where the storage folder should be: nothing can be written under it.
      rmSync(own.services.config.storageDir, { recursive: true, force: true });
      writeFileSync(own.services.config.storageDir, "not a folder");
      const dependencies = await fetch(`${own.url}/readyz/dependencies`);
      expect(dependencies.status).toBe(503);
      expect(await dependencies.json()).toMatchObject({ failed: ["storage"] });
      expect(await (await fetch(`${own.url}/readyz`)).json()).toMatchObject({
        status: "degraded",
        unavailable: ["storage"],
      });
    } finally {
      rmSync(own.services.config.storageDir, { force: true });
      await own.close();
    }
  });
});

describe("readiness with Redis configured", () => {
  test("/readyz answers 200 while both the database and Redis answer", async () => {
    const own = await startTestServer({ REDIS_URL, REDIS_KEY_PREFIX: "rp-test-readyz:" });
    try {
      const response = await fetch(`${own.url}/readyz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "ok", sms: "outbox" });
    } finally {
      await own.close();
    }
  });

  test("Redis not answering: /readyz/dependencies answers 503 naming it, /readyz 200 'degraded'", async () => {
    // Nothing listens on port 1: PING fails at once.
    const own = await startTestServer({ REDIS_URL: "redis://127.0.0.1:1" });
    try {
      const dependencies = await fetch(`${own.url}/readyz/dependencies`);
      expect(dependencies.status).toBe(503);
      expect(await dependencies.json()).toEqual({ status: "unavailable", failed: ["redis"], sms: "outbox" });
      const ready = await fetch(`${own.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: "degraded", unavailable: ["redis"], sms: "outbox" });
      expect((await fetch(`${own.url}/healthz`)).status).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe("access to /metrics", () => {
  test("by default this machine may read the metrics without a token", async () => {
    const own = await startTestServer();
    try {
      const response = await fetch(`${own.url}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await response.text()).toContain("# TYPE http_requests_total counter");
    } finally {
      await own.close();
    }
  });

  test("an address outside METRICS_ALLOW_FROM without a token gets the site's ordinary 404", async () => {
    const refused = await fetch(`${server.url}/metrics`, { headers: { accept: "text/html" } });
    const unknown = await fetch(`${server.url}/no-such-page`, { headers: { accept: "text/html" } });
    expect(refused.status).toBe(404);
    expect(refused.headers.get("content-type")).toBe(unknown.headers.get("content-type"));
    const body = await refused.text();
    expect(body).not.toContain("http_requests_total");
    expect(body).toContain("<title>");
  });

  test("the right bearer token opens /metrics from any address", async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toContain("# TYPE http_requests_total counter");
  });

  test("a wrong token, or the right one in the wrong scheme, is refused like no token", async () => {
    for (const authorization of [`Bearer ${TOKEN}x`, "Bearer x", `Basic ${TOKEN}`, TOKEN]) {
      const response = await fetch(`${server.url}/metrics`, { headers: { authorization } });
      expect(response.status, authorization).toBe(404);
    }
  });

  test("an address inside METRICS_ALLOW_FROM (req.ip, behind the trusted proxy) needs no token", async () => {
    expect((await metricsFrom(PROMETHEUS)).status).toBe(200);
    expect((await metricsFrom("198.51.100.20")).status).toBe(404);
  });
});

describe("what /metrics reports", () => {
  let samples: Sample[];
  let articleId: number;

  beforeAll(async () => {
    const article = await server.services.db
      .selectFrom("articles")
      .select("id")
      .where("kind", "=", "news")
      .where("published", "=", 1)
      .executeTakeFirstOrThrow();
    articleId = article.id;
    const reader = new CitizenBrowser(server.url);
    // Twice each: the first render fills the page cache, the second is a hit.
    for (const path of ["/", "/", "/news", "/news", `/news/${articleId}`, `/news/${articleId}?utm_source=sms`]) {
      expect((await reader.get(path)).status).toBe(200);
    }

    // A citizen's suggestion confirmed with a code, after one wrong guess.
    const citizen = await personAt(server, clock, "/");
    const mobile = freshMobile();
    const created = await json(await postSuggestion(citizen, mobile));
    const id = String((created.suggestion as { id: number }).id);
    const code = lastCode(server, mobile);
    const wrong = await json(await citizen.api("/api/suggestion/verify", { suggestion_id: id, otp: wrongCode(code) }));
    expect(wrong.otp_verification).toBe("failed");
    const right = await json(await citizen.api("/api/suggestion/verify", { suggestion_id: id, otp: code }));
    expect(right.otp_verification).toBe("successful");

    samples = await scrape();
  });

  test("requests are counted by route id, method and status", () => {
    expect(
      total(samples, "http_requests_total", { route: "main", method: "GET", status: "200" }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      total(samples, "http_requests_total", { route: "routes/articles/news-article", method: "GET", status: "200" }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      total(samples, "http_requests_total", { route: "routes/api/suggestion-verify", method: "POST", status: "200" }),
    ).toBe(2);
  });

  test("no route label is a raw path: no article id, no query string", () => {
    const routes = new Set(samples.filter((s) => s.name === "http_requests_total").map((s) => s.labels.route!));
    for (const route of routes) {
      expect(route).not.toContain("?");
      expect(route).not.toContain(String(articleId));
      expect(route).not.toMatch(/^\/news/);
    }
  });

  test("latency is a histogram in seconds by route, with buckets, a sum and a count", () => {
    const buckets = samples.filter(
      (s) => s.name === "http_request_duration_seconds_bucket" && s.labels.route === "main",
    );
    expect(buckets.map((s) => s.labels.le)).toContain("+Inf");
    expect(buckets.length).toBeGreaterThan(5);
    const count = total(samples, "http_request_duration_seconds_count", { route: "main" });
    expect(count).toBeGreaterThanOrEqual(2);
    expect(buckets.find((s) => s.labels.le === "+Inf")?.value).toBe(count);
    expect(total(samples, "http_request_duration_seconds_sum", { route: "main" })).toBeGreaterThan(0);
  });

  test("the page cache's hits and misses are counted, and its size is reported", () => {
    expect(total(samples, "page_cache_responses_total", { result: "miss" })).toBeGreaterThanOrEqual(1);
    expect(total(samples, "page_cache_responses_total", { result: "hit" })).toBeGreaterThanOrEqual(1);
    expect(total(samples, "page_cache_entries")).toBeGreaterThan(0);
    expect(total(samples, "page_cache_bytes")).toBeGreaterThan(0);
  });

  test("SMS are counted by provider, purpose and outcome", () => {
    expect(
      total(samples, "sms_messages_total", { provider: "outbox", purpose: "suggestion", outcome: "sent" }),
    ).toBeGreaterThanOrEqual(1);
    expect(total(samples, "sms_messages_total", { outcome: "failed" })).toBe(0);
  });

  test("one-time-code checks are counted by purpose and outcome", () => {
    expect(total(samples, "otp_verifications_total", { purpose: "suggestion", outcome: "wrong_code" })).toBe(1);
    expect(total(samples, "otp_verifications_total", { purpose: "suggestion", outcome: "success" })).toBe(1);
  });

  test("the Node process metrics are there too", () => {
    expect(total(samples, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === "nodejs_heap_size_used_bytes")).toBe(true);
  });
});
