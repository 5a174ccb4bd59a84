/**
 * The gallery pages as a visitor without JavaScript gets them (SPEC §2 "Gallery and album"): the
 * album grid, an album whose every thumbnail is a plain link to the full picture (or the video's
 * page), nothing loaded from a video site, both languages, the empty state, and the site's 404
 * page for unknown or malformed album ids.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEMO_ALBUMS, DEMO_VIDEO_URL } from "~/.server/content/gallery/demo-gallery";
import enErrors from "~/locales/en/errors";
import enGallery from "~/locales/en/gallery";
import mrErrors from "~/locales/mr/errors";
import mrGallery from "~/locales/mr/gallery";
import { firstHeading, htmlLang } from "../support/html";
import { Visitor } from "../support/http-client";
import { startTestServer, type TestServer, useTestServer } from "../support/test-server";

const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  accept: "text/html",
};

let albumIds: number[];
const server = useTestServer();
beforeAll(async () => {
  const rows = await server.services.db.selectFrom("albums").select("id").orderBy("created_at", "desc").execute();
  albumIds = rows.map((row) => row.id);
});

async function page(path: string, locale: "en" | "mr" = "en"): Promise<{ status: number; html: string }> {
  const visitor = new Visitor(server.url, BROWSER_HEADERS);
  visitor.cookies.set("lang", locale);
  const response = await visitor.get(path);
  return { status: response.status, html: await response.text() };
}

/** The page's main content, without the shell around it. */
function main(html: string): string {
  const content = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];
  if (!content) throw new Error("the page has no <main>");
  return content;
}

function decode(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/** Every <a> in the markup: its attributes and its text. */
function anchors(html: string): Array<{ attrs: Record<string, string>; text: string }> {
  return [...html.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g)].map((match) => ({
    attrs: Object.fromEntries([...match[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, decode(a[2]!)])),
    text: decode(match[2]!.replace(/<[^>]+>/g, "")),
  }));
}

