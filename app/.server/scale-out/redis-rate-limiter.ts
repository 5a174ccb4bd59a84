/**
 * The rate limiter of app/.server/security/rate-limiter.ts on Redis, for several instances
 *: each bucket is a sorted set of event times; one Lua script checks every rule of every
 * bucket and counts the event in all of them, or in none, atomically (Redis runs a script alone),
 * so two instances cannot both let the one-too-many request through. Buckets expire on their own.
 *
 * Fails safe: while Redis cannot answer, every check denies, marked `unavailable` (the citizen is
 * told the service is busy and to try again in a minute), rather than letting an attacker through
 * unlimited.
 */
import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import type { Clock } from "../clock";
import type { Logger } from "../logger";
import type { LimitCheck, LimitResult, RateLimiter } from "../security/rate-limiter";

const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;
const RETRY_WHILE_UNREACHABLE_MS = 60_000;

/**
 * KEYS: the buckets. ARGV: now, the member to add, "1" to count the event or "0" to only check,
 * then for each bucket its number of rules followed by max and window (ms) of each rule.
 * Returns 0 when allowed, else how many ms until the tightest rule lets one more through.
 */
const CHECK_AND_COUNT = `
local now = tonumber(ARGV[1])
local member = ARGV[2]
local count_it = ARGV[3] == "1"
local at = 4
local retry = 0
for _, key in ipairs(KEYS) do
  local rules = tonumber(ARGV[at]); at = at + 1
  for _ = 1, rules do
    local max = tonumber(ARGV[at]); local window = tonumber(ARGV[at + 1]); at = at + 2
    local since = "(" .. (now - window)
    if redis.call("ZCOUNT", key, since, "+inf") >= max then
      local oldest = redis.call("ZRANGEBYSCORE", key, since, "+inf", "WITHSCORES", "LIMIT", 0, 1)
      local wait = tonumber(oldest[2]) + window - now
      if wait > retry then retry = wait end
    end
  end
end
if retry > 0 or not count_it then return retry end
for _, key in ipairs(KEYS) do
  redis.call("ZADD", key, now, member)
  redis.call("ZREMRANGEBYSCORE", key, "-inf", now - ${LONGEST_WINDOW_MS})
  redis.call("PEXPIRE", key, ${LONGEST_WINDOW_MS})
end
return 0
`;

export function createRedisRateLimiter(redis: Redis, clock: Clock, logger: Logger): RateLimiter {
  const member = (now: number) => `${now}:${randomBytes(6).toString("base64url")}`;

  async function run(checks: readonly LimitCheck[], countIt: boolean): Promise<LimitResult> {
    const buckets = [...new Map(checks.map((check) => [check.bucket, check])).values()];
    const now = clock.now().getTime();
    const args: Array<string | number> = [now, member(now), countIt ? "1" : "0"];
    for (const { rules } of buckets) {
      args.push(rules.length);
      for (const rule of rules) args.push(rule.max, rule.windowMs);
    }
    try {
      const retryAfterMs = Number(
        await redis.eval(CHECK_AND_COUNT, buckets.length, ...buckets.map((check) => `limit:${check.bucket}`), ...args),
      );
      return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
    } catch (error) {
      logger.warn({ err: (error as Error).message }, "rate limit could not be checked (Redis): denied");
      return { allowed: false, retryAfterMs: RETRY_WHILE_UNREACHABLE_MS, unavailable: true };
    }
  }

  return {
    consume: (checks) => run(checks, true),
    check: (checks) => run(checks, false),
    async record(bucket) {
      // An event with no rule to pass: counted for later checks of the same bucket.
      await run([{ bucket, rules: [] }], true);
    },
    async purge() {
      // Every bucket carries an expiry, and each count trims what is older than a day.
    },
  };
}
