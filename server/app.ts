/**
 * The request handler: an Express application whose middleware reads top to bottom as the
 * checklist every request passes. Vite builds this file as the server entry, so the application's
 * services and the React Router build share one module graph.
 */
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type Express } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { mayUploadContent } from "~/.server/auth/content-upload-access";
import type { AppConfig } from "~/.server/config";
import { ARTICLE_FILE_FOLDER, isHiddenArticleFile } from "~/.server/content/articles/article-file-visibility";
import { requestContext, servicesContext } from "~/.server/context";
import { readinessChecks, readinessDetails } from "~/.server/observability/readiness";
import { createServices, type AppServices, type ServiceOptions } from "~/.server/services";
import { hideUnpublishedArticleFiles } from "./middleware/article-files";
import { limitRequestBodies } from "./middleware/body-limits";
import { refuseOtherMethods } from "./middleware/allowed-methods";
import { answerBusy, handleErrors } from "./middleware/errors";
import { healthCheck, readinessCheck } from "./middleware/health";
import { countRequests, serveMetrics } from "./middleware/metrics";
import { servePageCache } from "./middleware/page-cache";
import { DELIVERY_REPORT_PATH, deliveryReportHandlers } from "./middleware/sms-delivery-reports";
import { logRequests } from "./middleware/request-log";
import { createRouteLabeller, labelRoutes } from "./middleware/route-label";
import { establishRequestState } from "./middleware/request-state";
import { securityHeaders } from "./middleware/security-headers";
import { serveStaticFiles } from "./middleware/static-files";
import { serveStoredFiles } from "./middleware/storage-files";
import { createCacheHitFastPath } from "./cache-hit-fast-path";
import { createRenderGate, waitForRenderTurn } from "./render-gate";
import { dropUnreadBody } from "./unread-body";
import { createUploadGate, UPLOAD_RETRY_AFTER_S, waitForUploadTurn } from "./upload-gate";

export { loadConfig, ConfigError, publicUrlWarning } from "~/.server/config";

export type AppOptions = ServiceOptions & {
  /** Directory of the built client assets; absent in development, where Vite serves them. */
  clientDir?: string;
  /** Supplies the React Router build (the dev server passes Vite's live module). */
  build?: () => Promise<ServerBuild>;
};

export async function createApp(
  config: AppConfig,
  options: AppOptions = {},
): Promise<{
  app: Express;
  services: AppServices;
  /** What the HTTP server calls: fresh page-cache hits are answered before Express, the rest by it. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
}> {
  const services = await createServices(config, options);
  const app = express();

  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy ?? false);

  app.use(logRequests(services.logger));
  app.use(countRequests(services.metrics));
  app.get("/healthz", healthCheck());
  const readiness = [readinessChecks(services), services.logger, readinessDetails(services)] as const;
  app.get("/readyz", readinessCheck(...readiness, { for: "balancer" }));
  app.get("/readyz/dependencies", readinessCheck(...readiness, { for: "monitoring" }));
  app.get("/metrics", serveMetrics(services.metrics, config.metrics));
  // The SMS gateway's delivery reports: machine to machine, authenticated by the secret in the
  // path, so before the pages' CSRF check and request state.
  app.get(DELIVERY_REPORT_PATH, ...deliveryReportHandlers(services));
  app.post(DELIVERY_REPORT_PATH, ...deliveryReportHandlers(services));
  app.use(securityHeaders(config));
  app.use(refuseOtherMethods());
  app.use(compression());
  if (options.clientDir) app.use(serveStaticFiles(options.clientDir));
  app.use(
    "/storage",
    hideUnpublishedArticleFiles({
      isHidden: (key) => isHiddenArticleFile(services.db, key),
      mayPreview: (cookies) => mayUploadContent(services, cookies),
    }),
  );
  app.use("/storage", serveStoredFiles(config.storageDir, { revalidate: [`${ARTICLE_FILE_FOLDER}/`] }));
  const build = options.build ?? (() => import("virtual:react-router/server-build") as Promise<ServerBuild>);
  // Names the route of every request that gets this far, for the request log and the metrics.
  const labeller = createRouteLabeller(build);
  app.use(labelRoutes(labeller));
  app.use(limitRequestBodies({ mayUploadContent: (cookies) => mayUploadContent(services, cookies) }));
  app.use(establishRequestState(services));
  app.use(
    waitForUploadTurn(
      createUploadGate(),
      answerBusy(services.logger, { queue: "upload", retryAfterSeconds: UPLOAD_RETRY_AFTER_S }),
    ),
  );
  // Not in development, where Vite rebuilds modules under the cache's feet.
  const renders = createRenderGate();
  const pageCacheOn = config.pageCacheBytes > 0 && !options.build;
  if (pageCacheOn) app.use(servePageCache({ cache: services.pageCache, services, config, build, renders }));
  app.use(waitForRenderTurn(renders, answerBusy(services.logger)));
  // CSRF: the Sec-Fetch-Site/Origin check and the token check run as React Router middleware
  // (app/.server/security/csrf-middleware.ts) where the form body can be read without consuming it.
  app.use(
    createRequestHandler({
      // The build itself, not a function returning it: given a function, React Router prepares
      // its route tables again on every request (it expects a development build that changes),
      // which was 3 to 4 ms of CPU per request, more than a page's own render. The development
      // server passes a function because there the build does change.
      build: options.build ?? (await build()),
      mode: config.isProduction ? "production" : "development",
      getLoadContext(_req, res) {
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(requestContext, res.locals.requestState);
        return context;
      },
    }),
  );
  app.use(handleErrors(services.logger));

  const fastPath = pageCacheOn ? createCacheHitFastPath({ services, config, labeller }) : undefined;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    dropUnreadBody(req, res);
    if (!fastPath?.(req, res)) app(req, res);
  };
  return { app, services, handle };
}
