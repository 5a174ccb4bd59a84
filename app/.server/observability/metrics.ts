/**
 * The application's Prometheus metrics (served at /metrics, server/middleware/metrics.ts). Each
 * application gets a registry of its own rather than prom-client's global one, so that several
 * applications in one process (the integration tests start many) never register a metric twice.
 *
 * Labels are kept to small, fixed sets: a route label is a route id, never a raw path (an article
 * id or a query string per series would grow the series without bound).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { PageCacheStats } from "../page-cache/page-cache";

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(sources: { pageCacheStats: () => PageCacheStats }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpRequests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by route id, method and status code.",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from the request's arrival to the last byte of the answer, by route id.",
    labelNames: ["route"] as const,
    // From a page-cache hit (about a millisecond) to a slow render on a loaded database.
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCacheResponses = new Counter({
    name: "page_cache_responses_total",
    help: "Answers that passed through the page cache, by its X-Cache verdict (hit, miss, stale, stale-if-error, bypass).",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "page_cache_entries",
    help: "Pages (and not-cacheable markers) held in the page cache.",
    registers: [registry],
    collect() {
      this.set(sources.pageCacheStats().entries);
    },
  });
  new Gauge({
    name: "page_cache_bytes",
    help: "Memory the page cache accounts for, in bytes.",
    registers: [registry],
    collect() {
      this.set(sources.pageCacheStats().bytes);
    },
  });
  const smsMessages = new Counter({
    name: "sms_messages_total",
    help: "SMS handed to the gateway, by provider, purpose and outcome: sent or failed when handed over; undelivered later, when the gateway's delivery report says the message did not reach the phone.",
    labelNames: ["provider", "purpose", "outcome"] as const,
    registers: [registry],
  });
  const otpVerifications = new Counter({
    name: "otp_verifications_total",
    help: "One-time-code checks, by purpose and outcome (success or the reason for refusal).",
    labelNames: ["purpose", "outcome"] as const,
    registers: [registry],
  });

  const rateLimitRefusals = new Counter({
    name: "rate_limit_refusals_total",
    help: "Requests the rate limits refused, by limit (the family of its buckets: otp-send, otp-send-status, otp-fail, staff-sign-in) and reason: limited (the requester reached a limit) or unavailable (the limits' store did not answer, so the request was refused to be safe: the server's fault).",
    labelNames: ["limit", "reason"] as const,
    registers: [registry],
  });

  return { registry, httpRequests, httpDuration, pageCacheResponses, smsMessages, otpVerifications, rateLimitRefusals };
}
