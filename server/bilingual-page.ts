import { HELPLINES } from "~/content/helplines";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "~/i18n/locales";
import { telHref } from "~/lib/tel";

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

type PageText = { title: string; message: string };

/**
 * A tiny static page in every language (English first, as its heading), since the visitor's
 * language may be what failed: no script, no stylesheet, no image, so it shows whatever else is down. `calls` are the numbers
 * it links to dial; `style` is inline CSS, only for a page served apart from the application (the
 * application's Content-Security-Policy admits no inline style without its nonce).
 */
export function everyLanguagePage(
  text: Record<Locale, PageText>,
  { calls = [HELPLINES.railway], style }: { calls?: readonly string[]; style?: string } = {},
) {
  const links = calls.map((number) => `<a href="${telHref(number)}">${escape(number)}</a>`).join(" ");
  return (
    `<!doctype html><html lang="${DEFAULT_LOCALE}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escape(text[DEFAULT_LOCALE].title)}</title>` +
    (style ? `<style>${style}</style>` : "") +
    `<h1>${escape(text[DEFAULT_LOCALE].title)}</h1><p>${escape(text[DEFAULT_LOCALE].message)}</p>` +
    LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)
      .map(
        (locale) =>
          `<div lang="${locale}"><h2>${escape(text[locale].title)}</h2><p>${escape(text[locale].message)}</p></div>`,
      )
      .join("") +
    `<p>${links}</p></html>`
  );
}
