/**
 * The information pages over real HTTP, as a browser without JavaScript receives them: every page
 * in both languages, the SPEC §1/§2 content each must carry, and the SPEC §9 counts (FAQ 4, safety
 * tips 8, leadership 3).
 */
import { describe, expect, test } from "vitest";
import { formatDayMonthYear } from "~/lib/format";
import enCommon from "~/locales/en/common";
import enFormat from "~/locales/en/format";
import enInfo from "~/locales/en/info";
import mrCommon from "~/locales/mr/common";
import mrInfo from "~/locales/mr/info";
import { firstHeading, htmlLang } from "../support/html";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";

const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  accept: "text/html",
};
const LOCALES = { en: { info: enInfo, common: enCommon }, mr: { info: mrInfo, common: mrCommon } } as const;
type Locale = keyof typeof LOCALES;

const PAGES = [
  { path: "/about-us", title: (l: Locale) => LOCALES[l].info.about.title },
  { path: "/our-leadership", title: (l: Locale) => LOCALES[l].info.leadership.title },
  { path: "/organizational-structure", title: (l: Locale) => LOCALES[l].info.organization.title },
  { path: "/faq", title: (l: Locale) => LOCALES[l].info.faq.title },
  { path: "/appeal-to-citizens", title: (l: Locale) => LOCALES[l].info.appeal.title },
  { path: "/safety-tips", title: (l: Locale) => LOCALES[l].info.safety.title },
  { path: "/martyrs", title: (l: Locale) => LOCALES[l].info.martyrs.title },
  { path: "/plasma", title: (l: Locale) => LOCALES[l].info.plasma.title },
] as const;

const server = useTestServer();

async function page(path: string, locale: Locale): Promise<string> {
  const visitor = new Visitor(server.url, BROWSER_HEADERS);
  visitor.cookies.set("lang", locale);
  const response = await visitor.get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  return response.text();
}

