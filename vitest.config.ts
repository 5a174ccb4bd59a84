import { defineConfig } from "vitest/config";

const alias = { "~": new URL("./app", import.meta.url).pathname };

/**
 * Integration files at a time, on either engine: each file boots the server in its own process,
 * and one at a time left a core idle. On PostgreSQL two took 8.2 minutes where one took over 12 on
 * the same machine (2026-11); each file has a schema of its own, and migrations read only their
 * own schema (app/.server/db/own-schema-dialect.ts), so one file's finishing cannot break
 * another's start. The unit project, which Vitest runs beside it, must have the same number.
 */
const WORKERS = 2;

/**
 * Three projects: unit tests beside the code, integration tests that boot the production build
 * over real HTTP on SQLite (or PostgreSQL when TEST_DATABASE_URL is set), and browser tests in the
 * system Chromium. `npm test` builds first, so the integration and e2e projects test what ships.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          // Worker threads start faster than forked processes: about 10 % off the unit run here
          // (measured side by side, 2026-11). Nothing in a unit test needs a process of its own.
          pool: "threads",
          maxWorkers: WORKERS,
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/unit/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "node_modules/**", "build/**"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["**/*.integration.test.ts"],
          maxWorkers: WORKERS,
          exclude: ["node_modules/**", "build/**"],
          environment: "node",
          testTimeout: 20_000,
          hookTimeout: 30_000,
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          // Load the production build with Node itself, exactly as `npm start` does, so it and
          // @react-router/express share one copy of react-router.
          server: { deps: { external: [/\/build[\w-]*\/server\//] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/e2e-global-setup.ts"],
          // A limit for a hung test, not a speed target: a test that walks admin screens at two
          // widths with axe took 25-31 s on a loaded CI machine, and 30 s failed it.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two browser files at a time: most of a browser test's time is spent waiting (for the
          // codes, autoplay, hydration), so a second one uses what the first leaves idle.
          fileParallelism: true,
          maxWorkers: 2,
          // After the unit and integration tests, not beside them: each kind then has the machine
          // to itself (Vitest also requires its own group for a project with its own maxWorkers).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
