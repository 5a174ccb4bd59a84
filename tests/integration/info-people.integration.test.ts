/**
 * The info area's tables and the pages built on them when the data changes: ordering of former
 * commissioners, language fallback, empty states, the database's own guards, and an organisation
 * tree that survives bad parent links. Each test file has its own database, so changing it here
 * touches no other test.
 */
import { describe, expect, test } from "vitest";
import enInfo from "~/locales/en/info";
import mrInfo from "~/locales/mr/info";
import { Visitor } from "../support/http-client";
import { startTestServer, useTestServer } from "../support/test-server";

const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  accept: "text/html",
};

const server = useTestServer();

async function page(path: string, locale: "en" | "mr"): Promise<string> {
  const visitor = new Visitor(server.url, BROWSER_HEADERS);
  visitor.cookies.set("lang", locale);
  const response = await visitor.get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

function commissionerNames(html: string): string[] {
  const start = html.indexOf('id="commissionerate"');
  const section = html.slice(start, html.indexOf("</section>", start));
  return [...section.matchAll(/<h3>([\s\S]*?)<\/h3>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ""));
}

describe("former commissioners", () => {
  test("are listed by tenure, newest first, whatever order they were added in", async () => {
    const db = server.services.db;
    await db
      .insertInto("former_commissioners")
      .values([
        {
          name_en: "Sample Officer 398",
          name_mr: "नमुना अधिकारी 398",
          rank_en: "Inspector General of Police",
          rank_mr: "पोलीस महानिरीक्षक",
          tenure_start: "1985-02-01",
          tenure_end: "1988-06-30",
        },
        {
          name_en: "Sample Officer 399",
          name_mr: "नमुना अधिकारी 399",
          rank_en: "Additional Director General of Police",
          rank_mr: "अपर पोलीस महासंचालक",
          tenure_start: "2025-01-01",
          tenure_end: "2025-06-30",
        },
      ])
      .execute();

    const names = commissionerNames(await page("/about-us", "en"));
    expect(names[0]).toBe("Sample Officer 399");
    expect(names.at(-1)).toBe("Sample Officer 398");
    const html = await page("/about-us", "en");
    expect(html).toContain('<time dateTime="2025-01-01">01 Jan 2025</time>');
    expect(html).toContain('<time dateTime="1985-02-01">01 Feb 1985</time>');
  });

  test("written only in English are shown on the Marathi page marked as English", async () => {
    await server.services.db
      .insertInto("former_commissioners")
      .values({
        name_en: "Sample Officer 397",
        name_mr: null,
        rank_en: "Inspector General of Police",
        rank_mr: null,
        tenure_start: "1989-01-01",
        tenure_end: "1993-06-30",
      })
      .execute();
    const html = await page("/about-us", "mr");
    expect(html).toContain('<span lang="en">Sample Officer 397</span>');
    expect(html).toContain('<span lang="en">Inspector General of Police</span>');
    // Items that have Marathi are not marked.
    expect(html).toContain("नमुना अधिकारी 301");
    expect(html).not.toContain('<span lang="en">Sample Officer 301</span>');
  });

  test("cannot be stored with a tenure that ends before it starts, or a half-described photo", async () => {
    const db = server.services.db;
    const base = { name_en: "Sample Officer 396", rank_en: "Inspector General of Police" };
    await expect(
      db
        .insertInto("former_commissioners")
        .values({ ...base, tenure_start: "2001-01-01", tenure_end: "2000-12-31" })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("former_commissioners")
        .values({ ...base, tenure_start: "01/01/2001", tenure_end: "2002-12-31" })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("former_commissioners")
        .values({ ...base, tenure_start: "2001-01-01", tenure_end: "2002-12-31", photo_key: "people/x" })
        .execute(),
    ).rejects.toThrow();
  });

  test("when there are none, the about page says so in the visitor's language", async () => {
    await server.services.db.deleteFrom("former_commissioners").execute();
    expect(commissionerNames(await page("/about-us", "en"))).toEqual([]);
    expect(await page("/about-us", "en")).toContain(enInfo.about.commissioners.none);
    expect(await page("/about-us", "mr")).toContain(mrInfo.about.commissioners.none);
    // The anchor SPEC §2 links to is still there.
    expect(await page("/about-us", "en")).toContain('id="commissionerate"');
  });
});

describe("leaders", () => {
  test("follow their sort order, and fall back to the placeholder picture without a photo", async () => {
    const db = server.services.db;
    await db
      .insertInto("leaders")
      .values({ name_en: "Sample Officer 0", name_mr: null, title_en: "Sample title", title_mr: null, sort_order: 0 })
      .execute();
    const html = await page("/our-leadership", "mr");
    const first = html.indexOf('<li class="card info-leader">');
    const item = html.slice(first, html.indexOf("</li>", first));
    expect(item).toContain('<span lang="en">Sample Officer 0</span>');
    expect(item).toContain('src="/images/officer-placeholder.svg"');
    expect(item).toContain('alt=""');
    await db.deleteFrom("leaders").where("name_en", "=", "Sample Officer 0").execute();
  });

  test("when there are none, the page says so", async () => {
    await server.services.db.deleteFrom("leaders").execute();
    expect(await page("/our-leadership", "en")).toContain(enInfo.leadership.none);
    expect(await page("/our-leadership", "mr")).toContain(mrInfo.leadership.none);
  });
});

describe("organisational structure with bad parent links", () => {
  test("shows an office whose parents form a loop exactly once, and never fails", async () => {
    const db = server.services.db;
    const inserted = await db
      .insertInto("police_stations")
      .values([
        { name_en: "Sample Loop Office A", name_mr: null, type: "CONTROL" },
        { name_en: "Sample Loop Office B", name_mr: null, type: "CONTROL" },
      ])
      .returning("id")
      .execute();
    const [a, b] = inserted.map((row) => row.id);
    await db.updateTable("police_stations").set({ parent_id: b }).where("id", "=", a!).execute();
    await db.updateTable("police_stations").set({ parent_id: a }).where("id", "=", b!).execute();

    const html = await page("/organizational-structure", "en");
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main.match(/Sample Loop Office A/g)).toHaveLength(1);
    expect(main.match(/Sample Loop Office B/g)).toHaveLength(1);
    expect(main).toContain(enInfo.organization.no_officer);
  });

  test("with no offices at all it says the structure is not published", async () => {
    const own = await startTestServer({ DEMO_CONTENT: "0" });
    try {
      const visitor = new Visitor(own.url, BROWSER_HEADERS);
      const response = await visitor.get("/organizational-structure");
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(enInfo.organization.empty);
      const about = await (await visitor.get("/about-us")).text();
      // No count of stations rather than "0 railway police stations".
      expect(about).not.toContain("railway police stations serve these lines");
      expect(about).toContain(enInfo.about.commissioners.none);
    } finally {
      await own.close();
    }
  });
});
