/**
 * The stations area's pages as a browser without JavaScript receives them: contact us, the three
 * offices lists and their ?q= search, the in-charges table, the station page (and its 404s) and
 * the railway map's plain links, in English and Marathi, and the stops' names in Hindi.
 */
import { describe, expect, test } from "vitest";
import type { Locale } from "~/i18n/locales";
import { telHref, whatsappHref } from "~/lib/tel";
import hiStations from "~/locales/hi/stations";
import { firstHeading, htmlLang } from "../support/html";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";

const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  accept: "text/html",
};

const server = useTestServer();

/** The server-rendered page (status and HTML) a browser in `locale` receives. */
async function page(path: string, locale: Locale = "en"): Promise<{ status: number; html: string; main: string }> {
  const visitor = new Visitor(server.url, BROWSER_HEADERS);
  visitor.cookies.set("lang", locale);
  const response = await visitor.get(path);
  const html = await response.text();
  // What is rendered for people, without the hydration data that follows it.
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  return { status: response.status, html, main };
}

const count = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].length;
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const cardIds = (main: string) =>
  [...main.matchAll(/<h2 class="office-card-title"><a [^>]*href="\/police-station\/(\d+)"/g)].map((m) => Number(m[1]));

describe("/contact-us", () => {
  test("shows the emergency numbers as tel links without spaces", async () => {
    const { status, html, main } = await page("/contact-us");
    expect(status).toBe(200);
    expect(firstHeading(html)).toBe("Contact us");
    expect(titleOf(html)).toBe("Contact us | Mumbai Railway Police");
    expect(main).toContain('href="tel:1512"');
    expect(main).toContain('href="tel:1800221512"');
    expect(main).toContain(">1800 22 1512<");
    // The demo's sample WhatsApp numbers open a chat; its control-room numbers are calls
    // (app/.server/db/seed/demo-site.ts).
    for (const number of ["000-0000-0001", "000-0000-0002"]) expect(main).toContain(`href="${whatsappHref(number)}"`);
    for (const number of ["000-0000-0003", "000-0000-0004"]) expect(main).toContain(`href="${telHref(number)}"`);
    expect(text(main)).toContain("Control room, 24x7");
    expect(main).toMatch(/class="back-button"/);
  });

  test("shows the Commissioner's office from the database, its e-mail address obfuscated", async () => {
    const { main } = await page("/contact-us");
    expect(main).toContain('href="/police-station/1"');
    expect(text(main)).toContain("Office of the Commissioner of Police, Railways, Mumbai");
    expect(text(main)).toContain("Sample address: Railway Police Commissionerate, Mumbai");
    expect(main).toContain('href="tel:00000000001"');
    expect(main).toContain("sample-office-1 [at] example [dot] org");
    expect(main).not.toMatch(/sample-office-1@|mailto:sample-office-1/);
  });

  test("in Marathi", async () => {
    const { html, main } = await page("/contact-us", "mr");
    expect(htmlLang(html)).toBe("mr");
    expect(firstHeading(html)).toBe("संपर्क साधा");
    expect(text(main)).toContain("पोलीस आयुक्त कार्यालय, लोहमार्ग, मुंबई");
    expect(main).toContain("sample-office-1 [ॲट] example [डॉट] org");
  });
});

