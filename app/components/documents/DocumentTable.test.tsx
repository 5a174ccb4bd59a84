import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { i18nFor } from "~/.server/i18n/server-i18n";
import type { Locale } from "~/i18n/locales";
import { TranslationProvider } from "~/i18n/use-translation";
import { DocumentTable, type DocumentRowView } from "./DocumentTable";

const rows: DocumentRowView[] = [
  { id: 1, title: "First sample tender", date: "2026-11-14T06:00:00.000Z", url: "/storage/documents/tenders/a.pdf" },
  { id: 2, title: "Second sample tender", lang: "en", date: "2026-03-02T20:00:00.000Z", url: "/storage/b.pdf" },
];

function render(locale: Locale) {
  return renderToStaticMarkup(
    <TranslationProvider translator={i18nFor(locale)}>
      <DocumentTable id="tenders" caption="Tenders, page 1 of 2" titleHeader="Tenders" rows={rows} />
    </TranslationProvider>,
  );
}

describe("the table of documents", () => {
  test("is a captioned table with column headers and a row header per document", () => {
    const html = render("en");
    expect(html).toContain('<caption id="tenders-caption" class="visually-hidden">Tenders, page 1 of 2</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html).toContain('<th scope="row" class="documents-title">First sample tender</th>');
    expect(html).toMatch(/role="region" aria-labelledby="tenders-caption" tabindex="0"/);
  });

  test("shows dates as every page does (DD MMM YYYY) in Indian time, with Devanagari digits in Marathi", () => {
    expect(render("en")).toContain('<time dateTime="2026-11-14T06:00:00.000Z">14 Nov 2026</time>');
    // 20:00 UTC on 2 March is already 3 March in India.
    expect(render("en")).toContain(">03 Mar 2026<");
    expect(render("mr")).toContain(">१४ नोव्हें २०२६<");
  });

  test("each View link opens its PDF in a new tab and names the document it opens", () => {
    const html = render("en");
    const links = [...html.matchAll(/<a [^>]*>[\s\S]*?<\/a>/g)].map((m) => m[0]);
    expect(links).toHaveLength(2);
    expect(links[0]).toContain('href="/storage/documents/tenders/a.pdf"');
    expect(links[0]).toContain('target="_blank"');
    expect(links[0]).toContain('rel="noopener noreferrer"');
    const text = (link: string) =>
      link
        .replace(/<[^>]+>/g, "")
        .replace(/\s+/g, " ")
        .trim();
    expect(text(links[0]!)).toBe("View First sample tender (PDF, opens in a new tab)↗");
    expect(links[1]).toContain('<span lang="en">Second sample tender</span>');
    expect(text(render("mr").match(/<a [^>]*>[\s\S]*?<\/a>/)![0])).toBe(
      "पाहा First sample tender (PDF, नवीन टॅबमध्ये उघडते)↗",
    );
  });

  test("each download says its format and size: whole KB, or MB to one decimal, in the page's digits", () => {
    const sized = (locale: Locale, bytes: number) =>
      renderToStaticMarkup(
        <TranslationProvider translator={i18nFor(locale)}>
          <DocumentTable id="t" caption="c" titleHeader="h" rows={[{ ...rows[0]!, bytes }]} />
        </TranslationProvider>,
      ).match(/<span class="documents-size">([^<]*)<\/span>/)?.[1];
    expect(sized("en", 240 * 1024 + 300)).toBe("PDF, 240 KB");
    expect(sized("en", 300)).toBe("PDF, 1 KB");
    expect(sized("en", 2.5 * 1024 * 1024)).toBe("PDF, 2.5 MB");
    expect(sized("mr", 1234 * 1024 - 1)).toBe("PDF, १.२ एमबी");
    expect(sized("mr", 240 * 1024)).toBe("PDF, २४० केबी");
  });

  test("a title in the other language is marked with its language", () => {
    expect(render("mr")).toContain('<th scope="row" class="documents-title" lang="en">Second sample tender</th>');
  });
});
