/**
 * The documents pages as a browser without JavaScript gets them: /press-release, /tenders,
 * /recruitments, /RTI and /initiatives, server-rendered in English and Marathi, with real tables,
 * View links to the PDFs (new tab, named), DD-MMM-YYYY dates, `?page=N` links and clear 4xx pages.
 */
import { describe, expect, test } from "vitest";
import { documentPageResponseSchema } from "~/.server/content/documents/api-schemas";
import {
  DEMO_BOOKLETS,
  DEMO_PRESS_RELEASES,
  DEMO_RECRUITMENTS,
  DEMO_RTI_DOCUMENTS,
  DEMO_TENDERS,
} from "~/.server/content/documents/demo-documents";
import { PER_PAGE } from "~/.server/content/documents/documents-service";
import { formatDayMonthYear } from "~/lib/format";
import enDocuments from "~/locales/en/documents";
import enErrors from "~/locales/en/errors";
import enFormat from "~/locales/en/format";
import mrDocuments from "~/locales/mr/documents";
import mrErrors from "~/locales/mr/errors";
import mrFormat from "~/locales/mr/format";
import { firstHeading, htmlLang } from "../support/html";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";

const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  accept: "text/html",
};

const server = useTestServer();

async function page(path: string, locale: "en" | "mr" = "en"): Promise<{ status: number; html: string }> {
  const visitor = new Visitor(server.url, BROWSER_HEADERS);
  visitor.cookies.set("lang", locale);
  const response = await visitor.get(path);
  return { status: response.status, html: await response.text() };
}

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const textOf = (html: string) =>
  decode(html.replace(/<[^>]+>/g, ""))
    .replace(/\s+/g, " ")
    .trim();

type Row = {
  title: string;
  lang?: string;
  dateTime: string;
  date: string;
  href: string;
  link: string;
  linkText: string;
};

/** The rows of the one documents table on a page. */
function tableRows(html: string): Row[] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1];
  if (!body) throw new Error("the page has no table body");
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row]) => {
    const header = /<th scope="row" class="documents-title"(?: lang="(\w+)")?>([\s\S]*?)<\/th>/.exec(row!);
    const time = /<time dateTime="([^"]+)">([^<]+)<\/time>/.exec(row!);
    const link = /<a [^>]*>[\s\S]*?<\/a>/.exec(row!)?.[0];
    if (!header || !time || !link) throw new Error(`unexpected row: ${row}`);
    return {
      title: textOf(header[2]!),
      lang: header[1],
      dateTime: time[1]!,
      date: time[2]!,
      href: /href="([^"]+)"/.exec(link)![1]!,
      link,
      linkText: textOf(link),
    };
  });
}

const LOCALES = {
  en: { documents: enDocuments, errors: enErrors },
  mr: { documents: mrDocuments, errors: mrErrors },
} as const;

const LISTS = [
  {
    path: "/press-release",
    api: "/iapi/front/press-release",
    section: "press_releases",
    kind: "press_release",
    demo: DEMO_PRESS_RELEASES,
    date: "created_at",
  },
  {
    path: "/tenders",
    api: "/iapi/front/tender",
    section: "tenders",
    kind: "tender",
    demo: DEMO_TENDERS,
    date: "updated_at",
  },
  {
    path: "/recruitments",
    api: "/iapi/front/recruitment",
    section: "recruitments",
    kind: "recruitment",
    demo: DEMO_RECRUITMENTS,
    date: "created_at",
  },
  { path: "/RTI", api: null, section: "rti", kind: "rti", demo: DEMO_RTI_DOCUMENTS, date: "created_at" },
] as const;

