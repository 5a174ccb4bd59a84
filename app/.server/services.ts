/**
 * Composes the application's services once per process. Routes receive them through the router
 * context (see context.ts), so tests can start the whole app against any database.
 */
import { createCitizenSessions, type CitizenSessions } from "./citizen/accounts/citizen-sessions";
import { createCitizenReports, type CitizenReports } from "./citizen/citizen-reports";
import { purgeStaleDrafts } from "./citizen/fir/fir-requests";
import { systemClock, type Clock } from "./clock";
import type { AppConfig } from "./config";
import { createLastUpdated, type LastUpdated } from "./content/last-updated";
import { createNewsFlashRepository } from "./content/news-flashes";
import { createOfficerRepository } from "./content/officers";
import { createPoliceStationRepository } from "./content/police-stations";
import { openDatabase, type Db } from "./db/connection";
import { migrateToLatest } from "./db/migrate";
import { loadDemoContentIfEmpty } from "./db/seed/demo-content";
import { createLogger, type Logger } from "./logger";
import { watchContentWrites } from "./page-cache/content-write-watcher";
import { createPageCache, type PageCache } from "./page-cache/page-cache";
import { createOneTimeCodes, type OneTimeCodes } from "./otp/one-time-codes";
import { createCsrf, type Csrf } from "./security/csrf";
import { createDbRateLimiter, type RateLimiter } from "./security/rate-limiter";
import { indexStaticPages } from "./search/static-pages";
import { createSmsProvider, type SmsProvider } from "./sms/provider";
import { createLocalFileStorage, type FileStorage } from "./storage/file-storage";
import { createVisitorCounter, type VisitorCounter } from "./visitors/visitor-counter";

export type AppServices = {
  config: AppConfig;
  logger: Logger;
  db: Db;
  storage: FileStorage;
  csrf: Csrf;
  visitors: VisitorCounter;
  stations: ReturnType<typeof createPoliceStationRepository>;
  newsFlashes: ReturnType<typeof createNewsFlashRepository>;
  officers: ReturnType<typeof createOfficerRepository>;
  /** When the public content last changed, for the footer of every page. */
  lastUpdated: LastUpdated;
  /** Anonymous public pages, rendered once for everybody; dropped when staff change content. */
  pageCache: PageCache;
  clock: Clock;
  limiter: RateLimiter;
  sms: SmsProvider;
  codes: OneTimeCodes;
  reports: CitizenReports;
  /** Signed-in citizens (FIR dashboard, issue 6). */
  citizenSessions: CitizenSessions;
  /** Removes expired drafts, codes and rate-limit events, and closed reports past retention. */
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
    const applied = await migrateToLatest(db, { schema: options.searchPath });
    if (applied.length > 0) logger.info({ migrations: applied }, "database migrated");
    if (config.demoContent && (await loadDemoContentIfEmpty(db, storage))) {
      logger.info("demo content loaded into the empty database");
    }
    await indexStaticPages(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // On SQLite the counter has a connection of its own that never waits for a lock (a busy
  // database just means "try again next flush"), so counting can never hold up a page.
  const counterDb = config.database.kind === "sqlite" ? openDatabase(config.database, { busyTimeoutMs: 0 }) : db;
  const visitors = await createVisitorCounter(counterDb, logger);
  const limiter = createDbRateLimiter(db, clock);
  const sms = options.sms ?? createSmsProvider(config.sms, config.dataDir, logger);
  const codes = createOneTimeCodes({
    db,
    secret: config.appSecret,
    codeLength: config.otpLength,
    clock,
    limiter,
    sms,
    logger,
  });
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
  const purgeExpired = async () => {
    try {
      await Promise.all([limiter.purge(), codes.purge(), citizenSessions.purge(), purgeStaleDrafts(db, clock.now())]);
      const purged = await reports.purge();
      if (purged.drafts + purged.closed > 0) logger.info(purged, "expired citizen data purged");
    } catch (error) {
      logger.warn({ err: error }, "purging expired data failed");
    }
  };
  await purgeExpired();
  const lastUpdated = createLastUpdated(db, clock);
  pageCache.onInvalidate(() => lastUpdated.forget());
  const purgeTimer = setInterval(() => void purgeExpired(), 10 * 60 * 1000);
  purgeTimer.unref();

  return {
    config,
    logger,
    db,
    storage,
    csrf: createCsrf(config.appSecret),
    visitors,
    stations: createPoliceStationRepository(db),
    newsFlashes: createNewsFlashRepository(db),
    officers: createOfficerRepository(db),
    lastUpdated,
    pageCache,
    clock,
    limiter,
    sms,
    codes,
    reports,
    citizenSessions,
    purgeExpired,
    async close() {
      clearInterval(purgeTimer);
      await visitors.stop();
      if (counterDb !== db) await counterDb.destroy();
      await db.destroy();
    },
  };
}