function decode(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The visible text of some HTML, tags removed and spaces collapsed. */
function textOf(html: string): string {
  return decode(html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** The HTML of the element that opens with `id="…"`, up to the first closing `</tag>`. */
function elementById(html: string, id: string, tag: string): string {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `#${id}`).toBeGreaterThan(-1);
  const end = html.indexOf(`</${tag}>`, start);
  return html.slice(start, end);
}

function count(html: string, pattern: RegExp): number {
  return (html.match(pattern) ?? []).length;
}

describe.each(["en", "mr"] as const)("every information page in %s", (locale) => {
  test.each(PAGES)("$path is server-rendered with its title and exactly one h1", async ({ path, title }) => {
    const html = await page(path, locale);
    expect(htmlLang(html)).toBe(locale);
    expect(count(html, /<h1[\s>]/g)).toBe(1);
    expect(decode(firstHeading(html) ?? "")).toBe(title(locale));
    expect(decode(html)).toContain(`<title>${title(locale)} | ${LOCALES[locale].common.site_name}</title>`);
    // The page's own stylesheet is linked, and nothing is styled inline (the CSP forbids it).
    expect(html).toMatch(/<link [^>]*rel="stylesheet" href="\/assets\/info-[\w-]+\.css"/);
    expect(html).not.toMatch(/<main[\s\S]*\sstyle="/);
  });
});

describe("about us", () => {
  test("describes the jurisdiction with the number of railway police stations counted from the database", async () => {
    const stations = await server.services.db
      .selectFrom("police_stations")
      .select("id")
      .where("type", "=", "PS")
      .execute();
    expect(stations).toHaveLength(17);

    const en = textOf(await page("/about-us", "en"));
    expect(en).toContain(enInfo.about.jurisdiction.western);
    expect(en).toContain(enInfo.about.jurisdiction.central);
    expect(en).toContain(enInfo.about.jurisdiction.harbour);
    expect(en).toContain("17 railway police stations serve these lines");
    expect(en).toContain("70-80 lakh commuters travel on the suburban railway every day");

    const mr = textOf(await page("/about-us", "mr"));
    expect(mr).toContain(mrInfo.about.jurisdiction.harbour);
    expect(mr).toContain("या मार्गांवर १७ लोहमार्ग पोलीस ठाणी");
    expect(mr).toContain("दररोज ७०-८० लाख प्रवासी");
  });

  test("offers the helpline 1512 as a telephone link in both languages", async () => {
    for (const locale of ["en", "mr"] as const) {
      const html = await page("/about-us", locale);
      const section = elementById(html, "helpline", "section");
      const link = /<a href="tel:1512"[^>]*>([^<]*)<\/a>/.exec(section);
      // Dialled, so Latin digits in Marathi too (docs/glossary-mr.md).
      expect(link?.[1]).toBe(LOCALES[locale].info.about.helpline.call.replace("{{number}}", "1512"));
    }
  });

  test("lists the former commissioners newest first under #commissionerate, with rank and tenures written as dates are everywhere (31 Dec 2024)", async () => {
    const html = await page("/about-us", "en");
    const section = elementById(html, "commissionerate", "section");
    expect(section).toContain(enInfo.about.commissioners.heading);
    // The page's table of contents links to the anchor SPEC §2 names.
    expect(html).toContain('href="#commissionerate"');

    const rows = await server.services.db.selectFrom("former_commissioners").selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const newestFirst = [...rows].sort((a, b) => b.tenure_start.localeCompare(a.tenure_start));
    const names = [...section.matchAll(/<h3>([\s\S]*?)<\/h3>/g)].map((m) => textOf(m[1]!));
    expect(names).toEqual(newestFirst.map((row) => row.name_en));

    const items = section.split('<li class="card info-person">').slice(1);
    expect(items).toHaveLength(rows.length);
    items.forEach((item, index) => {
      const row = newestFirst[index]!;
      const text = textOf(item);
      expect(text).toContain(row.rank_en);
      expect(text).toContain(
        `${formatDayMonthYear(row.tenure_start, "en", enFormat)} to ${formatDayMonthYear(row.tenure_end, "en", enFormat)}`,
      );
      expect(item).toContain(`<time dateTime="${row.tenure_start}">`);
    });
    // Sample data: the most recent seeded tenure, and one from the 1990s.
    expect(textOf(section)).toContain("01 Sep 2021 to 31 Dec 2024");
    expect(textOf(section)).toContain("31 Mar 1998 to 14 Jan 2003");
    // No note explaining an American order is needed any more.
    expect(textOf(section)).not.toContain("month/day/year");
  });

  test("shows tenures in Marathi with Devanagari digits and Marathi ranks", async () => {
    const section = textOf(elementById(await page("/about-us", "mr"), "commissionerate", "section"));
    expect(section).toContain(mrInfo.about.commissioners.heading);
    expect(section).toContain("०१ सप्टें २०२१ ते ३१ डिसें २०२४");
    expect(section).toContain("अपर पोलीस महासंचालक");
    expect(section).toContain("नमुना अधिकारी 301");
  });

  test("shows stored portraits as responsive images and the placeholder when there is none", async () => {
    const section = elementById(await page("/about-us", "en"), "commissionerate", "section");
    expect(section).toMatch(/<source type="image\/avif" srcSet="\/storage\/people\/[^"]+w\d+\.avif/);
    expect(section).toContain('src="/images/officer-placeholder.svg"');
    const src = /<img src="(\/storage\/people\/[^"]+)"/.exec(section)?.[1];
    expect(src).toBeDefined();
    const image = await fetch(`${server.url}${src}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toMatch(/^image\//);
  });
});

describe("our leadership", () => {
  test("shows exactly the three officers with the SPEC titles, in English and in Marathi", async () => {
    const en = await page("/our-leadership", "en");
    expect(count(en, /<li class="card info-leader">/g)).toBe(3);
    const titles = [...en.matchAll(/<p class="info-leader-title">([\s\S]*?)<\/p>/g)].map((m) => textOf(m[1]!));
    expect(titles).toEqual([
      "Commissioner of Police Railways Mumbai",
      "Director General of Police Railways Maharashtra State",
      "Director General of Police Maharashtra State",
    ]);
    const names = [...en.matchAll(/<h2 class="info-leader-name">([\s\S]*?)<\/h2>/g)].map((m) => textOf(m[1]!));
    expect(names).toHaveLength(3);
    for (const name of names) expect(name).toMatch(/^Sample Officer \d+$/);

    const mr = await page("/our-leadership", "mr");
    expect(count(mr, /<li class="card info-leader">/g)).toBe(3);
    const mrTitles = [...mr.matchAll(/<p class="info-leader-title">([\s\S]*?)<\/p>/g)].map((m) => textOf(m[1]!));
    expect(mrTitles).toEqual([
      "पोलीस आयुक्त, लोहमार्ग, मुंबई",
      "पोलीस महासंचालक, लोहमार्ग, महाराष्ट्र राज्य",
      "पोलीस महासंचालक, महाराष्ट्र राज्य",
    ]);
  });

  test("gives every portrait a text alternative naming the officer, with explicit dimensions", async () => {
    const html = await page("/our-leadership", "en");
    const images = html.match(/<img [^>]*>/g) ?? [];
    const portraits = images.filter((tag) => tag.includes("/storage/people/"));
    expect(portraits).toHaveLength(3);
    for (const tag of portraits) {
      expect(tag).toMatch(/alt="Photograph of Sample Officer \d+"/);
      expect(tag).toMatch(/width="\d+"/);
      expect(tag).toMatch(/height="\d+"/);
    }
  });
});

describe("organisational structure", () => {
  /** Each station page link in the tree with how many lists deep it sits. */
  function linksByDepth(html: string): Array<{ id: number; depth: number }> {
    const start = html.indexOf('<ul class="info-org-list" aria-labelledby="org-tree-heading"');
    expect(start).toBeGreaterThan(-1);
    const tree = html.slice(start);
    const links: Array<{ id: number; depth: number }> = [];
    let depth = 0;
    for (const match of tree.matchAll(/<ul\b|<\/ul>|<a [^>]*href="\/police-station\/(\d+)"/g)) {
      if (match[0] === "<ul") depth += 1;
      else if (match[0] === "</ul>") {
        depth -= 1;
        if (depth === 0) break;
      } else links.push({ id: Number(match[1]), depth });
    }
    return links;
  }

  test("nests every office and station under its parent, as links to its station page", async () => {
    const html = await page("/organizational-structure", "en");
    const links = linksByDepth(html);
    const units = await server.services.db.selectFrom("police_stations").select(["id", "parent_id", "type"]).execute();
    expect(links.map((link) => link.id).sort((a, b) => a - b)).toEqual(units.map((u) => u.id).sort((a, b) => a - b));

    // Each unit's parent is the nearest link one level up before it.
    links.forEach((link, index) => {
      const unit = units.find((u) => u.id === link.id)!;
      if (unit.parent_id === null) {
        expect(link.depth).toBe(1);
        return;
      }
      const parent = links
        .slice(0, index)
        .reverse()
        .find((candidate) => candidate.depth === link.depth - 1);
      expect(parent?.id, `parent of ${link.id}`).toBe(unit.parent_id);
    });

    const depthOf = (type: string) =>
      new Set(links.filter((l) => units.find((u) => u.id === l.id)!.type === type).map((l) => l.depth));
    expect(depthOf("CP")).toEqual(new Set([1]));
    expect(depthOf("DCP")).toEqual(new Set([2]));
    expect(depthOf("ACP")).toEqual(new Set([3]));
    expect(depthOf("PS")).toEqual(new Set([4]));
  });

  test("names each office's officer by designation, in both languages", async () => {
    const en = textOf(await page("/organizational-structure", "en"));
    expect(en).toContain("Office of the Commissioner of Police, Railways, Mumbai");
    expect(en).toContain("In charge: Commissioner of Police, Sample Officer 1");
    expect(en).toContain("In charge: Deputy Commissioner of Police, Sample Officer 2");
    expect(en).toContain("In charge: Assistant Commissioner of Police, Sample Officer 4");
    expect(en).toContain("In charge: Senior Police Inspector, Sample Officer 110");
    expect(en).toContain("2 regions, 5 divisions and 17 railway police stations");

    const mr = textOf(await page("/organizational-structure", "mr"));
    expect(mr).toContain("पोलीस आयुक्त कार्यालय, लोहमार्ग, मुंबई");
    expect(mr).toContain("प्रभारी: पोलीस उपायुक्त, नमुना अधिकारी 2");
    expect(mr).toContain("२ परिमंडळे, ५ विभाग आणि १७ लोहमार्ग पोलीस ठाणी");
  });

  test("is a tree of lists and links, not a picture", async () => {
    const html = await page("/organizational-structure", "en");
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).not.toMatch(/<img\b/);
    expect(count(main, /<ul class="info-org-list/g)).toBeGreaterThanOrEqual(9);
  });
});

describe("FAQ", () => {
  test.each(["en", "mr"] as const)(
    "has exactly 4 questions in %s, each a native <details> that works without script",
    async (locale) => {
      const html = await page("/faq", locale);
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      expect(count(main, /<details\b/g)).toBe(4);
      expect(count(main, /<summary\b/g)).toBe(4);
      // Closed by default: no question is open until a visitor asks.
      expect(main).not.toMatch(/<details[^>]*\sopen/);
      const text = textOf(html);
      for (const item of Object.values(LOCALES[locale].info.faq.items)) {
        expect(text).toContain(item.question);
        expect(text).toContain(item.answer);
      }
    },
  );

  test("answers the helpline question with a telephone link and the others with pages of the site", async () => {
    const html = await page("/faq", "en");
    expect(html).toContain('<a href="tel:1512">Call 1512</a>');
    expect(html).toContain('href="/lost-and-found"');
    expect(html).toContain('href="/complaint"');
    expect(html).toContain('href="/all-police-stations"');
  });
});

describe("appeal to citizens", () => {
  test.each(["en", "mr"] as const)(
    "asks citizens in %s not to throw stones, says it is punishable and how to report it",
    async (locale) => {
      const strings = LOCALES[locale].info.appeal;
      const html = await page("/appeal-to-citizens", locale);
      const text = textOf(html);
      for (const value of [strings.lead, strings.danger, strings.offence_heading, strings.offence, strings.report]) {
        expect(text).toContain(value);
      }
      expect(html).toContain('href="tel:1512"');
    },
  );
});

describe("safety tips", () => {
  test.each(["en", "mr"] as const)("shows exactly 8 tips in %s", async (locale) => {
    const html = await page("/safety-tips", locale);
    expect(count(html, /<li class="card info-tip">/g)).toBe(8);
    const text = textOf(html);
    for (const tip of Object.values(LOCALES[locale].info.safety.tips)) {
      expect(text).toContain(tip.title);
      expect(text).toContain(tip.text);
    }
  });

  test("does not render the held video ids, nor embed any video", async () => {
    const html = await page("/safety-tips", "en");
    expect(html).not.toContain("SAMPLEvid");
    expect(html).not.toMatch(/<iframe\b/);
  });
});

describe("martyrs", () => {
  test.each(["en", "mr"] as const)("is a respectful sample tribute in %s, with a photo", async (locale) => {
    const strings = LOCALES[locale].info.martyrs;
    const html = await page("/martyrs", locale);
    const text = textOf(html);
    expect(text).toContain(strings.sample_note);
    expect(text).toContain(strings.tribute_heading);
    expect(text).toContain(strings.award);
    expect(html).toMatch(/<img src="\/images\/officer-placeholder.svg" alt="[^"]+" width="240" height="300"/);
  });
});

describe("plasma", () => {
  test.each(["en", "mr"] as const)(
    "without script offers a plain link to the external page in %s, opening in a new tab",
    async (locale) => {
      const html = await page("/plasma", locale);
      expect(html).toMatch(/<a href="https:\/\/example\.org\/" target="_blank" rel="noopener noreferrer"[^>]*>[^<]*/);
      expect(textOf(html)).toContain(LOCALES[locale].info.plasma.open_link);
      expect(textOf(html)).toContain(LOCALES[locale].info.plasma.sample_note);
      // The frame is added by script, which then also shows the spinner and sizes it.
      expect(html).not.toMatch(/<iframe\b/);
    },
  );
});
