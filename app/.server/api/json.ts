/**
 * Helpers for the JSON API: one shape for errors (`{ message, errors? }` in the visitor's
 * language), and strict parsing of `?page=`.
 */
import type { Locale } from "~/i18n/locales";
import { i18nFor } from "../i18n/server-i18n";

type ErrorKey = "errors.api.not_found" | "errors.api.bad_page" | "errors.api.bad_id";

export function jsonError(status: number, key: ErrorKey, locale: Locale, errors?: Record<string, string[]>): Response {
  const message = i18nFor(locale).t(key);
  return Response.json(errors ? { message, errors } : { message }, { status });
}

/** `?page=N` for the JSON API: absent means 1; anything but a whole number from 1 up is refused. */
export function parsePageParam(url: URL): { ok: true; page: number } | { ok: false } {
  const raw = url.searchParams.get("page");
  if (raw === null || raw === "") return { ok: true, page: 1 };
  if (!/^\d{1,6}$/.test(raw)) return { ok: false };
  const page = Number(raw);
  return page >= 1 ? { ok: true, page } : { ok: false };
}

/**
 * `?page=N` of a list page a person reads: a malformed value (a mistyped or cut link) shows the
 * first page rather than an error page. The JSON API refuses it instead (`parsePageParam`); a page
 * past the end is still "not found".
 */
export function listPageParam(url: URL): number {
  const page = parsePageParam(url);
  return page.ok ? page.page : 1;
}

/** A path id: a positive whole number, or null. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}
