import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/locales";

/**
 * The visitor's language: the `lang` cookie they chose, else the best of the site's languages in
 * their browser's Accept-Language, else English.
 */
export function resolveLocale(cookieValue: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  return preferredFromAcceptLanguage(acceptLanguage);
}

export function preferredFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of header.split(",").slice(0, 20)) {
    const [tag, ...params] = part.trim().toLowerCase().split(";");
    const primary = tag?.split("-")[0];
    if (!isLocale(primary)) continue;
    const qParam = params.find((p) => p.trim().startsWith("q="));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
