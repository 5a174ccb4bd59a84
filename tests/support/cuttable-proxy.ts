import { createConnection, createServer, type AddressInfo, type Server, type Socket } from "node:net";

/** A TCP proxy to PostgreSQL that can be cut and restored, as a database restart looks to the app. */
export class CuttableProxy {
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;
  private cut = false;
  port = 0;

  constructor(
    private readonly host: string,
    private readonly upstreamPort: number,
  ) {
    this.server = createServer((client) => {
      if (this.cut) {
        client.destroy();
        return;
      }
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
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Every open connection dies and new ones are closed at once, as when PostgreSQL goes down. */
  down() {
    this.cut = true;
    for (const socket of this.sockets) socket.destroy();
  }

  up() {
    this.cut = false;
  }

  async stop() {
    this.down();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
