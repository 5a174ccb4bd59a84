import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { expect, test } from "vitest";
import { createLogger } from "~/.server/logger";
import { logRequests } from "./request-log";

test("a request's log line names its route and path but never its query string", async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString("utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line)),
      );
      done();
    },
  });
  const app = express();
  app.use(logRequests(createLogger("info", stream)));
  app.get("/status/:reference", (_req, res) => {
    res.send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/status/MRP-C-2025-000001?mobile=9876543210&otp=4821`);
    expect(response.status).toBe(200);
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({
      msg: "request",
      method: "GET",
      route: "/status/:reference",
      path: "/status/MRP-C-2025-000001",
      status: 200,
    });
    expect(JSON.stringify(lines[0])).not.toMatch(/9876543210|4821|\?/);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test("the secret in a delivery-report callback's path never reaches the log", async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString("utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line)),
      );
      done();
    },
  });
  const app = express();
  app.use(logRequests(createLogger("info", stream)));
  app.post("/sms/delivery/:provider/:secret", (_req, res) => {
    res.send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const secret = "delivery-report-secret-0123456789abcdef";
    await (await fetch(`http://127.0.0.1:${port}/sms/delivery/msg91/${secret}`, { method: "POST" })).text();
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({ path: "/sms/delivery/msg91/[secret]", status: 200 });
    expect(JSON.stringify(lines[0])).not.toContain(secret);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
