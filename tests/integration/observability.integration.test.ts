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
  afterFillTime,
  CITIZEN_ENV,
  CitizenBrowser,
  freshMobile,
  json,
  lastCode,
  SAMPLE,
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
