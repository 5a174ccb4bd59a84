import type { Locale } from "~/i18n/locales";

/**
 * The visitor's language: the `lang` cookie they chose, else the best of en/mr in their browser's
 * Accept-Language, else English.
 */
export function resolveLocale(cookieValue: string | undefined, acceptLanguage: string | undefined): Locale {
  if (cookieValue === "en" || cookieValue === "mr") return cookieValue;
  return preferredFromAcceptLanguage(acceptLanguage);
}

export function preferredFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return "en";
  let best: { locale: Locale; q: number } | undefined;
  for (const part of header.split(",").slice(0, 20)) {
    const [tag, ...params] = part.trim().toLowerCase().split(";");
    const primary = tag?.split("-")[0];
    if (primary !== "en" && primary !== "mr") continue;
    const qParam = params.find((p) => p.trim().startsWith("q="));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? "en";
}
