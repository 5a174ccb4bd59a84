import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { requestContext, servicesContext } from "~/.server/context";
import {
  DATABASE_RETRY_AFTER_S,
  isDatabaseUnavailable,
  markDatabaseUnavailable,
  wasDatabaseUnavailable,
} from "~/.server/db/database-unavailable";
import { i18nFor } from "~/.server/i18n/server-i18n";
import { STORAGE_UNWRITABLE } from "~/.server/storage/storage-unwritable";
import { NonceProvider } from "~/components/nonce";
import { documentScripts } from "~/lib/page-handle";
import { TranslationProvider } from "~/i18n/use-translation";

export const streamTimeout = 5_000;

/**
 * Every error React Router caught, before the error page is rendered: logged as React Router
 * would, and a database that could not be reached marks the request so that its answer is a 503
 * (app/.server/db/database-unavailable.ts).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) {
    markDatabaseUnavailable(context);
    // An outage fails every request alike: a warning each, not a stack trace each; /readyz logs
    // the outage itself as an error. The code (57P01, ECONNREFUSED …) goes under `err`, where
    // the log keeps it; a top-level `code` is redacted as a one-time code.
    const { code, message } = error as { code?: unknown; message?: unknown };
    const { logger } = (context as RouterContextProvider).get(servicesContext);
    logger.warn({ err: { code, message } }, "database unavailable");
    return;
  }
  if (isRouteErrorResponse(error) && (error.data as { reason?: unknown } | null)?.reason === STORAGE_UNWRITABLE) {
    const { code } = error.data as { code?: string };
    (context as RouterContextProvider).get(servicesContext).logger.error(
      // Under `err`, where the log keeps a code (a top-level one is redacted as a one-time code).
      { err: { code }, path: new URL(request.url).pathname },
      "file storage cannot be written: upload refused",
    );
    return;
  }
  // A visitor's mistake (a post to a page without a form, a method the page does not take, a
  // missing page) is answered with its 4xx and is no fault of ours: nothing to log.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(inner ?? error);
};

/**
 * Renders the whole document before answering (no streaming of partial content): pages here are
 * small, the status code is then always right, and later a complete page can be cached.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const state = loadContext.get(requestContext);
  // Empty for a page rendered for the page cache: its scripts are allowed by hash instead.
  const nonce = state.nonce || undefined;
  if (wasDatabaseUnavailable(loadContext)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(DATABASE_RETRY_AFTER_S));
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const document = (
    <NonceProvider value={state.nonce}>
      <TranslationProvider translator={i18nFor(state.locale)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </TranslationProvider>
    </NonceProvider>
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Which language the page is in (the service worker files pages by it, public/sw.js).
  responseHeaders.set("Content-Language", state.locale);

  if (isTextDocument(routerContext)) {
    // A text page (or the offline page): the document carries no router scripts, so nothing in
    // it waits for data (React Router's hydration data is what <Scripts /> would stream). One
    // synchronous pass to a string costs less than the stream's chunk-by-chunk encoding
    // (docs/decisions/013-render-cost.md); a render error throws to React Router as a failed
    // shell would.
    const html = "<!DOCTYPE html>" + renderToString(document);
    return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  }

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce,
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
  });
}

/**
 * Whether the page has no router in the browser: the root's decision (root.tsx), made from the
 * same route modules' `handle`, so the two cannot disagree.
 */
function isTextDocument(context: EntryContext): boolean {
  const matches = context.staticHandlerContext.matches.map(({ route }) => ({
    id: route.id,
    handle: context.routeModules[route.id]?.handle,
  }));
  return documentScripts(matches, false) !== "router";
}
