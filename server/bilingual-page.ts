import { HELPLINES } from "~/content/helplines";
import { telHref } from "~/lib/tel";

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

type PageText = { title: string; message: string };

/**
 * A tiny static page in both languages, since the visitor's language may be what failed: no
 * script, no stylesheet, no image, so it shows whatever else is down. `calls` are the numbers
 * it links to dial; `style` is inline CSS, only for a page served apart from the application (the
 * application's Content-Security-Policy admits no inline style without its nonce).
 */
export function bilingualPage(
  text: { en: PageText; mr: PageText },
  { calls = [HELPLINES.railway], style }: { calls?: readonly string[]; style?: string } = {},
) {
  const links = calls.map((number) => `<a href="${telHref(number)}">${escape(number)}</a>`).join(" ");
  return (
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escape(text.en.title)}</title>` +
    (style ? `<style>${style}</style>` : "") +
    `<h1>${escape(text.en.title)}</h1><p>${escape(text.en.message)}</p>` +
    `<div lang="mr"><h2>${escape(text.mr.title)}</h2><p>${escape(text.mr.message)}</p></div>` +
    `<p>${links}</p></html>`
  );
}
