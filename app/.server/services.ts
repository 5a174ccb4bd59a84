/**
 * Composes the application's services once per process. Routes receive them through the router
 * context (see context.ts), so tests can start the whole app against any database.
 */
import { createCitizenSessions, type CitizenSessions } from "./fir/accounts/citizen-sessions";
import { createCitizenReports, type CitizenReports } from "./reports/reports";
import { createPhotoDecodeQueue } from "./reports/photos";
import { whenDatabaseAnswers } from "./db/wait-for-database";
import type { Semaphore } from "./semaphore";
import { purgeStaleDrafts } from "./fir/fir-requests";
import { systemClock, type Clock } from "./clock";
import type { AppConfig } from "./config";
import { createLastUpdated, type LastUpdated } from "./content/last-updated";
import { createNewsFlashRepository } from "./content/news-flashes";
import { createOfficerRepository } from "./content/officers";
import { createPoliceStationRepository } from "./content/police-stations";
import { createSlowReads, type SlowReads } from "./db/slow-reads";
import { openDatabase, type Db } from "./db/connection";
import { migrateToLatest } from "./db/migrate";
import { loadDemoContentIfEmpty } from "./demo-content";
import { createLogger, type Logger } from "./logger";
import type { Redis } from "ioredis";
import { withStartupLock } from "./db/startup-lock";
import { watchContentWrites } from "./page-cache/content-write-watcher";
import { broadcastPageCacheInvalidations, type ContentChangeNews } from "./scale-out/page-cache-broadcast";
import { connectRedis } from "./scale-out/redis-client";
import { createRedisRateLimiter } from "./scale-out/redis-rate-limiter";
import { createPageCache, type PageCache } from "./page-cache/page-cache";
import { createOneTimeCodes, type OneTimeCodes } from "./otp/one-time-codes";
import { createCsrf, type Csrf } from "./security/csrf";
import { createDbRateLimiter, type RateLimiter } from "./security/rate-limiter";
import { indexStaticPages } from "./search/static-pages";
import { createSiteSearch, type SiteSearch } from "./search/search-service";
import { foundPropertyInSearch } from "./found-property/in-search";
import { holdingOn } from "./found-property/holding";
import { createDeliveryRecords, type DeliveryRecords } from "./sms/delivery-records";
import { trackDeliveries } from "./sms/delivery-tracking";
import { createSmsProvider, type SmsProvider } from "./sms/provider";
import { createLocalFileStorage, type FileStorage } from "./storage/file-storage";
import { createVisitorCounter, type VisitorCounter } from "./visitors/visitor-counter";
import { countCodeVerifications, countLimitRefusals, countSmsDeliveries } from "./observability/instrument";
import { createMetrics, type Metrics } from "./observability/metrics";

export type AppServices = {
  config: AppConfig;
  logger: Logger;
  db: Db;
  /** Reads that may take seconds (inbox word search, CSV export): off the request thread on SQLite. */
  slowReads: SlowReads;
  storage: FileStorage;
  csrf: Csrf;
  visitors: VisitorCounter;
  stations: ReturnType<typeof createPoliceStationRepository>;
  newsFlashes: ReturnType<typeof createNewsFlashRepository>;
  officers: ReturnType<typeof createOfficerRepository>;
  /** When the public content last changed, for the footer of every page. */
  lastUpdated: LastUpdated;
  /** Site search, each kind of item read as its domain allows the public. */
  search: SiteSearch;
  /** Anonymous public pages, rendered once for everybody; dropped when staff change content. */
  pageCache: PageCache;
  /** The Redis command connection when REDIS_URL is set (several instances), else undefined. */
  redis: Redis | undefined;
  /** With Redis: whether this instance hears the other instances' content changes. */
  contentChanges: ContentChangeNews | undefined;
  clock: Clock;
  limiter: RateLimiter;
  sms: SmsProvider;
  /** What became of each SMS a real gateway took (its delivery reports). */
  deliveries: DeliveryRecords;
  codes: OneTimeCodes;
  reports: CitizenReports;
  /** Turns for decoding the photos citizens attach to reports (reports/photos.ts). */
  photoDecodes: Semaphore;
  /** Signed-in citizens (FIR dashboard). */
  citizenSessions: CitizenSessions;
  /** Prometheus metrics of this application (its own registry), served at /metrics. */
  metrics: Metrics;
  /**
   * Removes expired drafts, codes and rate-limit events, and closed reports past retention, after
   * any purge already running. One starts in the background at start-up, then every 10 minutes.
   */
  purgeExpired(): Promise<void>;
  close(): Promise<void>;
};

export type ServiceOptions = {
  logger?: Logger;
  /** PostgreSQL schema to work in (tests isolate themselves this way). */
  searchPath?: string;
  /** The time (tests move it forward to expire codes). */
  clock?: Clock;
  /** Replaces the configured SMS provider (tests of gateway failures). */
  sms?: SmsProvider;
};

