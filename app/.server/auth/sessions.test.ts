import { expect, test } from "vitest";
import {
  ABSOLUTE_TIMEOUT_MS,
  hashSessionId,
  IDLE_TIMEOUT_MS,
  isSessionToken,
  sessionState,
  summarizeUserAgent,
} from "./sessions";

const MINUTE = 60_000;
const start = Date.parse("2026-11-21T04:00:00.000Z");
const iso = (ms: number) => new Date(ms).toISOString();
const session = (lastSeen: number, revoked: string | null = null) => ({
  revoked_at: revoked,
  expires_at: iso(start + ABSOLUTE_TIMEOUT_MS),
  last_seen_at: iso(lastSeen),
});

test("the timeouts are 30 minutes idle and 12 hours in all", () => {
  expect(IDLE_TIMEOUT_MS).toBe(30 * MINUTE);
  expect(ABSOLUTE_TIMEOUT_MS).toBe(12 * 60 * MINUTE);
});

test("a session is active until 30 minutes pass without a request", () => {
  expect(sessionState(session(start), start + 29 * MINUTE)).toBe("active");
  expect(sessionState(session(start), start + 30 * MINUTE)).toBe("idle");
});

test("activity keeps a session alive, but never past 12 hours from sign-in", () => {
  const lastSeen = start + 11 * 60 * MINUTE + 50 * MINUTE;
  expect(sessionState(session(lastSeen), start + 11 * 60 * MINUTE + 59 * MINUTE)).toBe("active");
  expect(sessionState(session(lastSeen), start + 12 * 60 * MINUTE)).toBe("expired");
});

test("a revoked session is over whatever the clock says", () => {
  expect(sessionState(session(start, iso(start)), start + MINUTE)).toBe("revoked");
});

test("only what a session id looks like is looked up; the table keeps its SHA-256", () => {
  expect(isSessionToken("A".repeat(43))).toBe(true);
  for (const bad of [undefined, "", "A".repeat(42), "A".repeat(44), `${"A".repeat(42)}=`, `${"A".repeat(42)};`])
    expect(isSessionToken(bad)).toBe(false);
  expect(hashSessionId("A".repeat(43))).toMatch(/^[0-9a-f]{64}$/);
  expect(hashSessionId("A".repeat(43))).not.toContain("AAAA");
});

test("the user agent is kept short and printable", () => {
  expect(summarizeUserAgent("Mozilla/5.0 \u0000\u001b[31m" + "x".repeat(500))!.length).toBe(200);
  expect(summarizeUserAgent(null)).toBeNull();
});