describe.each(LISTS)("$path", ({ path, api, section, kind, demo, date }) => {
  const perPage = PER_PAGE[kind];
  const lastPage = Math.ceil(demo.length / perPage);

  describe.each(["en", "mr"] as const)("in %s", (locale) => {
    const strings = LOCALES[locale].documents;
    test("is server-rendered with its heading, title, a captioned table and column headers", async () => {
      const { status, html } = await page(path, locale);
      expect(status).toBe(200);
      expect(htmlLang(html)).toBe(locale);
      expect(firstHeading(html)).toBe(strings[section].title);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain(`<title>${strings[section].title} | `);
      expect(decode(html)).toContain(strings[section].intro);
      expect(html).toMatch(
        /<div class="table-scroll documents-table-scroll" role="region" aria-labelledby="[\w-]+-caption" tabindex="0">/,
      );
      expect(html).toMatch(/<caption id="[\w-]+-caption"/);
      const headers = [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
      // Tenders also show their closing date.
      expect(headers).toEqual(
        kind === "tender"
          ? [strings[section].title_column, strings.date_column, strings.closing_column, strings.view_column]
          : [strings[section].title_column, strings.date_column, strings.view_column],
      );
      expect(html).not.toContain(strings[section].empty);
    });

    test("lists the first page of documents, each with its date and a named View link to its PDF in a new tab", async () => {
      const { html } = await page(path, locale);
      const rows = tableRows(html);
      expect(rows).toHaveLength(Math.min(perPage, demo.length));
      const titles = new Set(demo.map(([en, mr]) => (locale === "en" ? en : mr)));
      for (const row of rows) {
        expect(titles.has(row.title), row.title).toBe(true);
        expect(row.lang).toBeUndefined();
        expect(row.date).toMatch(
          locale === "en" ? /^\d{2} [A-Z][a-z]{2} \d{4}$/ : /^[०-९]{2} [\u0900-\u097F]+ [०-९]{4}$/,
        );
        expect(row.href).toMatch(/^\/storage\/documents\/[a-z-]+\/[0-9a-f-]{36}\.pdf$/);
        expect(row.link).toContain('target="_blank"');
        expect(row.link).toContain('rel="noopener noreferrer"');
        expect(row.linkText).toBe(`${strings.view} ${row.title} ${strings.pdf_new_tab}↗`);
      }
    });
  });

  test("the dates are the list's own date (SPEC §3) as DD-MMM-YYYY, in the API's order", async () => {
    const { html } = await page(path);
    const rows = tableRows(html);
    const dates = rows.map((row) => row.dateTime);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const row of rows) expect(row.date).toBe(formatDayMonthYear(row.dateTime, "en", enFormat));
    if (api) {
      const items = documentPageResponseSchema.parse(await (await fetch(`${server.url}${api}`)).json()).data.data;
      expect(rows.map((row) => row.href)).toEqual(items.map((item) => item.uploaded_file_url));
      expect(dates).toEqual(items.map((item) => item[date]));
    }
  });

  test("a mistyped ?page= shows the first page, in the visitor's language", async () => {
    const first = await page(path, "mr");
    for (const value of ["abc", "0", "-2", "1.5"]) {
      const { status, html } = await page(`${path}?page=${value}`, "mr");
      expect(status, value).toBe(200);
      expect(htmlLang(html)).toBe("mr");
      expect(firstHeading(html)).toBe(firstHeading(first.html));
      expect(/<main[\s\S]*<\/main>/.exec(html)?.[0]).toBe(/<main[\s\S]*<\/main>/.exec(first.html)?.[0]);
    }
  });

  test("a page past the end is a 404 page", async () => {
    const { status, html } = await page(`${path}?page=${lastPage + 1}`);
    expect(status).toBe(404);
    expect(firstHeading(html)).toBe(enErrors.not_found.title);
  });

  test("carries no inline style attribute (the CSP forbids them)", async () => {
    const { html } = await page(path);
    expect(html).not.toMatch(/<[^>]+\sstyle=/);
  });
});

