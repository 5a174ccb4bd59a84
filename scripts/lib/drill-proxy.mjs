/**
 * The fault drill's TCP proxies in front of PostgreSQL and Redis: the instances reach both through
 * them, so that the drill can take a service away (as it restarts) without touching the real one,
 * which other processes on this machine share.
 *
 * tests/support/cuttable-proxy.ts is this class's TypeScript twin for the integration tests (they
 * cannot import an .mjs script easily); keep the two in step: a change to how a cut looks to the
 * app belongs in both. (They differ on purpose in one point: the twin keeps listening while cut and
 * closes new connections at once, where this one stops listening and new ones are refused.)
 */
import { createConnection, createServer } from "node:net";

/**
 * A TCP proxy in front of PostgreSQL or Redis. Cut, it stops listening and drops every open
 * connection, which is what the instances see while the service restarts: the connections they
 * had die and new ones are refused. Restored, it listens on the same port again.
 */
export class CuttableProxy {
  sockets = new Set();
  server = undefined;
  port = 0;

  constructor(host, upstreamPort) {
    this.host = host;
    this.upstreamPort = upstreamPort;
  }

  async start() {
    this.server = createServer((client) => {
      const upstream = createConnection({ host: this.host, port: this.upstreamPort });
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(this.port, "127.0.0.1", resolve);
    });
    this.port = this.server.address().port;
  }

  async cut() {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  restore() {
    return this.server ? Promise.resolve() : this.start();
  }
}
