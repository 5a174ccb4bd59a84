/**
 * The staff-authentication core of a running application, built once per process from its
 * services (database, clock, rate limiter, APP_SECRET, logger).
 */
import type { AppServices } from "../services";
import { createAuthCore, type AuthCore } from "./auth-core";

const cores = new WeakMap<object, AuthCore>();

export function authCoreFor(services: Pick<AppServices, "db" | "clock" | "limiter" | "config" | "logger">): AuthCore {
  let core = cores.get(services);
  if (!core) {
    core = createAuthCore({
      db: services.db,
      clock: services.clock,
      limiter: services.limiter,
      appSecret: services.config.appSecret,
      logger: services.logger,
    });
    cores.set(services, core);
  }
  return core;
}
