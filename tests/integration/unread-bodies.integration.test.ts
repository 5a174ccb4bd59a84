/**
 * A request whose body the server answers without reading (a 419, 405, 404 or 415) must not leave
 * its keep-alive connection dead: behind nginx's upstream keep-alive, the next visitor sent down
 * that connection would wait a minute for a 504 (security review: high).
 */
import { connect, type Socket } from "node:net";
import { describe, expect, test } from "vitest";
import { useTestServer } from "../support/test-server";

const server = useTestServer();

/**
 * One keep-alive connection; `exchange` writes a request, its body in pieces as a visitor on a
 * slow network sends it (the server answers before the last piece arrives), and waits for one
 * whole answer.
 */
async function openConnection(): Promise<{ exchange: (request: Buffer) => Promise<string>; socket: Socket }> {
  const { port, hostname } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  const answer = () =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        socket.off("data", check);
        reject(new Error(`no complete answer within 5 s; received: ${received.slice(0, 200) || "(nothing)"}`));
      }, 5_000);
      function check() {
        const end = received.indexOf("\r\n\r\n");
        if (end < 0) return;
        const head = received.slice(0, end);
        const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? "0");
        const chunked = /transfer-encoding: *chunked/i.test(head);
        const complete = chunked ? received.endsWith("0\r\n\r\n") : received.length >= end + 4 + length;
        if (!complete) return;
        clearTimeout(timer);
        socket.off("data", check);
        resolve(received);
      }
      socket.on("data", check);
      check();
    });
  const exchange = async (request: Buffer) => {
    received = "";
    const answered = answer();
    for (let offset = 0; offset < request.length; offset += PIECE_BYTES) {
      if (socket.destroyed) break;
      socket.write(request.subarray(offset, offset + PIECE_BYTES));
      if (request.length > PIECE_BYTES) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return answered;
  };
  return { exchange, socket };
}

const PIECE_BYTES = 16 * 1024;

const host = () => new URL(server.url).host;

function post(path: string, contentType: string, body: Buffer): Buffer {
  const head =
    `POST ${path} HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: ${contentType}\r\n` +
    `Content-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, "latin1"), body]);
}

const healthz = () => Buffer.from(`GET /healthz HTTP/1.1\r\nHost: ${host()}\r\nConnection: keep-alive\r\n\r\n`);

const big = (size: number, fill: string) => Buffer.alloc(size, fill);

describe("a body the server does not read", () => {
  const cases: Array<[string, string, string, Buffer]> = [
    ["a JSON post to a page (419)", "/news", "application/json", Buffer.from(`{"a":"${"x".repeat(200_000)}"}`)],
    ["a text post to a page (419)", "/news", "text/plain", big(200_000, "a")],
    ["a post to an unknown API path (404)", "/api/no-such-thing", "application/json", big(200_000, " ")],
    ["a form post to a page without an action", "/about-us", "application/x-www-form-urlencoded", big(200_000, "a")],
  ];

  test.each(cases)("%s leaves the connection usable for the next request", async (_name, path, type, body) => {
    const { exchange, socket } = await openConnection();
    try {
      const first = await exchange(post(path, type, body));
      expect(first).toMatch(/^HTTP\/1\.1 [45]\d\d /);
      // Either the server said it closes the connection, or the same connection answers again.
      if (/\r\nconnection: *close\r\n/i.test(first)) return;
      const second = await exchange(healthz());
      expect(second).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      socket.destroy();
    }
  });

  test("a body over the drain limit gets its answer and a closed connection, not a reset", async () => {
    const { exchange, socket } = await openConnection();
    try {
      const first = await exchange(post("/news", "text/plain", big(2 * 1024 * 1024, "a")));
      expect(first).toMatch(/^HTTP\/1\.1 419 /);
      expect(first).toMatch(/\r\nconnection: *close\r\n/i);
    } finally {
      socket.destroy();
    }
  });

  test("a small unread body keeps the connection open for the next request", async () => {
    const { exchange, socket } = await openConnection();
    try {
      const first = await exchange(post("/news", "application/json", Buffer.from('{"a":1}')));
      expect(first).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(first).not.toMatch(/\r\nconnection: *close\r\n/i);
      expect(await exchange(healthz())).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      socket.destroy();
    }
  });
});