export async function createServices(config: AppConfig, options: ServiceOptions = {}): Promise<AppServices> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const clock = options.clock ?? systemClock;
  const pageCache = createPageCache({ maxBytes: config.pageCacheBytes, now: () => clock.now().getTime() });
  const db = openDatabase(config.database, { searchPath: options.searchPath }).withPlugin(
    watchContentWrites(() => pageCache.invalidate()),
  );
  const storage = createLocalFileStorage(config.storageDir);
  try {
    await whenDatabaseAnswers(
      () =>
        withStartupLock(db, async () => {
          const applied = await migrateToLatest(db, { schema: options.searchPath });
          if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");
          if (config.demoContent && (await loadDemoContentIfEmpty(db, storage))) {
            logger.info("demo content loaded into the empty database");
          }
          await indexStaticPages(db);
        }),
      { logger },
    );
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // On SQLite the counter has a connection of its own that never waits for a lock (a busy
  // database just means "try again next flush"), so counting can never hold up a page.
  const counterDb = config.database.kind === "sqlite" ? openDatabase(config.database, { busyTimeoutMs: 0 }) : db;
  const visitors = await createVisitorCounter(counterDb, logger);
  const slowReads = createSlowReads(config.database);
  // Several instances share their limits and their "content changed" news through Redis; one
  // instance keeps limits in its database (which PostgreSQL shares too, only slower).
  const redis = config.redis ? await connectRedis(config.redis, logger) : undefined;
  const limits = redis ? createRedisRateLimiter(redis.commands, clock, logger) : createDbRateLimiter(db, clock);
  const contentChanges =
    redis && config.redis
      ? await broadcastPageCacheInvalidations(
          pageCache,
          redis,
          `${config.redis.keyPrefix}page-cache-invalidated`,
          logger,
        )
      : undefined;
  const metrics = createMetrics({ pageCacheStats: () => pageCache.stats() });
  const limiter = countLimitRefusals(limits, metrics);
  // Counted and tracked once here, so every provider (and a test's stand-in) is treated the same way.
  const deliveries = createDeliveryRecords(db, clock);
  const sms = countSmsDeliveries(
    trackDeliveries(
      options.sms ?? createSmsProvider(config.sms, config.dataDir, logger),
      deliveries,
      config.sms.provider,
      logger,
    ),
    metrics,
    config.sms.provider,
  );
  const codes = countCodeVerifications(
    createOneTimeCodes({
      db,
      secret: config.appSecret,
      codeLength: config.otpLength,
      resendWaitMs: config.otpResendWaitMs,
      sendsPerAddress: config.otpSendsPerAddress,
      clock,
      limiter,
      sms,
      logger,
      deliveries,
    }),
    metrics,
  );
  const reports = createCitizenReports({
    db,
    clock,
    codes,
    sms,
    logger,
    publicUrl: config.publicUrl,
    retentionDays: config.reportRetentionDays,
    secret: config.appSecret,
  });
  const citizenSessions = createCitizenSessions({ db, clock });
  const purgeOnce = async (signal: AbortSignal) => {
    if (signal.aborted) return;
    try {
      await Promise.all([limiter.purge(), codes.purge(), citizenSessions.purge(), purgeStaleDrafts(db, clock.now())]);
      await deliveries.purge();
      const purged = await reports.purge(signal);
      if (purged.drafts + purged.closed > 0) logger.info(purged, "expired citizen data purged");
    } catch (error) {
      logger.warn({ err: error }, "purging expired data failed");
    }
  };
  // One purge at a time, each asked for after the one before it. The first runs in the background
  // from start-up: after an upgrade, a shorter retention period or a long stop it may have hundreds
  // of thousands of closed reports to delete (786,529 took 94 s at a decade of data), and the site
  // must answer meanwhile; it deletes in chunks and lets requests in between. close() stops it.
  const stopping = new AbortController();
  let purging: Promise<void> = Promise.resolve();
  const purgeExpired = () => (purging = purging.then(() => purgeOnce(stopping.signal)));
  void purgeExpired();
  const lastUpdated = createLastUpdated(db, clock);
  pageCache.onInvalidate(() => lastUpdated.forget());
  const purgeTimer = setInterval(() => void purgeExpired(), 10 * 60 * 1000);
  purgeTimer.unref();

  return {
    config,
    logger,
    db,
    slowReads,
    storage,
    csrf: createCsrf(config.appSecret),
    visitors,
    stations: createPoliceStationRepository(db),
    newsFlashes: createNewsFlashRepository(db),
    officers: createOfficerRepository(db),
    lastUpdated,
    search: createSiteSearch(db, {
      found_property: foundPropertyInSearch(() => holdingOn(clock, config.foundPropertyHoldingDays)),
    }),
    pageCache,
    redis: redis?.commands,
    contentChanges,
    clock,
    limiter,
    sms,
    deliveries,
    codes,
    reports,
    photoDecodes: createPhotoDecodeQueue(),
    citizenSessions,
    metrics,
    purgeExpired,
    async close() {
      clearInterval(purgeTimer);
      stopping.abort();
      await purging;
      await visitors.stop();
      await redis?.close();
      if (counterDb !== db) await counterDb.destroy();
      await slowReads.close();
      await db.destroy();
    },
  };
}
