/**
 * Large bodies are read a few at a time (server/upload-gate.ts): posts that carry files wait their
 * turn before a byte of theirs is read, and once the queue is full the next is answered 503 with
 * Retry-After at once, in the visitor's language for the JSON API, while pages and small form
 * posts go on as usual.
 */
import { connect, type Socket } from "node:net";
import { afterEach, expect, test } from "vitest";
import { MAX_WAITING_UPLOADS, UPLOAD_THRESHOLD_BYTES, UPLOADS_AT_ONCE } from "../../server/upload-gate";
import enErrors from "~/locales/en/errors";
import mrErrors from "~/locales/mr/errors";
import { useTestServer } from "../support/test-server";

const server = useTestServer();
const open: Socket[] = [];

afterEach(() => {
  for (const socket of open.splice(0)) socket.destroy();
});

/** A post of a large body that is sent only in part, as from a phone on a slow network: it holds its turn. */
async function slowUpload(path: string): Promise<{ socket: Socket; received: () => string }> {
  const { port, hostname } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  open.push(socket);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  const length = UPLOAD_THRESHOLD_BYTES * 2;
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
      `Content-Length: ${length}\r\n\r\n`,
  );
  socket.write(Buffer.alloc(1024, 97));
  return { socket, received: () => received };
}

const bigBody = () => new Uint8Array(UPLOAD_THRESHOLD_BYTES + 1024);

test("beyond the uploads being read and those waiting, the next is answered 503 at once; pages and small posts are not held", async () => {
  const holders = [];
  for (let n = 0; n < UPLOADS_AT_ONCE + MAX_WAITING_UPLOADS; n++) holders.push(await slowUpload("/complaint"));
  // Let the server take them in.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(holders.every((holder) => holder.received() === "")).toBe(true);

  const refused = await fetch(`${server.url}/complaint?lang=mr`, {
    method: "POST",
    headers: { "content-type": "application/octet-stream" },
    body: bigBody(),
  });
  expect(refused.status).toBe(503);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  const page = await refused.text();
  expect(page).toContain(enErrors.busy.title);
  expect(page).toContain(mrErrors.busy.title);

  const api = await fetch(`${server.url}/api/complaint/new`, {
    method: "POST",
    headers: { "content-type": "application/octet-stream", cookie: "lang=mr" },
    body: bigBody(),
  });
  expect(api.status).toBe(503);
  expect(await api.json()).toEqual({ message: mrErrors.busy.message });

  // A page and a form of typed fields need no upload turn.
  expect((await fetch(`${server.url}/`)).status).toBe(200);
  const small = await fetch(`${server.url}/complaint`, { method: "POST", body: new URLSearchParams({ a: "b" }) });
  expect(small.status).not.toBe(503);
  await small.arrayBuffer();

  // Once the slow senders give up, uploads are read again.
  for (const holder of holders) holder.socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const later = await fetch(`${server.url}/complaint`, {
    method: "POST",
    headers: { "content-type": "application/octet-stream" },
    body: bigBody(),
  });
  expect(later.status).not.toBe(503);
  await later.arrayBuffer();
});
