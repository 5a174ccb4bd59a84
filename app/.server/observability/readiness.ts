/**
 * Readiness (GET /readyz): whether this instance can do its work now, as opposed to liveness
 * (/healthz: the process answers). It is for a load balancer choosing where to send visitors, so it
 * fails only for what makes this instance worse than its peers: its own settings (an SMS provider
 * missing a setting refuses every citizen's code) or, with Redis answering, not hearing the other
 * instances' content changes. What the instances share (the database, Redis, the file storage)
 * is reported but does not fail it: when one of those is down it is down for every instance, and
 * a balancer that took them all out would turn an outage in which pages can still be served (the
 * page cache, the bilingual 503 of a form) into a dark site. GET /readyz/dependencies fails for any
 * of them, for monitoring and alerts. The answer names the SMS provider, so an operator sees at a
 * glance that codes really leave.
 */
import { randomUUID } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import type { AppServices } from "../services";
import { missingSmsSettings } from "../sms/settings-check";
import { DATA_FILE_MODE, DATA_FOLDER_MODE } from "../storage/file-modes";

/**
 * `shared`: a dependency every instance shares (its failure is reported, not held against this
 * instance by /readyz); otherwise the instance's own.
 */
export type ReadinessCheck = { name: string; shared?: boolean; check: () => Promise<void> };

export type Readiness = { ready: true } | { ready: false; failed: string[] };

/** Long enough for a busy database, short enough for a load balancer's probe (often 5 s). */
export const READINESS_TIMEOUT_MS = 2_000;

/** The folder of STORAGE_DIR the storage check writes a small file into and removes. */
export const STORAGE_PROBE_FOLDER = ".readiness";

/**
 * The one place that says what "ready" means: the database, Redis when one is configured, the
 * file storage, an SMS provider with every setting it needs, and (with Redis) the subscription to
 * the other instances' content changes.
 */
export function readinessChecks(services: AppServices): ReadinessCheck[] {
  const checks: ReadinessCheck[] = [
    {
      name: "database",
      shared: true,
      check: async () => {
        await sql`select 1`.execute(services.db);
      },
    },
    {
      name: "storage",
      shared: true,
      check: () => storageWritable(services.config.storageDir),
    },
    {
      name: "sms",
      check: async () => {
        const missing = missingSmsSettings(services.config.sms);
        if (missing.length > 0) throw new Error(`SMS settings missing: ${missing.join(", ")}`);
      },
    },
  ];
  const { redis, contentChanges } = services;
  if (redis) {
    checks.push({
      name: "redis",
      shared: true,
      check: async () => {
        await redis.ping();
      },
    });
  }
  if (redis && contentChanges) {
    checks.push({
      name: "content-changes",
      check: async () => {
        if (contentChanges.subscribed()) return;
        // Redis down is the "redis" check's news, and every instance's: only an instance that
        // reaches Redis and still does not listen is worse than its peers.
        const reachable = await redis.ping().then(
          () => true,
          () => false,
        );
        if (reachable) throw new Error("not subscribed to content changes");
      },
    });
  }
  return checks;
}

/** Writes and removes a small file in the storage folder: what an upload needs to work. */
async function storageWritable(storageDir: string): Promise<void> {
  const folder = path.join(storageDir, STORAGE_PROBE_FOLDER);
  await mkdir(folder, { recursive: true, mode: DATA_FOLDER_MODE });
  const file = path.join(folder, randomUUID());
  await writeFile(file, "ok", { mode: DATA_FILE_MODE });
  await unlink(file);
}

/** What every readiness answer says besides its verdict: which SMS provider sends the codes. */
export function readinessDetails(services: AppServices): { sms: string } {
  return { sms: services.config.sms.provider };
}

/** Runs every check at once, each bounded by `timeoutMs`; names the ones that failed or hung. */
export async function checkReadiness(checks: ReadinessCheck[], timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  const outcomes = await Promise.all(
    checks.map(async ({ name, check }) => ({ name, ok: await withinTimeout(check, timeoutMs) })),
  );
  const failed = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.name);
  return failed.length === 0 ? { ready: true } : { ready: false, failed };
}

async function withinTimeout(check: () => Promise<void>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    // A check that rejects after the timeout has already lost the race; its rejection is handled.
    return await Promise.race([
      check().then(
        () => true,
        () => false,
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
