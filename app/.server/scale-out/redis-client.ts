/**
 * The Redis connections of an instance that shares state with others (REDIS_URL): one for
 * commands and one for subscriptions (a subscribed connection can do nothing else).
 *
 * Commands fail at once while Redis is unreachable instead of queueing (no offline queue, a
 * one-second command timeout): every caller then fails safe (rate limits deny, see
 * redis-rate-limiter.ts), and pages, which need no Redis, keep being served. The client keeps
 * reconnecting in the background.
 */
import { Redis, type RedisOptions } from "ioredis";
import type { Logger } from "../logger";

export type RedisConnections = { commands: Redis; subscriber: Redis; close(): Promise<void> };

export async function connectRedis(
  config: { url: string; keyPrefix: string },
  logger: Logger,
): Promise<RedisConnections> {
  const options: RedisOptions = {
    keyPrefix: config.keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  };
  const commands = new Redis(config.url, options);
  // A subscriber must queue its SUBSCRIBE until connected, and re-subscribes after a reconnect.
  const subscriber = new Redis(config.url, { ...options, enableOfflineQueue: true, commandTimeout: undefined });
  let warned = false;
  for (const connection of [commands, subscriber]) {
    connection.on("error", (error: Error) => {
      // ioredis repeats the error on every retry: say it once per outage.
      if (!warned) logger.warn({ err: error.message }, "Redis unreachable: rate limits deny until it is back");
      warned = true;
    });
    connection.on("ready", () => {
      if (warned) logger.info("Redis reachable again");
      warned = false;
    });
  }
  await Promise.all(
    [commands, subscriber].map((connection) =>
      connection.connect().catch(() => {
        // Already reported by the error handler; the client goes on retrying.
      }),
    ),
  );
  return {
    commands,
    subscriber,
    async close() {
      await Promise.all(
        [commands, subscriber].map((connection) => connection.quit().catch(() => connection.disconnect())),
      );
    },
  };
}