describe("offices lists", () => {
  test("/all-police-stations lists the police stations (type PS), each linking to its page", async () => {
    const { status, html, main } = await page("/all-police-stations");
    expect(status).toBe(200);
    expect(firstHeading(html)).toBe("All police stations");
    expect(cardIds(main)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26]);
    expect(main).toMatch(/<form[^>]*method="get"[^>]*role="search"|<form[^>]*role="search"[^>]*method="get"/);
    expect(main).toMatch(/<input[^>]*name="q"/);
    expect(main).toContain('role="status"');
    expect(text(main)).toContain("17 results");
  });

  test("/contact-us/dcp-and-acp lists the DCP and ACP offices, each type with its own card", async () => {
    const { html, main } = await page("/contact-us/dcp-and-acp");
    expect(firstHeading(html)).toBe("DCP and ACP offices");
    expect(cardIds(main)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(count(main, /office-card office-card-dcp/g)).toBe(2);
    expect(count(main, /office-card office-card-acp/g)).toBe(5);
    expect(count(main, /office-card office-card-ps/g)).toBe(0);
  });

  test("/our-offices lists every office and station", async () => {
    const { html, main } = await page("/our-offices");
    expect(firstHeading(html)).toBe("Our offices");
    expect(cardIds(main)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, ...Array.from({ length: 17 }, (_, i) => 10 + i)]);
  });

  test("?q= searches without JavaScript, keeping the words in the box", async () => {
    const found = await page("/all-police-stations?q=%20dadar%20");
    expect(cardIds(found.main)).toEqual([11]);
    expect(found.main).toMatch(/<input[^>]*value="dadar"/);
    expect(text(found.main)).toContain("1 result for “dadar”");

    const western = await page("/all-police-stations?q=western+line");
    expect(cardIds(western.main)).toEqual([20, 21, 22, 23, 24, 25, 26]);

    const acp = await page("/contact-us/dcp-and-acp?q=kalyan");
    expect(cardIds(acp.main)).toEqual([5]);

    const none = await page("/our-offices?q=nowhere");
    expect(none.status).toBe(200);
    expect(cardIds(none.main)).toEqual([]);
    expect(text(none.main)).toContain("Nothing matches “nowhere”");
    expect(none.main).toContain('href="/our-offices"');
  });

  test("a railway station's name finds the police station that covers it, in both languages and common spellings", async () => {
    const ghatkopar = await page("/all-police-stations?q=Ghatkopar");
    expect(cardIds(ghatkopar.main)).toEqual([12]);
    expect(text(ghatkopar.main)).toContain("Kurla Railway Police Station");
    expect(text(ghatkopar.main)).toContain("Railway stations it covers: Ghatkopar");

    const marathi = await page("/all-police-stations?q=घाटकोपर", "mr");
    expect(cardIds(marathi.main)).toEqual([12]);
    expect(text(marathi.main)).toContain("हद्दीतील रेल्वे स्थानके: घाटकोपर");

    for (const [query, stationId] of [
      ["Dombivali", 14],
      ["Wadala", 17],
      ["Sion", 11],
    ] as const) {
      expect(cardIds((await page(`/all-police-stations?q=${query}`)).main), query).toEqual([stationId]);
    }
    expect(cardIds((await page(`/all-police-stations?q=${encodeURIComponent("शीव")}`, "mr")).main)).toEqual([11]);
  });

  test("in Hindi, a stop's Hindi name or a Hindi spelling finds its police station, the stops named in Hindi", async () => {
    const dadar = await page(`/all-police-stations?q=${encodeURIComponent("दादर")}`, "hi");
    expect(htmlLang(dadar.html)).toBe("hi");
    expect(cardIds(dadar.main)).toEqual([11]);
    expect(text(dadar.main)).toContain(hiStations.offices.covers.replace("{{stops}}", "दादर"));
    for (const [query, stationId] of [
      ["कुर्ला", 12],
      ["सायन", 11],
      ["बांद्रा", 22],
      ["बान्द्रा", 22],
      ["सेवरी", 17],
    ] as const) {
      const found = await page(`/all-police-stations?q=${encodeURIComponent(query)}`, "hi");
      expect(cardIds(found.main), query).toEqual([stationId]);
    }
    const parel = await page(`/police-station/11`, "hi");
    const covered = /<ul class="station-stops">([\s\S]*?)<\/ul>/.exec(parel.main)?.[1] ?? "";
    expect(text(covered)).toContain("परेल");
    expect(text(covered)).toContain("सायन");
    expect(text(covered)).not.toContain("परळ");
  });

  test("a police station's page lists the railway stations it covers", async () => {
    const kurla = await page("/police-station/12");
    const covered = /<ul class="station-stops">([\s\S]*?)<\/ul>/.exec(kurla.main)?.[1] ?? "";
    expect(text(covered)).toContain("Ghatkopar");
    expect(text(covered)).toContain("Kurla");
    expect(text(kurla.main)).toContain("Railway stations it covers");
    const marathi = await page("/police-station/12", "mr");
    expect(text(marathi.main)).toContain("घाटकोपर");
    // An office that is no police station covers none.
    expect((await page("/police-station/4")).main).not.toContain("station-stops");
  });

  test("the railway map's list names the railway stations each police station covers", async () => {
    const { main } = await page("/mumbai-railway-map");
    const kurla = /<li><a href="\/police-station\/12"[\s\S]*?<\/li>/.exec(main)?.[0] ?? "";
    expect(text(kurla)).toContain("Ghatkopar");
    const marathi = (await page("/mumbai-railway-map", "mr")).main;
    expect(text(/<li><a href="\/police-station\/12"[\s\S]*?<\/li>/.exec(marathi)?.[0] ?? "")).toContain("घाटकोपर");
  });

  test("odd or hostile search text is answered, escaped, never a 500", async () => {
    const long = await page(`/all-police-stations?q=${"x".repeat(5000)}`);
    expect(long.status).toBe(200);
    const hostile = await page("/all-police-stations?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    expect(hostile.status).toBe(200);
    expect(hostile.main).not.toContain("<script>alert(1)");
    expect(hostile.main).toContain("&lt;script&gt;");
  });

  test("in Marathi, with a Marathi search", async () => {
    const { html, main } = await page("/all-police-stations?q=दादर", "mr");
    expect(firstHeading(html)).toBe("सर्व पोलीस ठाणी");
    expect(cardIds(main)).toEqual([11]);
    expect(text(main)).toContain("दादर लोहमार्ग पोलीस ठाणे");
    expect(text(main)).toContain("१ निकाल");
  });
});

