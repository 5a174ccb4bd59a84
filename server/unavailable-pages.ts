import { EMERGENCY_NUMBER, HELPLINES } from "~/content/helplines";
import { i18nFor } from "~/.server/i18n/server-i18n";
import { LOCALES } from "~/i18n/locales";
import { everyLanguagePage } from "./bilingual-page";

/**
 * What nginx shows when no instance of the application answers (a 502, 503 or 504 of its own,
 * docs/deployment.md): files it serves alone, written into the client build by
 * scripts/write-unavailable-pages.ts. Everything is inline, since nothing else can be fetched
 * while every instance is down; the words are the locale files', in every language, because
 * the visitor's language cookie cannot be read without the application.
 */
export const UNAVAILABLE_PAGE = "unavailable.html";
/** The same for the JSON APIs (/api/, /iapi/): their usual { message } shape. */
export const UNAVAILABLE_JSON = "unavailable.json";

/** Readable on a small phone, the numbers to dial large enough to tap. */
const STYLE =
  "body{font:1.125rem/1.5 system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:1rem;color:#1b1b1f;background:#fff}" +
  "h1,h2{font-size:1.375rem;line-height:1.3}" +
  "a{display:inline-block;margin:0 .75rem .75rem 0;padding:.5rem 1.25rem;border:2px solid #0b3d91;" +
  "border-radius:.5rem;color:#0b3d91;font-size:1.5rem;font-weight:bold;text-decoration:none}";

const numbers = { helpline: HELPLINES.railway, emergency: EMERGENCY_NUMBER };

/** The two files by name, as they are written. */
export function unavailablePages(): Record<typeof UNAVAILABLE_PAGE | typeof UNAVAILABLE_JSON, string> {
  const text = Object.fromEntries(
    LOCALES.map((language) => {
      const { t } = i18nFor(language);
      return [language, { title: t("errors.unavailable.title"), message: t("errors.unavailable.message", numbers) }];
    }),
  ) as Parameters<typeof everyLanguagePage>[0];
  const page = everyLanguagePage(text, { calls: [HELPLINES.railway, EMERGENCY_NUMBER], style: STYLE });
  const message = LOCALES.map((language) => i18nFor(language).t("errors.api.unavailable")).join(" / ");
  return { [UNAVAILABLE_PAGE]: page, [UNAVAILABLE_JSON]: `${JSON.stringify({ message })}\n` };
}
