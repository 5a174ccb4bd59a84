/**
 * A database that cannot be reached (PostgreSQL restarting, the network to it cut, its pool unable
 * to connect) is an outage, not a fault in this code: the visitor gets 503 with a Retry-After and
 * the page or JSON they would get for any failure, in their language, rather than a 500. The load
 * balancer's readiness probe (/readyz) says the same meanwhile, and pg's pool reconnects by itself
 * once the database is back.
 *
 * React Router hands errors to entry.server.tsx's `handleError` along with the request's context,
 * before the error page is rendered; that marks the context, and the document render
 * (`handleRequest`) and `answerDatabaseOutage` (for resource routes, whose answer React Router
 * makes itself) turn the marked answer into a 503.
 */
import type { MiddlewareFunction } from "react-router";
import { i18nFor } from "../i18n/server-i18n";
import { requestContext } from "../context";

/** Socket errors of a connection to the database that failed or was cut. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** PostgreSQL SQLSTATEs of a server that is going away or not taking connections yet. */
const POSTGRES_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** pg's own messages for a connection it lost or could not get in time. */
const PG_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Connection ended unexpectedly/,
];

/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_S = 5;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || code.startsWith("08")) return true;
  }
  if (typeof message === "string" && PG_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}

const marked = new WeakSet<object>();

/** Called from `handleError`: this request failed because the database could not be reached. */
export function markDatabaseUnavailable(context: unknown): void {
  if (context && typeof context === "object") marked.add(context);
}

export function wasDatabaseUnavailable(context: unknown): boolean {
  return !!context && typeof context === "object" && marked.has(context);
}

/**
 * Root middleware: a resource route (the JSON API, feeds) whose loader or action failed for want
 * of the database answers 503 JSON in the visitor's language instead of React Router's plain-text
 * 500. Documents get their 503 in entry.server.tsx.
 */
export const answerDatabaseOutage: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  if (response.status !== 500 || !wasDatabaseUnavailable(context)) return response;
  if ((response.headers.get("content-type") ?? "").startsWith("text/html")) return response;
  const message = i18nFor(context.get(requestContext).locale).t("errors.api.unavailable");
  return Response.json(
    { message },
    { status: 503, headers: { "Retry-After": String(DATABASE_RETRY_AFTER_S), "Cache-Control": "no-store" } },
  );
};