describe("/police-stations-incharge", () => {
  test("a table of stations and their officers, with photos, badges, tel and mailto links", async () => {
    const { status, html, main } = await page("/police-stations-incharge");
    expect(status).toBe(200);
    expect(firstHeading(html)).toBe("Police stations in-charge");
    expect(main).toMatch(/<th scope="col">Police Station<\/th>\s*<th scope="col">Incharge<\/th>/);
    expect(count(main, /<th scope="row"><a href="\/police-station\/\d+"/g)).toBe(17);
    expect(main).toContain("Sample Officer 110");
    expect(main).toMatch(/designation-badge designation-senior-pi">Senior Police Inspector</);
    expect(main).toMatch(/designation-badge designation-pi">Police Inspector</);
    expect(main).toContain('href="tel:00000000000"');
    expect(main).toContain('href="mailto:sample-officer-110@example.org"');
    // Stored photos with AVIF/WebP variants; the placeholder where there is none (Karjat, 116).
    expect(main).toMatch(/<source type="image\/avif" srcSet="\/storage\/officers\/110\/[^"]+\/w320\.avif 320w"/);
    expect(count(main, /src="\/images\/officer-placeholder\.svg"/g)).toBe(3);
    expect(main).toMatch(/class="back-button"/);
    expect(main).not.toContain("No Police Officer Found");
  });

  test("says 'No Police Officer Found' for a station without an officer", async () => {
    await server.services.db.updateTable("police_stations").set({ officer_id: null }).where("id", "=", 26).execute();
    try {
      const { main } = await page("/police-stations-incharge");
      expect(count(main, /No Police Officer Found/g)).toBe(1);
      const marathi = await page("/police-stations-incharge", "mr");
      expect(marathi.main).toContain("पोलीस अधिकारी आढळला नाही");
      const station = await page("/police-station/26");
      expect(station.main).toContain("No Police Officer Found");
    } finally {
      await server.services.db.updateTable("police_stations").set({ officer_id: 126 }).where("id", "=", 26).execute();
    }
  });

  test("in Marathi, with the badges' Marathi titles", async () => {
    const { html, main } = await page("/police-stations-incharge", "mr");
    expect(firstHeading(html)).toBe("पोलीस ठाणे प्रभारी");
    expect(main).toContain("नमुना अधिकारी 110");
    expect(main).toContain(">वरिष्ठ पोलीस निरीक्षक<");
  });
});

describe("/police-station/{id}", () => {
  test("shows everything known about the station, its officer and a directions link", async () => {
    const { status, html, main } = await page("/police-station/11");
    expect(status).toBe(200);
    expect(firstHeading(html)).toBe("Dadar Railway Police Station");
    expect(titleOf(html)).toBe("Dadar Railway Police Station | Mumbai Railway Police");
    const words = text(main);
    expect(words).toContain("Police station");
    expect(words).toContain("Sample address: Railway Police Station, Dadar railway station, Central line, Mumbai");
    expect(main).toContain('href="tel:00000000011"');
    expect(main).toContain('href="mailto:sample-ps-11@example.org"');
    expect(words).toContain("Central line");
    expect(main).toMatch(/<rect[^>]*fill="#c62828"/);
    expect(main).toContain('href="/police-station/4"');
    expect(words).toContain("ACP Office, CSMT Division (sample)");
    expect(words).toContain("Sample Officer 111");
    expect(main).toContain(">Police Inspector<");
    expect(main).toMatch(
      /<a href="https:\/\/www\.openstreetmap\.org\/search\?query=Sample%20address[^"]*" target="_blank" rel="noopener noreferrer"/,
    );
    expect(main).toMatch(/class="back-button"/);
  });

  test("an office shows its own type and officer", async () => {
    const { html, main } = await page("/police-station/1");
    expect(firstHeading(html)).toBe("Office of the Commissioner of Police, Railways, Mumbai");
    expect(text(main)).toContain("Commissioner of Police office");
    expect(main).toContain(">Commissioner of Police<");
    const dcp = await page("/police-station/2");
    expect(dcp.main).toContain(">Deputy Commissioner of Police<");
    const acp = await page("/police-station/4");
    expect(acp.main).toContain(">Assistant Commissioner of Police<");
  });

  test("in Marathi", async () => {
    const { html, main } = await page("/police-station/22", "mr");
    expect(firstHeading(html)).toBe("वांद्रे लोहमार्ग पोलीस ठाणे");
    expect(text(main)).toContain("पश्चिम रेल्वे मार्ग");
    expect(text(main)).toContain("नमुना अधिकारी 122");
  });

  test("an unknown or malformed id is the site's 404 page", async () => {
    for (const id of ["999", "0", "-1", "abc", "1.5", "11abc", "99999999999"]) {
      const { status, html } = await page(`/police-station/${id}`);
      expect(status, id).toBe(404);
      expect(firstHeading(html), id).toBe("Page not found");
    }
    const marathi = await page("/police-station/999", "mr");
    expect(marathi.status).toBe(404);
    expect(htmlLang(marathi.html)).toBe("mr");
  });
});

describe("/mumbai-railway-map", () => {
  test("is an inline SVG whose 17 station icons are plain links to the station pages", async () => {
    const { status, html, main } = await page("/mumbai-railway-map");
    expect(status).toBe(200);
    expect(firstHeading(html)).toBe("Mumbai railway map");
    expect(main).toMatch(/<svg[^>]*role="group"[^>]*aria-labelledby="railway-map-title"/);
    expect(main).toMatch(/<title id="railway-map-title">[^<]+<\/title>/);
    expect(main).toMatch(/<desc id="railway-map-desc">Not to scale\./);
    expect(text(main)).toContain("Diagram, not to scale");
    expect(text(main)).toContain("Select a station icon");
    const links = [
      ...main.matchAll(
        /<a href="\/police-station\/(\d+)" class="map-station[^"]*" data-station-id="(\d+)" aria-label="([^"]+)"/g,
      ),
    ];
    expect(links).toHaveLength(17);
    for (const [, href, id] of links) expect(href).toBe(id);
    const names = Object.fromEntries(links.map(([, , id, name]) => [Number(id), name]));
    expect(names).toMatchObject({ 10: "CSMT", 11: "Dadar", 21: "Mumbai Central", 26: "Palghar", 19: "Panvel" });
    // The legend and the list that is the map's text alternative.
    for (const line of ["Western line", "Central line", "Harbour line"]) expect(text(main)).toContain(line);
    expect(text(main)).toContain("Stations on the map");
    expect(count(main, /<li><a href="\/police-station\/\d+"/g)).toBe(8 + 7 + 5);
    // The dialog exists, closed, for when JavaScript runs; its close link says it returns to the map.
    expect(main).toMatch(/<dialog id="station-dialog" class="modal"(?![^>]*\sopen)/);
    const dialog = /<dialog id="station-dialog"[\s\S]*?<\/dialog>/.exec(main)?.[0] ?? "";
    expect(text(dialog)).toContain("Close and return to the map");
    expect(text(dialog)).not.toContain("home page");
  });

  test("names the stations in Marathi for a Marathi visitor", async () => {
    const { html, main } = await page("/mumbai-railway-map", "mr");
    expect(firstHeading(html)).toBe("मुंबई रेल्वे नकाशा");
    expect(main).toContain('data-station-id="11" aria-label="दादर"');
    expect(main).toContain('data-station-id="22" aria-label="वांद्रे"');
    expect(main).toContain("प्रमाणानुसार नाही");
  });
});
