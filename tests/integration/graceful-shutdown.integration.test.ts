/**
 * Graceful shutdown of the production server (server/index.ts), as systemd or a container runtime
 * asks for it with SIGTERM: it stops accepting connections, lets the requests in flight finish
 * (within its grace period), closes the database and exits 0, so a deploy or a restart loses no
 * citizen's submission.
 */
import { existsSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { createSite, startServer, type ServerProcess, type Site } from "../support/production-site";
import { BROWSER } from "./citizen-support";
import { Citizen, REPORT_COLUMNS, waitForFillTime, type ReportRow } from "./operations-support";

let site: Site;
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server) await server.stop();
  await site?.remove();
});

type Answer = { status: number; connection: string | undefined; body: string };

/**
 * A slow upload, as from a phone on a crowded train: the headers and the first bytes of the
 * suggestion form now, the rest when `finish()` is called.
 */
function slowSuggestion(
  citizen: Citizen,
  agent: http.Agent,
): { sent: Promise<void>; finish(): void; answer: Promise<Answer> } {
  const body = new URLSearchParams(citizen.suggestionFields()).toString();
  const request = http.request(`${citizen.baseUrl}/api/suggestion/new`, {
    method: "POST",
    agent,
    headers: {
      ...BROWSER,
      accept: "application/json",
      "x-forwarded-for": citizen.address,
      "x-csrf-token": citizen.token,
      "x-form-opened": citizen.opened,
      "x-requested-with": "XMLHttpRequest",
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(Buffer.byteLength(body)),
      cookie: [...citizen.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
      );
    });
    request.on("error", reject);
  });
  // Resolves once the first bytes are with the operating system, on an established connection.
  const sent = new Promise<void>((resolve) => request.write(body.slice(0, 20), () => resolve()));
  return { sent, finish: () => request.end(body.slice(20)), answer };
}

function connect(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve();
    });
    socket.once("error", reject);
  });
}

/** Tries new connections until one is refused (the server stopped listening); false if none was within 5 s. */
async function refusesConnections(port: number): Promise<boolean> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const refused = await connect(port).then(
      () => false,
      (error: NodeJS.ErrnoException) => error.code === "ECONNREFUSED",
    );
    if (refused) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

test(
  "on SIGTERM the requests in flight finish, new connections are refused, and the server exits 0 with the database closed",
  { timeout: 30_000 },
  async () => {
    site = await createSite();
    server = await startServer(site);
    const citizens = await Promise.all([1, 2, 3].map(() => new Citizen(server!.url).start()));
    // Browsers keep connections open for the next request; neither an idle one nor one whose
    // answer is on its way may hold the shutdown up.
    const keepAlive = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) =>
      http
        .get(`${server!.url}/healthz`, { agent: keepAlive }, (response) => response.resume().on("end", resolve))
        .on("error", reject),
    );
    await waitForFillTime(Math.max(...citizens.map((citizen) => citizen.openedAt)));

    const uploads = citizens.map((citizen) => slowSuggestion(citizen, keepAlive));
    await Promise.all(uploads.map((upload) => upload.sent));
    // Connections are accepted in order: once a later one is answered, the server holds the
    // uploads' connections and is waiting for the rest of each form.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const stopping = server;
    stopping.child.kill("SIGTERM");

    // New connections are refused while the uploads are still in flight (they cannot finish yet).
    expect(await refusesConnections(stopping.port)).toBe(true);
    for (const upload of uploads) upload.finish();
    const answers = await Promise.all(uploads.map((upload) => upload.answer));
    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(200);
      // Told to hang up, so that the client does not send anything more to a server going away.
      expect(answer.connection).toBe("close");
    }
    expect(await stopping.exited).toEqual({ code: 0, signal: null });
    // Nothing was left to time out: the grace period never ran out (its warning is not logged).
    expect(stopping.output()).not.toMatch(/still open after the grace period|closing services failed/);
    keepAlive.destroy();
    if (site.engine === "sqlite") {
      // The last connection closed cleanly: SQLite checkpointed the WAL into the file and removed it.
      expect(existsSync(path.join(site.dataDir, "app.db-wal"))).toBe(false);
      expect(existsSync(path.join(site.dataDir, "app.db-shm"))).toBe(false);
    }

    // After a restart each of those submissions is there and its code confirms it.
    server = await startServer(site, {}, { port: stopping.port });
    const ids = answers.map((answer) => (JSON.parse(answer.body) as { suggestion: { id: number } }).suggestion.id);
    const references = await Promise.all(
      citizens.map((citizen, index) => citizen.confirmSuggestion(site.dataDir, ids[index]!)),
    );
    const rows = await site.query<ReportRow>(`select ${REPORT_COLUMNS} from citizen_reports order by id`);
    expect(rows.map((row) => [row.id, row.status, row.reference])).toEqual(
      ids.map((id, index) => [id, "received", references[index]]).sort((a, b) => Number(a[0]) - Number(b[0])),
    );
  },
);
