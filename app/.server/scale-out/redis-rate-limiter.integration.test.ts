import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createLogger } from "../logger";
import { createRedisRateLimiter } from "./redis-rate-limiter";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `rp-test-${randomBytes(4).toString("hex")}:`;
let redis: Redis;
let time = Date.parse("2026-11-24T10:00:00Z");
const clock = { now: () => new Date(time) };
const logger = createLogger("silent");

beforeAll(() => {
  redis = new Redis(REDIS_URL, { keyPrefix: prefix });
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
  redis.disconnect();
});

const bucket = () => `test:${randomBytes(6).toString("hex")}`;

describe("the Redis rate limiter", () => {
  test("counts within each window and says when the next event is allowed", async () => {
    const limiter = createRedisRateLimiter(redis, clock, logger);
    const checks = [{ bucket: bucket(), rules: [{ max: 2, windowMs: 60_000 }] }];
    expect(await limiter.consume(checks)).toEqual({ allowed: true });
    time += 10_000;
    expect(await limiter.consume(checks)).toEqual({ allowed: true });
    time += 10_000;
    expect(await limiter.consume(checks)).toEqual({ allowed: false, retryAfterMs: 40_000 });
    time += 40_000;
    expect(await limiter.consume(checks)).toEqual({ allowed: true });
  });

  test("counts in every bucket or in none", async () => {
    const limiter = createRedisRateLimiter(redis, clock, logger);
    const full = { bucket: bucket(), rules: [{ max: 1, windowMs: 60_000 }] };
    const open = { bucket: bucket(), rules: [{ max: 1, windowMs: 60_000 }] };
    await limiter.consume([full]);
    expect((await limiter.consume([full, open])).allowed).toBe(false);
    expect((await limiter.check([open])).allowed).toBe(true);
  });

  test("two instances asking at the same moment never let one too many through", async () => {
    const limiters = [createRedisRateLimiter(redis, clock, logger), createRedisRateLimiter(redis, clock, logger)];
    const checks = [{ bucket: bucket(), rules: [{ max: 3, windowMs: 60_000 }] }];
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => limiters[i % 2]!.consume(checks)));
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });

  test("recorded events count against later checks", async () => {
    const limiter = createRedisRateLimiter(redis, clock, logger);
    const name = bucket();
    for (let i = 0; i < 3; i += 1) await limiter.record(name);
    expect((await limiter.check([{ bucket: name, rules: [{ max: 3, windowMs: 60_000 }] }])).allowed).toBe(false);
  });

  test("denies while Redis cannot answer", async () => {
    const down = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    const limiter = createRedisRateLimiter(down, clock, logger);
    expect(await limiter.consume([{ bucket: bucket(), rules: [{ max: 100, windowMs: 60_000 }] }])).toEqual({
      allowed: false,
      retryAfterMs: 60_000,
      unavailable: true,
    });
    down.disconnect();
  });
});
