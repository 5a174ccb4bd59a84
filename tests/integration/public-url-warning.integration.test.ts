/**
 * A production server without PUBLIC_URL calls itself http://localhost:<port> in SMS
 * texts and the PDF footer. It still starts (the quick start runs in production mode on a laptop)
 * but says so in one log line at start; with PUBLIC_URL set it says nothing about it.
 */
import { describe, expect, test } from "vitest";
import { createSite, startServer } from "../support/production-site";
import { testDatabaseUrl } from "../support/test-server";

/** Starts the built server in production, waits until it answers /healthz, stops it; returns its output. */
async function outputOfProductionStart(env: Record<string, string>): Promise<string> {
  const site = await createSite();
  try {
    const server = await startServer(site, env);
    await server.stop();
    return server.output();
  } finally {
    await site.remove();
  }
}

// Configuration is read before any database is opened: the PostgreSQL pass would repeat it unchanged.
describe.skipIf(Boolean(testDatabaseUrl))("PUBLIC_URL in production", () => {
  test(
    "unset, the server starts and logs one line naming PUBLIC_URL and the address it uses instead",
    { timeout: 60_000 },
    async () => {
      const output = await outputOfProductionStart({});
      const lines = output.split("\n").filter((line) => line.includes("PUBLIC_URL"));
      expect(lines, output).toHaveLength(1);
      expect(lines[0]).toContain("PUBLIC_URL is not set");
      expect(lines[0]).toContain("http://localhost:");
    },
  );

  test("set, nothing is said about it", { timeout: 60_000 }, async () => {
    const output = await outputOfProductionStart({ PUBLIC_URL: "https://railwaypolice.example.in" });
    expect(output).not.toContain("PUBLIC_URL");
  });
});
