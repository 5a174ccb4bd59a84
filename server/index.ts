/**
 * The process: reads configuration, builds the application, listens, and shuts down gracefully.
 * `node build/index.js` runs the production build; `tsx server/index.ts --dev` runs Vite's dev
 * server in the same process for development.
 */
import { createServer, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import type { ViteDevServer } from "vite";
import type * as AppModuleNamespace from "./app";

type AppModule = typeof AppModuleNamespace;

// V8 lets the old generation grow to about four times what survived the last full collection
// before collecting again; under a burst of renders that left the process at 300 MB for 45 MB of
// live objects. Growing by half as much keeps it near 190 MB for a few per cent of render
// throughput (docs/performance.md). Read at every collection, so it applies from here on.
setFlagsFromString("--heap-growing-percent=50");

const here = path.dirname(fileURLToPath(import.meta.url));
const development = process.argv.includes("--dev");
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let vite: ViteDevServer | undefined;
  let appModule: AppModule;
  if (development) {
    const { createServer: createViteServer } = await import("vite");
    vite = await createViteServer({ server: { middlewareMode: true } });
    appModule = (await vite.ssrLoadModule("./server/app.ts")) as AppModule;
  } else {
    // In the build this file is build/index.js beside build/server and build/client.
    appModule = (await import(path.join(here, "server/index.js"))) as AppModule;
  }

  let config;
  try {
    config = appModule.loadConfig();
  } catch (error) {
    if (error instanceof Error && error.name === "ConfigError") {
      // Before the logger exists: one plain line naming the variable, as the contract promises.
      // eslint-disable-next-line no-console
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const { app, services, handle } = await appModule.createApp(config, {
    clientDir: vite ? undefined : path.join(here, "client"),
    build: vite ? () => vite.ssrLoadModule("virtual:react-router/server-build") as never : undefined,
  });
  const publicUrlProblem = appModule.publicUrlWarning(config);
  if (publicUrlProblem) services.logger.warn(publicUrlProblem);
  // Answers not yet sent. Once shutting down, every answer ends its connection: keep-alive clients
  // (browsers, a proxy) would otherwise hold the server open until the grace period runs out.
  const unanswered = new Set<ServerResponse>();
  let stopping = false;
  const server = createServer((req, res) => {
    unanswered.add(res);
    res.once("close", () => {
      unanswered.delete(res);
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
    if (stopping) res.setHeader("Connection", "close");
    if (vite) vite.middlewares(req, res, () => app(req, res));
    else handle(req, res);
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  // An address this machine does not have, or a port in use: one line saying so, not a stack.
  server.once("error", (error: NodeJS.ErrnoException) => {
    if (server.listening) return;
    services.logger.fatal(
      { host: config.host, port: config.port, reason: error.code ?? error.message },
      `cannot listen on ${config.host}:${config.port} (${error.code ?? error.message}): check HOST and PORT`,
    );
    process.exit(error.code === "EADDRINUSE" ? 1 : 78);
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    services.logger.info({ port, database: config.database.kind }, `listening on http://localhost:${port}`);
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    for (const res of unanswered) if (!res.headersSent) res.setHeader("Connection", "close");
    services.logger.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => {
      services.logger.warn("requests still open after the grace period; closing them");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      const closed = async () => {
        await services
          .close()
          .catch((error: unknown) => services.logger.error({ err: error }, "closing services failed"));
        await vite?.close();
      };
      closed().then(
        () => process.exit(0),
        (error: unknown) => {
          services.logger.error({ err: error }, "shutting down failed");
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  // eslint-disable-next-line no-console -- start-up failed before (or while) the logger existed
  if (error instanceof Error && error.name === "DatabaseNeverAnswered") console.error(error.message);
  // eslint-disable-next-line no-console
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
