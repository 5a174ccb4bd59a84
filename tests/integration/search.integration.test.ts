/**
 * Site search as a browser without JavaScript gets it, over real HTTP on the production
 * build: English, Marathi and Hindi words, highlighted matches, HTML that stays text (in the content and
 * in the query), unpublished items never shown, changes searchable at once, pagination, a 400 in
 * the visitor's language for absurd input, and the citizen services found first by the words
 * people use for them.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { NewArticleRow } from "~/.server/db/tables/articles";
import { SEARCH_PER_PAGE } from "~/.server/search/search-service";
import enPolicies from "~/locales/en/policies";
import enSearch from "~/locales/en/search";
import mrSearch from "~/locales/mr/search";
import hiSearch from "~/locales/hi/search";
import type { Locale } from "~/i18n/locales";
import { htmlLang } from "../support/html";
import { Visitor } from "../support/http-client";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  // No demo content: every searchable item below is the test's own.
  server = await startTestServer({ DEMO_CONTENT: "false" });
});
afterAll(async () => {
  await server?.close();
});

async function searchPage(query: string, options: { locale?: Locale; page?: number } = {}) {
  const visitor = new Visitor(server.url, { accept: "text/html" });
  visitor.cookies.set("lang", options.locale ?? "en");
  const params = new URLSearchParams({ q: query });
  if (options.page) params.set("page", String(options.page));
  const response = await visitor.get(`/search?${params}`);
  return { status: response.status, html: await response.text() };
}

/** The result list's items: link, title text (marks kept as [..]) and extract. */
function results(html: string) {
  const list = /<ol class="search-results"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
  return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item]) => {
    const marked = (fragment = "") =>
      fragment
        .replace(/<mark>/g, "[")
        .replace(/<\/mark>/g, "]")
        .replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, "")
        .replace(/<[^>]+>/g, "");
    return {
      href: /<a href="([^"]+)"/.exec(item!)?.[1],
      kind: /<p class="search-result-kind">([^<]*)<\/p>/.exec(item!)?.[1],
      title: marked(/<h3[^>]*>([\s\S]*?)<\/h3>/.exec(item!)?.[1]),
      snippet: marked(/<p class="search-result-snippet"[^>]*>([\s\S]*?)<\/p>/.exec(item!)?.[1]),
      raw: item!,
    };
  });
}

