import { expect, test } from "vitest";
import type { AddressInfo } from "node:net";
import express from "express";
import { createRenderGate, RenderQueueFull, rendersPage, waitForRenderTurn } from "./render-gate";

test("lets `limit` callers in at once and the rest in arrival order", async () => {
  const gate = createRenderGate(2);
  const order: number[] = [];
  const releases: Array<() => void> = [];
  const entries = [1, 2, 3, 4].map((n) =>
    gate.enter().then((release) => {
      order.push(n);
      releases.push(release);
    }),
  );
  await Promise.all(entries.slice(0, 2));
  await Promise.resolve();
  expect(order).toEqual([1, 2]);
  expect(gate.waiting()).toBe(2);

  releases[0]!();
  releases[0]!(); // a second release of the same turn changes nothing
  await entries[2];
  expect(order).toEqual([1, 2, 3]);
  expect(gate.waiting()).toBe(1);

  releases[1]!();
  releases[2]!();
  await entries[3];
  expect(order).toEqual([1, 2, 3, 4]);
  releases[3]!();
  // Everyone has left: the next two get in at once.
  const [a, b] = await Promise.all([gate.enter(), gate.enter()]);
  expect(gate.waiting()).toBe(0);
  a();
  b();
});

test("refuses at once when `maxWaiting` renders are already waiting, and takes callers again later", async () => {
  const gate = createRenderGate(1, 2);
  const first = await gate.enter();
  const waiting = [gate.enter(), gate.enter()];
  await expect(gate.enter()).rejects.toBeInstanceOf(RenderQueueFull);
  first();
  const second = await waiting[0]!;
  // One place is free again in the queue.
  const third = gate.enter();
  second();
  (await waiting[1]!)();
  (await third)();
  expect(gate.waiting()).toBe(0);
});

test("only page renders take turns: not form posts, not the JSON APIs", () => {
  expect(rendersPage({ method: "GET", path: "/news" })).toBe(true);
  expect(rendersPage({ method: "HEAD", path: "/admin" })).toBe(true);
  expect(rendersPage({ method: "POST", path: "/api/suggestion/new" })).toBe(false);
  expect(rendersPage({ method: "POST", path: "/complaint" })).toBe(false);
  expect(rendersPage({ method: "GET", path: "/api/news" })).toBe(false);
  expect(rendersPage({ method: "GET", path: "/iapi/front/news" })).toBe(false);
});

test("a page render that finds the queue full gets the busy answer at once", async () => {
  const gate = createRenderGate(1, 0);
  const held = await gate.enter();
  const app = express();
  app.use(waitForRenderTurn(gate, (_req, res) => void res.status(503).set("Retry-After", "5").end("busy")));
  app.use((_req, res) => void res.end("rendered"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const page = await fetch(`http://127.0.0.1:${port}/news`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    // A form post does not take a turn, so it is not refused either.
    const post = await fetch(`http://127.0.0.1:${port}/complaint`, { method: "POST" });
    expect(await post.text()).toBe("rendered");
  } finally {
    held();
    server.close();
  }
});
