import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express, { type Express } from "express";
import { expect, test } from "vitest";
import { createLogger, REDACTED_PATHS } from "~/.server/logger";
import { logRequest, logRequests, type RequestLogLine } from "./request-log";

/**
 * An app with the request log writing to `lines`, its routes added by `routes`, serving on a free
 * port while `use` runs.
 */
async function withLoggedApp(
  routes: (app: Express) => void,
  use: (base: string, lines: Record<string, unknown>[]) => Promise<void>,
) {
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
  routes(app);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await use(`http://127.0.0.1:${port}`, lines);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

test("a request's log line names its route and path but never its query string", async () => {
  await withLoggedApp(
    (app) => app.get("/news/:id", (_req, res) => void res.send("ok")),
    async (base, lines) => {
      const response = await fetch(`${base}/news/42?mobile=9876543210&otp=4821`);
      expect(response.status).toBe(200);
      await expect.poll(() => lines.length).toBe(1);
      expect(lines[0]).toMatchObject({
        msg: "request",
        method: "GET",
        route: "/news/:id",
        path: "/news/42",
        status: 200,
      });
      expect(JSON.stringify(lines[0])).not.toMatch(/9876543210|4821|\?/);
    },
  );
});

test("the secret in a delivery-report callback's path never reaches the log", async () => {
  await withLoggedApp(
    (app) => app.post("/sms/delivery/:provider/:secret", (_req, res) => void res.send("ok")),
    async (base, lines) => {
      const secret = "delivery-report-secret-0123456789abcdef";
      // Every spelling the router takes for the callback: its paths are not case-sensitive, and
      // a slash at the end is allowed.
      const spellings = [
        `/sms/delivery/msg91/${secret}`,
        `/SMS/DELIVERY/msg91/${secret}`,
        `/Sms/Delivery/MSG91/${secret}/`,
      ];
      for (const spelling of spellings) await (await fetch(`${base}${spelling}`, { method: "POST" })).text();
      await expect.poll(() => lines.length).toBe(spellings.length);
      for (const line of lines) {
        expect(line).toMatchObject({
          path: expect.stringMatching(/^\/sms\/delivery\/msg91\/\[secret\]\/?$/i),
          status: 200,
        });
        expect(JSON.stringify(line)).not.toContain(secret);
      }
    },
  );
});

test("the request line, written without the redaction pass, has no key the logger would redact", () => {
  // Every field of a line (the type makes a new one show up here), as the logger writes it.
  const line: Required<RequestLogLine> = { requestId: "id", method: "GET", route: "/", path: "/", status: 200, ms: 1 };
  const written: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(JSON.parse(chunk.toString("utf8")));
      done();
    },
  });
  logRequest(createLogger("info", stream), line);
  const keys = Object.keys(written[0]!);
  expect(keys).toEqual(expect.arrayContaining(Object.keys(line)));
  const redactedKeys = new Set(REDACTED_PATHS.map((path) => path.replace(/^\*\./, "")));
  expect(keys.filter((key) => redactedKeys.has(key))).toEqual([]);
});

test("the token of a status link never reaches the log: it opens a citizen's report for 30 days", async () => {
  await withLoggedApp(
    (app) => app.get("/status/:token", (_req, res) => void res.send("ok")),
    async (base, lines) => {
      const token = "k.tt0abc.AbCdEfGhIjKlMnOpQrStUv";
      await (await fetch(`${base}/status/${token}`)).text();
      await (await fetch(`${base}/status/${token}.data`)).text();
      await expect.poll(() => lines.length).toBe(2);
      expect(lines.map((line) => line.path)).toEqual(["/status/[token]", "/status/[token]"]);
      expect(JSON.stringify(lines)).not.toContain("AbCdEfGhIjKlMnOpQrStUv");
    },
  );
});