async function addArticle(values: Partial<NewArticleRow>) {
  const row = await server.services.db
    .insertInto("articles")
    .values({ kind: "news", title_en: "Untitled sample", ...values })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("site search", () => {
  test("finds news by an English word, in any case, with the match highlighted in title and extract", async () => {
    const id = await addArticle({
      title_en: "Sample Zorblax drive at Dadar",
      description_en: "<p>Officers ran a <strong>zorblax</strong> awareness drive for commuters.</p>",
    });
    const { status, html } = await searchPage("ZORBLAX");
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // Not for search engines, but still described (Lighthouse's SEO audit asks every page).
    expect(html).toContain(`<meta name="description" content="${enSearch.intro}"/>`);
    const [result, ...others] = results(html);
    expect(others).toEqual([]);
    expect(result).toMatchObject({
      href: `/news/${id}`,
      kind: enSearch.kinds.news,
      title: "Sample [Zorblax] drive at Dadar",
    });
    // The stored HTML is reduced to its words: no tags in the extract, the match marked.
    expect(result!.snippet).toContain("Officers ran a [zorblax] awareness drive");
    expect(result!.raw).not.toContain("<strong>");
  });

  test("finds Marathi text by a Devanagari word, and by the start of the last word", async () => {
    const id = await addArticle({
      kind: "goodwork",
      title_en: "Sample lost bag returned",
      title_mr: "नमुना हरवलेली बॅग परत केली",
      summary_mr: "कुर्ला रेल्वे पोलिसांनी प्रवाशाची बॅग शोधून परत दिली.",
    });
    const whole = results((await searchPage("पोलिसांनी", { locale: "mr" })).html);
    expect(whole.map((r) => r.href)).toEqual([`/good-works/${id}`]);
    expect(whole[0]!.snippet).toContain("[पोलिसांनी]");
    expect(whole[0]!.kind).toBe(mrSearch.kinds.goodwork);

    // "कुर्ला पोलि": every word must match, the last one as a prefix.
    const prefix = results((await searchPage("कुर्ला पोलि", { locale: "mr" })).html);
    expect(prefix.map((r) => r.href)).toEqual([`/good-works/${id}`]);
    // Shown in the visitor's language when the item has it: the English page shows the English title.
    const english = results((await searchPage("हरवलेली")).html);
    expect(english[0]).toMatchObject({ href: `/good-works/${id}`, title: "नमुना [हरवलेली] बॅग परत केली" });
    expect(english[0]!.raw).toContain('lang="mr"');
    const both = results((await searchPage("returned")).html);
    expect(both[0]).toMatchObject({ href: `/good-works/${id}`, title: "Sample lost bag [returned]" });
  });

  test("HTML in stored content and in the query comes out as text, never as markup", async () => {
    await addArticle({
      title_en: 'Sample Quuxly notice <img src=x onerror="alert(1)">',
      description_en: "<p>quuxly &lt;script&gt;alert(2)&lt;/script&gt; text</p>",
    });
    const { html } = await searchPage("quuxly");
    expect(html).not.toMatch(/<img src=x/);
    expect(html).not.toContain("<script>alert(");
    const [result] = results(html);
    expect(result!.raw).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(result!.raw).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");

    // The query is shown back (in the box and the no-results text) as text only.
    const attack = await searchPage('<script>alert(3)</script>"><svg onload=alert(4)>');
    expect(attack.status).toBe(200);
    expect(attack.html).not.toContain("<script>alert(");
    expect(attack.html).not.toMatch(/<svg onload/i);
    expect(attack.html).toContain('value="&lt;script&gt;alert(3)&lt;/script&gt;&quot;&gt;&lt;svg onload=alert(4)&gt;"');
  });

  test("unpublished items are never found; publishing, editing and deleting show at once", async () => {
    const id = await addArticle({ title_en: "Sample Blorptastic event", published: 0 });
    const [document] = await server.services.db
      .insertInto("documents")
      .values({
        kind: "tender",
        title_en: "Sample Blorptastic tender",
        uploaded_file: "documents/sample.pdf",
        published: 0,
      })
      .returning("id")
      .execute();
    expect(results((await searchPage("blorptastic")).html)).toEqual([]);

    await server.services.db.updateTable("articles").set({ published: 1 }).where("id", "=", id).execute();
    await server.services.db.updateTable("documents").set({ published: 1 }).where("id", "=", document!.id).execute();
    const found = results((await searchPage("blorptastic")).html);
    expect(found.map((r) => r.href).sort()).toEqual([`/news/${id}`, "/storage/documents/sample.pdf"].sort());
    expect(found.find((r) => r.href?.startsWith("/storage/"))?.kind).toBe(enSearch.kinds.tender);

    await server.services.db
      .updateTable("articles")
      .set({ title_en: "Sample renamed event" })
      .where("id", "=", id)
      .execute();
    await server.services.db.deleteFrom("documents").where("id", "=", document!.id).execute();
    expect(results((await searchPage("blorptastic")).html)).toEqual([]);
    expect(results((await searchPage("renamed")).html).map((r) => r.href)).toEqual([`/news/${id}`]);

    await server.services.db.updateTable("articles").set({ published: 0 }).where("id", "=", id).execute();
    expect(results((await searchPage("renamed")).html)).toEqual([]);
  });

  test("results come a page at a time, with page links that keep the query", async () => {
    for (let i = 1; i <= SEARCH_PER_PAGE + 2; i++) await addArticle({ title_en: `Sample Pagimax item ${i}` });
    const first = await searchPage("pagimax");
    expect(results(first.html)).toHaveLength(SEARCH_PER_PAGE);
    expect(first.html).toContain(`${SEARCH_PER_PAGE + 2} results for “pagimax”`);
    expect(first.html).toContain('<a rel="next" href="/search?q=pagimax&amp;page=2"');
    const second = await searchPage("pagimax", { page: 2 });
    expect(results(second.html)).toHaveLength(2);
    const all = [...results(first.html), ...results(second.html)].map((r) => r.href);
    expect(new Set(all).size).toBe(SEARCH_PER_PAGE + 2);
    expect((await searchPage("pagimax", { page: 3 })).status).toBe(404);

    // Marathi says "page 2 of 2" in its own word order: "of 2 in all, page 2".
    const marathi = await searchPage("pagimax", { locale: "mr", page: 2 });
    expect(/<title>([^<]*)<\/title>/.exec(marathi.html)?.[1]).toBe(
      "“pagimax” साठी शोध निकाल, एकूण २ पैकी पान २ | मुंबई लोहमार्ग पोलीस",
    );
  });

  test("found property still held is searchable in both languages and links to its category; returned items are not", async () => {
    const { db } = server.services;
    await db
      .insertInto("police_stations")
      .values({ id: 910, name_en: "Sample Railway Police Station", type: "PS" })
      .execute();
    const { id } = await db
      .insertInto("found_property")
      .values({
        category: "bag",
        description_en: "Sample blue rucksack marked Quorbel",
        description_mr: "क्वोर्बेल लिहिलेली नमुना निळी सॅक",
        station_id: 910,
        found_on: "2026-11-20",
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    const english = results((await searchPage("quorbel")).html);
    expect(english.map((r) => [r.href, r.kind, r.title])).toEqual([
      ["/found-property?category=bag", enSearch.kinds.found_property, "Sample blue rucksack marked [Quorbel]"],
    ]);
    const marathi = results((await searchPage("क्वोर्बेल", { locale: "mr" })).html);
    expect(marathi.map((r) => [r.href, r.kind])).toEqual([
      ["/found-property?category=bag", mrSearch.kinds.found_property],
    ]);

    // Handed back to its owner: it leaves the public list, and the search.
    await db.updateTable("found_property").set({ returned: 1 }).where("id", "=", id).execute();
    expect(results((await searchPage("quorbel")).html)).toEqual([]);
  });

  test("found property described in Hindi is found by a Hindi reader's word, its IMEI masked in the result", async () => {
    const { db } = server.services;
    await db
      .insertInto("police_stations")
      .values({ id: 911, name_en: "Second Sample Railway Police Station", type: "PS" })
      .execute();
    const imei = "353918057654321";
    await db
      .insertInto("found_property")
      .values({
        category: "mobile_phone",
        description_en: "Sample grey phone marked Zelvont",
        description_hi: `ज़ेल्वोंट लिखा नमूना स्लेटी फोन, आईएमईआई ${imei}`,
        imei,
        station_id: 911,
        found_on: "2026-11-20",
      })
      .execute();
    const hindi = await searchPage("स्लेटी", { locale: "hi" });
    const [result, ...others] = results(hindi.html);
    expect(others).toEqual([]);
    expect(result).toMatchObject({
      href: "/found-property?category=mobile_phone",
      kind: hiSearch.kinds.found_property,
    });
    expect(result!.title).toContain("[स्लेटी]");
    expect(result!.raw).not.toContain(imei);
    expect(result!.raw).toContain("4321");
    // Never found by the number, in Hindi as in English.
    expect(results((await searchPage(imei, { locale: "hi" })).html)).toEqual([]);
    // An English reader still reads the English row.
    expect(results((await searchPage("zelvont")).html)[0]?.title).toBe("Sample grey phone marked [Zelvont]");
  });

  test("static information pages are searchable in both languages", async () => {
    const english = results((await searchPage(enPolicies.privacy.title)).html);
    expect(english.map((r) => r.href)).toContain("/privacy-policy");
    expect(english.find((r) => r.href === "/privacy-policy")?.kind).toBe(enSearch.kinds.page);
  });

  test("an empty query and a query without matches explain what to do", async () => {
    const empty = await searchPage("");
    expect(empty.status).toBe(200);
    expect(empty.html).toContain(enSearch.empty_query);
    const none = await searchPage("nothingmatchesthisword", { locale: "mr" });
    expect(none.status).toBe(200);
    expect(htmlLang(none.html)).toBe("mr");
    expect(none.html).toContain(mrSearch.no_results.replace("{{query}}", "nothingmatchesthisword"));
    expect(none.html).toMatch(/<label for="search-page-q">/);
  });

  test("absurd input is a 400 that says what was wrong in the visitor's language and keeps the query", async () => {
    const long = `police ${"a".repeat(200)}`;
    const english = await searchPage(long);
    expect(english.status).toBe(400);
    expect(english.html).toContain("<title>Error: Search | ");
    expect(english.html).toContain(
      `<p class="search-error" id="search-page-q-error">${enSearch.problems.too_long}</p>`,
    );
    expect(english.html).toMatch(/aria-invalid="true" aria-describedby="search-page-q-error"/);
    expect(english.html).toContain(`value="${long.slice(0, 200)}"`);
    const marathi = await searchPage(long, { locale: "mr" });
    expect(marathi.status).toBe(400);
    expect(htmlLang(marathi.html)).toBe("mr");
    expect(marathi.html).toContain(mrSearch.problems.too_long);
    const visitor = new Visitor(server.url, { accept: "text/html" });
    const badPage = await visitor.get("/search?q=x&page=abc");
    expect(badPage.status).toBe(400);
    expect(await badPage.text()).toContain(enSearch.problems.bad_page);
  });
});

/** The link of the first result on the page, best bets included, and whether it is a best bet. */
function firstResult(html: string) {
  const page = html.slice(html.indexOf('class="search-page"'));
  const link = /<h3[^>]*>\s*<a href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/.exec(page);
  const bestBets = /<section class="search-best-bets"[\s\S]*?<\/section>/.exec(page)?.[0] ?? "";
  return { href: link?.[1], text: link?.[2]?.replace(/<[^>]+>/g, ""), bestBet: !!link && bestBets.includes(link[0]) };
}

describe("finding the citizen services", () => {
  beforeAll(async () => {
    // Content that mentions the same words, so that the services must win over it.
    await addArticle({
      title_en: "Sample first-aid kits for every station",
      description_en: "<p>First aid boxes, and a complaint desk, at Dadar; lost property counters listed.</p>",
      title_mr: "नमुना: प्रत्येक स्थानकावर प्रथमोपचार पेट्या",
      description_mr: "<p>तक्रार कक्ष, हरवले सामान आणि एफआयआर विषयी माहिती; स्थिती सुधारली.</p>",
    });
    await server.services.db
      .insertInto("documents")
      .values({
        kind: "tender",
        title_en: "Supply of first-aid kits (sample tender)",
        uploaded_file: "documents/fa.pdf",
      })
      .execute();
  });

  test.each([
    ["make a complaint", "en", "/complaint"],
    ["complaint", "en", "/complaint"],
    ["FIR", "en", "/fir-dashboard"],
    ["status", "en", "/status"],
    ["check status", "en", "/status"],
    ["suggestion", "en", "/suggestion"],
    ["lost phone", "en", "/lost-and-found"],
    ["तक्रार", "mr", "/complaint"],
    ["एफआयआर", "mr", "/fir-dashboard"],
    ["स्थिती", "mr", "/status"],
    ["हरवले", "mr", "/lost-and-found"],
    ["शिकायत", "hi", "/complaint"],
    ["एफआईआर", "hi", "/fir-dashboard"],
    ["स्थिति", "hi", "/status"],
    ["खोया", "hi", "/lost-and-found"],
    ["गुम", "hi", "/lost-and-found"],
    ["सुझाव", "hi", "/suggestion"],
  ] as const)("“%s” (%s) finds %s first, shown as a citizen service", async (query, locale, href) => {
    const { status, html } = await searchPage(query, { locale });
    expect(status).toBe(200);
    const first = firstResult(html);
    expect(first).toMatchObject({ href, bestBet: true });
    const search = { en: enSearch, mr: mrSearch, hi: hiSearch }[locale];
    expect(html).toContain(`<p class="search-result-kind">${search.best_bets.kind}</p>`);
    expect(html).toContain(search.best_bets.heading.replace("{{query}}", query));
  });

  test("a short word is matched whole: “FIR” finds no first-aid tender or article", async () => {
    const { html } = await searchPage("FIR");
    expect(results(html).map((r) => r.href)).not.toContainEqual(expect.stringMatching(/^\/(news\/|storage\/)/));
    expect(html).not.toMatch(/first-aid kits/i);
    // A longer word is still matched as the start of one being typed.
    expect(results((await searchPage("suppl")).html).map((r) => r.href)).toContain("/storage/documents/fa.pdf");
  });

  test("a best bet on its own says no other page matched, not that nothing did", async () => {
    // No page of this site says "grievance": only the complaint service answers to it.
    const { html } = await searchPage("grievance");
    expect(firstResult(html).href).toBe("/complaint");
    expect(html).toContain(enSearch.no_other_results.replace("{{query}}", "grievance"));
    expect(html).not.toContain(enSearch.no_results.replace("{{query}}", "grievance"));
  });

  test("the best bets are on the first page of results only, and not for other words", async () => {
    for (let i = 1; i <= SEARCH_PER_PAGE + 1; i++) await addArticle({ title_en: `Sample complaint desk ${i}` });
    expect(firstResult((await searchPage("complaint", { page: 2 })).html).bestBet).toBe(false);
    expect((await searchPage("desk")).html).not.toContain('class="search-best-bets"');
  });
});

describe("finding the police station for a railway station", () => {
  beforeAll(async () => {
    // The police stations of the stops asked for (the demo content, which has them all, is off).
    const station = (id: number, en: string, mr: string) => ({
      id,
      type: "PS" as const,
      name_en: `${en} Railway Police Station`,
      name_mr: `${mr} लोहमार्ग पोलीस ठाणे`,
      address_en: `Sample address, ${en}`,
      landline: `000-0000-00${id}`,
    });
    await server.services.db
      .insertInto("police_stations")
      .values([station(11, "Dadar", "दादर"), station(12, "Kurla", "कुर्ला"), station(14, "Dombivli", "डोंबिवली")])
      .execute();
  });

  test.each([
    ["Ghatkopar", "en", 12, "Kurla Railway Police Station"],
    ["ghatkopar police station", "en", 12, "Kurla Railway Police Station"],
    ["घाटकोपर", "mr", 12, "कुर्ला लोहमार्ग पोलीस ठाणे"],
    ["Dombivali", "en", 14, "Dombivli Railway Police Station"],
    ["शीव", "mr", 11, "दादर लोहमार्ग पोलीस ठाणे"],
    ["घाटकोपर पुलिस थाना", "hi", 12, "Kurla Railway Police Station"],
    ["सायन", "hi", 11, "Dadar Railway Police Station"],
    ["डोम्बिवली", "hi", 14, "Dombivli Railway Police Station"],
  ] as const)("“%s” (%s) answers first with the police station that covers it", async (query, locale, id, name) => {
    const { status, html } = await searchPage(query, { locale });
    expect(status).toBe(200);
    expect(firstResult(html)).toMatchObject({ href: `/police-station/${id}`, text: name });
    const section =
      /<section class="search-best-bets" aria-labelledby="search-stations-heading">[\s\S]*?<\/section>/.exec(html)?.[0];
    // With its telephone, as a link a phone can call.
    expect(section).toMatch(/<a href="tel:[^"]+">/);
  });

  test("for a Hindi reader, the stops it covers are named in Hindi", async () => {
    const { html } = await searchPage("परेल", { locale: "hi" });
    const section =
      /<section class="search-best-bets" aria-labelledby="search-stations-heading">[\s\S]*?<\/section>/.exec(html)?.[0];
    expect(section).toContain(hiSearch.stations.covers.replace("{{stops}}", "परेल"));
    expect(section).not.toContain("परळ");
  });

  test("a word in many stations' names (“road”) names none of them", async () => {
    expect((await searchPage("road")).html).not.toContain("search-stations-heading");
  });
});

describe("commuters' words for what happened", () => {
  test.each([
    ["theft", "en", "/complaint"],
    ["my bag was stolen", "en", "/complaint"],
    ["harassment", "en", "/complaint"],
    ["चोरी", "mr", "/complaint"],
    ["छेडछाड", "mr", "/complaint"],
    ["चोरी", "hi", "/complaint"],
    ["मोबाइल चोरी हो गया", "hi", "/complaint"],
    ["छेड़छाड़", "hi", "/complaint"],
    ["हेल्पलाइन", "hi", "/get-help"],
    ["१५१२", "hi", "/get-help"],
    ["1512", "en", "/get-help"],
    ["112", "en", "/get-help"],
    ["helpline", "en", "/get-help"],
  ] as const)("“%s” (%s) leads first to %s", async (query, locale, href) => {
    expect(firstResult((await searchPage(query, { locale })).html)).toMatchObject({ href, bestBet: true });
  });
});