describe("/gallery", () => {
  test("lists every album with its cover, title and counts, each linking to its album view", async () => {
    const { status, html } = await page("/gallery");
    expect(status).toBe(200);
    expect(htmlLang(html)).toBe("en");
    expect(firstHeading(html)).toBe(enGallery.title);
    expect(html).toContain(`<title>${enGallery.title} | Mumbai Railway Police</title>`);
    expect(main(html).match(/<h1[\s>]/g)).toHaveLength(1);
    const links = anchors(main(html)).filter((a) => a.attrs.class === "gallery-album-link");
    expect(links.map((a) => a.text)).toEqual(DEMO_ALBUMS.map((album) => album.en));
    expect(links.map((a) => a.attrs.href)).toEqual(albumIds.map((id) => `/album/${id}`));
    expect(main(html)).toContain("7 photos, 1 video");
    expect(main(html)).toContain("6 photos</p>");
    // Covers are responsive, sized, and all but the first row load lazily.
    const images = [...main(html).matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(DEMO_ALBUMS.length);
    for (const img of images) expect(img).toMatch(/width="\d+" height="\d+"/);
    expect(images.slice(3).every((img) => img.includes('loading="lazy"'))).toBe(true);
    expect(main(html)).toContain('type="image/avif"');
  });

  test("is in Marathi for a Marathi visitor, with Devanagari counts", async () => {
    const { html } = await page("/gallery", "mr");
    expect(htmlLang(html)).toBe("mr");
    expect(firstHeading(html)).toBe(mrGallery.title);
    const titles = anchors(main(html))
      .filter((a) => a.attrs.class === "gallery-album-link")
      .map((a) => a.text);
    expect(titles).toEqual(DEMO_ALBUMS.map((album) => album.mr));
    expect(main(html)).toContain("७ छायाचित्रे, १ चित्रफीत");
  });

  test("renders no inline style attribute (the CSP forbids them)", async () => {
    const { html } = await page("/gallery");
    expect(main(html)).not.toMatch(/\sstyle="/);
  });
});

describe("/album/{id}", () => {
  test("shows the title, a Back link and every item as a link to its full picture or video", async () => {
    const { status, html } = await page(`/album/${albumIds[0]}`);
    expect(status).toBe(200);
    const demo = DEMO_ALBUMS[0]!;
    expect(firstHeading(html)).toBe(demo.en);
    expect(html).toContain(`<title>${demo.en} | ${enGallery.title} | Mumbai Railway Police</title>`);
    const content = main(html);
    expect(anchors(content).find((a) => a.attrs.class === "back-button")?.attrs.href).toBe("/gallery");

    const thumbs = anchors(content).filter((a) => a.attrs.class?.startsWith("gallery-thumb"));
    expect(thumbs.map((a) => a.text.trim())).toEqual(
      demo.items.map((item) => ("video" in item ? `${item.en}Video on YouTube (opens in a new tab)` : item.en)),
    );
    for (const thumb of thumbs.filter((a) => !a.attrs.class!.includes("video"))) {
      expect(thumb.attrs.href).toMatch(/^\/storage\/gallery\/[0-9a-f-]+\/full\.jpg$/);
      const picture = await fetch(new URL(thumb.attrs.href!, server.url));
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toBe("image/jpeg");
      await picture.arrayBuffer();
    }
    // Without JavaScript the video opens on its own site, in a new tab as every external link does.
    const video = thumbs.find((a) => a.attrs.class!.includes("video"))!;
    expect(video.attrs).toMatchObject({ href: DEMO_VIDEO_URL, target: "_blank", rel: "noopener noreferrer" });
  });

  test("makes no request to a video site: no frame, no provider image, no player address in the page", async () => {
    const { html } = await page(`/album/${albumIds[0]}`);
    expect(html).not.toMatch(/<iframe/);
    expect(html).not.toMatch(/<(img|source)[^>]*(youtube|ytimg|vimeo)/i);
    expect(html).not.toMatch(/<link[^>]*(youtube|ytimg|vimeo)/i);
  });

  test("is in Marathi for a Marathi visitor", async () => {
    const { html } = await page(`/album/${albumIds[0]}`, "mr");
    expect(htmlLang(html)).toBe("mr");
    expect(firstHeading(html)).toBe(DEMO_ALBUMS[0]!.mr);
    const content = main(html);
    expect(content).toContain("नमुना छायाचित्र: फलाट क्रमांक १ वरील सायंकाळची गस्त");
    expect(content).toContain("यूट्यूबवरील चित्रफीत");
    expect(content).toContain("७ छायाचित्रे, १ चित्रफीत");
  });

  test("marks a title only written in English with lang=en on a Marathi page", async () => {
    const db = server.services.db;
    const { id } = await db
      .insertInto("albums")
      .values({ title_en: "Test album in English only", published: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { html } = await page(`/album/${id}`, "mr");
    expect(main(html)).toContain('<h1 lang="en">Test album in English only</h1>');
    expect(main(html)).toContain(mrGallery.album.empty);
    await db.deleteFrom("albums").where("id", "=", id).execute();
  });

  test("renders no inline style attribute", async () => {
    const { html } = await page(`/album/${albumIds[0]}`);
    expect(main(html)).not.toMatch(/\sstyle="/);
  });

  test.each(["999999", "0", "abc", "1.5", "-2", "9999999999"])(
    "/album/%s is the site's 404 page in the visitor's language",
    async (id) => {
      const en = await page(`/album/${id}`);
      expect(en.status).toBe(404);
      expect(firstHeading(en.html)).toBe(enErrors.not_found.title);
      const mr = await page(`/album/${id}`, "mr");
      expect(mr.status).toBe(404);
      expect(firstHeading(mr.html)).toBe(mrErrors.not_found.title);
    },
  );

  test("an unpublished album is not found", async () => {
    const db = server.services.db;
    const { id } = await db
      .insertInto("albums")
      .values({ title_en: "Test draft", published: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await page(`/album/${id}`)).status).toBe(404);
    await db.deleteFrom("albums").where("id", "=", id).execute();
  });
});

describe("with no albums", () => {
  let empty: TestServer;
  beforeAll(async () => {
    empty = await startTestServer({ DEMO_CONTENT: "0" });
  });
  afterAll(async () => {
    await empty?.close();
  });

  test("/gallery shows the empty state, and /api/albums an empty list", async () => {
    const visitor = new Visitor(empty.url, BROWSER_HEADERS);
    const html = await (await visitor.get("/gallery")).text();
    expect(main(html)).toContain(`<p class="empty-state">${enGallery.empty}</p>`);
    visitor.cookies.set("lang", "mr");
    expect(main(await (await visitor.get("/gallery")).text())).toContain(mrGallery.empty);
    expect(await (await fetch(`${empty.url}/api/albums`)).json()).toEqual({ albums: [] });
  });
});