describe("pagination of the paged lists", () => {
  test.each([
    ["/press-release", DEMO_PRESS_RELEASES.length, PER_PAGE.press_release],
    ["/tenders", DEMO_TENDERS.length, PER_PAGE.tender],
  ])("%s links to ?page=2, which shows the remaining rows and says which page it is", async (path, total, perPage) => {
    const first = await page(path);
    expect(first.html).toContain(`href="${path}?page=2"`);
    expect(first.html).toMatch(/aria-current="page"[^>]*>1</);
    const second = await page(`${path}?page=2`);
    expect(second.status).toBe(200);
    const rows = tableRows(second.html);
    expect(rows).toHaveLength(total - perPage);
    const firstTitles = new Set(tableRows(first.html).map((row) => row.title));
    for (const row of rows) expect(firstTitles.has(row.title)).toBe(false);
    expect(second.html).toMatch(/<title>[^<]*\(page 2 of 2\) \| /);
    expect(second.html).toMatch(/<caption[^>]*>[^<]*, page 2 of 2<\/caption>/);
    // Page 1 is linked without the parameter: one address per page.
    expect(second.html).toContain(`href="${path}"`);
  });

  test("in Marathi the page numbers are written in Devanagari digits", async () => {
    const { html } = await page("/tenders?page=2", "mr");
    expect(html).toMatch(/aria-current="page"[^>]*>२</);
    expect(html).toMatch(/<title>[^<]*\(एकूण २ पैकी पान २\) \| /);
  });
});

describe("/initiatives", () => {
  test.each(["en", "mr"] as const)(
    "shows every booklet in %s with its cover and a link to its PDF in a new tab",
    async (locale) => {
      const { status, html } = await page("/initiatives", locale);
      expect(status).toBe(200);
      expect(htmlLang(html)).toBe(locale);
      const strings = LOCALES[locale].documents;
      expect(firstHeading(html)).toBe(strings.initiatives.title);
      const list = /<ul class="documents-books" aria-label="([^"]+)">([\s\S]*?)<\/ul>/.exec(html);
      expect(list?.[1]).toBe(strings.initiatives.list_label);
      const items = [...list![2]!.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
      expect(items).toHaveLength(DEMO_BOOKLETS.length);
      items.forEach((item, index) => {
        const [en, mr] = DEMO_BOOKLETS[index]!;
        expect(item).toMatch(/href="\/storage\/books\/[0-9a-f-]{36}\.pdf" target="_blank" rel="noopener noreferrer"/);
        expect(textOf(item)).toBe(`${locale === "en" ? en : mr} ${strings.pdf_new_tab}↗`);
        expect(item).toMatch(/<source type="image\/avif" srcSet="[^"]*w320\.avif 320w/);
        expect(item).toMatch(/<source type="image\/webp" srcSet="[^"]*w320\.webp 320w/);
        expect(item).toMatch(
          /<img src="\/storage\/books\/covers\/[0-9a-f-]{36}\/full\.jpg" alt="" width="480" height="640"/,
        );
        expect(item).toContain(index < 2 ? 'loading="eager"' : 'loading="lazy"');
      });
      expect(html).not.toMatch(/<[^>]+\sstyle=/);
    },
  );
});

test("/tenders shows each tender's closing date, the one its RSS feed gives", async () => {
  const items = documentPageResponseSchema.parse(await (await fetch(`${server.url}/iapi/front/tender`)).json()).data
    .data;
  expect(items.some((item) => item.expires_on)).toBe(true);
  for (const locale of ["en", "mr"] as const) {
    const body = /<tbody>([\s\S]*?)<\/tbody>/.exec((await page("/tenders", locale)).html)![1]!;
    const closing = [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
      textOf(
        /<td class="documents-date"[^>]*>[\s\S]*?<\/td>\s*<td class="documents-date"[^>]*>([\s\S]*?)<\/td>/.exec(
          row!,
        )![1]!,
      ),
    );
    const labels = locale === "en" ? enFormat : mrFormat;
    expect(closing).toEqual(
      items.map((item) =>
        item.expires_on
          ? formatDayMonthYear(item.expires_on, locale, labels)
          : LOCALES[locale].documents.no_closing_date,
      ),
    );
  }
});
