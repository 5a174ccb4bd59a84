/**
 * Keeps the page caches of several instances in step: when content changes on one, it
 * publishes on a Redis channel and every other instance drops its cache at once. Each instance
 * has its own cache (decision 009); only the "content changed" news is shared.
 *
 * If Redis is unreachable the news cannot travel: the other instances then show the old pages
 * until their fresh time (a minute) runs out. After a reconnection an instance drops its cache,
 * since it may have missed news meanwhile.
 */
import { randomUUID } from "node:crypto";
import type { Logger } from "../logger";
import type { PageCache } from "../page-cache/page-cache";
import type { RedisConnections } from "./redis-client";

export async function broadcastPageCacheInvalidations(
  cache: PageCache,
  redis: RedisConnections,
  channel: string,
  logger: Logger,
): Promise<void> {
  const instance = randomUUID();
  cache.onInvalidate((origin) => {
    if (origin !== "local") return;
    redis.commands.publish(channel, instance).catch((error: Error) => {
      logger.warn({ err: error.message }, "content change could not be announced to other instances (Redis)");
    });
  });
  redis.subscriber.on("message", (from: string, sender: string) => {
    if (from === channel && sender !== instance) cache.invalidate("peer");
  });
  let connectedBefore = redis.subscriber.status === "ready";
  redis.subscriber.on("ready", () => {
    if (connectedBefore) cache.invalidate("peer");
    connectedBefore = true;
  });
  const subscribed = redis.subscriber.subscribe(channel).catch((error: Error) => {
    logger.warn({ err: error.message }, "could not subscribe to content changes (Redis)");
  });
  // Connected: start serving only once subscribed, so no news is missed. Not connected: the
  // subscription waits for the connection (ioredis queues it) while pages are served.
  if (redis.subscriber.status === "ready") await subscribed;
}
