import { EMERGENCY_NUMBER, HELPLINES } from "~/content/helplines";
import { createTranslator } from "~/i18n/translator";
import en from "~/locales/en";
import mr from "~/locales/mr";
import { bilingualPage } from "./bilingual-page";

/**
 * What nginx shows when no instance of the application answers (a 502, 503 or 504 of its own,
 * docs/deployment.md): files it serves alone, written into the client build by
 * scripts/write-unavailable-pages.ts. Everything is inline, since nothing else can be fetched
 * while every instance is down; the words are the locale files', in both languages, because
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

const translators = { en: createTranslator("en", en), mr: createTranslator("mr", mr) };
const numbers = { helpline: HELPLINES.railway, emergency: EMERGENCY_NUMBER };

/** The two files by name, as they are written. */
export function unavailablePages(): Record<typeof UNAVAILABLE_PAGE | typeof UNAVAILABLE_JSON, string> {
  const text = (language: "en" | "mr") => ({
    title: translators[language].t("errors.unavailable.title"),
    message: translators[language].t("errors.unavailable.message", numbers),
  });
  const page = bilingualPage(
    { en: text("en"), mr: text("mr") },
    { calls: [HELPLINES.railway, EMERGENCY_NUMBER], style: STYLE },
  );
  const message = `${en.errors.api.unavailable} / ${mr.errors.api.unavailable}`;
  return { [UNAVAILABLE_PAGE]: page, [UNAVAILABLE_JSON]: `${JSON.stringify({ message })}\n` };
}
