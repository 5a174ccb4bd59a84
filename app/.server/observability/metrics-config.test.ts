import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { loadConfig } from "../config";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "rp-metrics-config-"));

describe("the /metrics access configuration", () => {
  test("by default only this machine may read the metrics, and no token is accepted", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).metrics).toEqual({ token: undefined, allowFrom: ["127.0.0.1", "::1"] });
  });

  test("METRICS_ALLOW_FROM takes addresses and ranges; METRICS_TOKEN a long enough secret", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      METRICS_ALLOW_FROM: "10.0.0.0/8, 192.0.2.7",
      METRICS_TOKEN: "a-long-enough-metrics-token",
    });
    expect(config.metrics).toEqual({ token: "a-long-enough-metrics-token", allowFrom: ["10.0.0.0/8", "192.0.2.7"] });
  });

  test("a malformed METRICS_ALLOW_FROM stops start-up with a line naming it", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_ALLOW_FROM: "10.0.0.0/8,prometheus.local" })).toThrow(
      /^Configuration error: METRICS_ALLOW_FROM must be IP addresses or CIDR ranges/,
    );
  });

  test("a short METRICS_TOKEN stops start-up without printing the token", () => {
    const attempt = () => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: "short" });
    expect(attempt).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(attempt).not.toThrow(/short"/);
  });
});
