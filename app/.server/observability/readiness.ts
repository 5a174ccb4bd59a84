/**
 * Readiness (GET /readyz): whether this instance can do its work now, as opposed to liveness
 * (/healthz: the process answers). A load balancer stops sending visitors to an instance whose
 * database or Redis does not answer, without restarting it; it comes back by itself once they do.
 * The answer names the SMS provider, so an operator sees at a glance that codes really leave.
 */
import { sql } from "kysely";
import type { AppServices } from "../services";
import { missingSmsSettings } from "../sms/settings-check";

export type ReadinessCheck = { name: string; check: () => Promise<void> };

export type Readiness = { ready: true } | { ready: false; failed: string[] };

/** Long enough for a busy database, short enough for a load balancer's probe (often 5 s). */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * The one place that says what "ready" means: the database, Redis when one is configured, and an
 * SMS provider with every setting it needs (a real provider missing its key or a template id would
 * refuse every citizen's code).
 */
export function readinessChecks(services: AppServices): ReadinessCheck[] {
  const checks: ReadinessCheck[] = [
    {
      name: "database",
      check: async () => {
        await sql`select 1`.execute(services.db);
      },
    },
    {
      name: "sms",
      check: async () => {
        const missing = missingSmsSettings(services.config.sms);
        if (missing.length > 0) throw new Error(`SMS settings missing: ${missing.join(", ")}`);
      },
    },
  ];
  const redis = services.redis;
  if (redis) {
    checks.push({
      name: "redis",
      check: async () => {
        await redis.ping();
      },
    });
  }
  return checks;
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
