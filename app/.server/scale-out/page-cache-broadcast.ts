/**
 * Keeps the page caches of several instances in step: when content changes on one, it
 * publishes on a Redis channel and every other instance drops its cache at once. Each instance
 * has its own cache (decision 009); only the "content changed" news is shared.
 *
 * If Redis is unreachable the news cannot travel: the other instances then show the old pages
 * until their fresh time (a minute) runs out. After a reconnection an instance drops its cache,
 * since it may have missed news meanwhile, and subscribes if it was not. /readyz says when an
 * instance that reaches Redis does not hear the news.
 */
import { randomUUID } from "node:crypto";
import type { Logger } from "../logger";
import type { PageCache } from "../page-cache/page-cache";
import type { RedisConnections } from "./redis-client";

/** Whether this instance hears other instances' content changes now. */
export type ContentChangeNews = { subscribed(): boolean };

export async function broadcastPageCacheInvalidations(
  cache: PageCache,
  redis: RedisConnections,
  channel: string,
  logger: Logger,
): Promise<ContentChangeNews> {
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

  // ioredis subscribes again by itself after a reconnection, but only to channels it had
  // subscribed to: an instance that started while Redis was down had none, and never heard
  // another instance's change. So every (re)connection subscribes unless that is known to hold.
  let subscribed = false;
  const subscribe = () =>
    redis.subscriber.subscribe(channel).then(
      () => {
        if (!subscribed) logger.info("listening for other instances' content changes (Redis)");
        subscribed = true;
      },
      (error: Error) => {
        subscribed = false;
        logger.warn(
          { err: error.message },
          "could not subscribe to content changes (Redis): trying again on reconnection",
        );
      },
    );
  redis.subscriber.on("end", () => (subscribed = false));
  redis.subscriber.on("close", () => (subscribed = false));
  let connectedBefore = redis.subscriber.status === "ready";
  redis.subscriber.on("ready", () => {
    // It may have missed news while it was away.
    if (connectedBefore) cache.invalidate("peer");
    connectedBefore = true;
    if (!subscribed) void subscribe();
  });
  // Connected: start serving only once subscribed, so no news is missed. Not connected: pages are
  // served meanwhile, and the subscription follows the connection.
  if (redis.subscriber.status === "ready") await subscribe();
  return { subscribed: () => subscribed };
}
