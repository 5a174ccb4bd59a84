/**
 * Issue 20: unpublishing an article takes it off the site entirely. Its photos and attachment were
 * still served at their storage addresses; now they answer 404 to the public (staff editing the
 * draft still see them), and a news flash can no longer send visitors to an unpublished article:
 * the admin form refuses the link in the editor's language, and a flash written before the
 * article was unpublished loses its link.
 */
import { beforeAll, describe, expect, test } from "vitest";
import enAdmin from "~/locales/en/admin";
import mrAdmin from "~/locales/mr/admin";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";
import { expectRefused, location, post } from "./admin-support";
import { contentStaff, pngPhoto, storedNewsFiles } from "./content-support";
import { postMultipart } from "./content-uploads";

const server = useTestServer({ DEMO_CONTENT: "0" });
let editor: Visitor;

beforeAll(async () => {
  ({ editor } = await contentStaff(server, "unpublished"));
});

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** Creates a published news item with a photo and a PDF; returns its id and its files' addresses. */
async function publishedNewsWithFiles(title: string) {
  const response = await postMultipart(editor, "/admin/content/news/new", { title_en: title, published: "on" }, [
    { name: "images", data: await pngPhoto(3), filename: "photo.png", type: "image/png" },
    { name: "file", data: PDF, filename: "notice.pdf", type: "application/pdf" },
  ]);
  expect(response.status, await response.clone().text()).toBe(302);
  const id = Number(/\/admin\/content\/news\/(\d+)/.exec(location(response))![1]);
  const { file, imageKey } = await storedNewsFiles(server, id);
  return { id, files: [`/storage/${imageKey}/full.jpg`, `/storage/${imageKey}/thumb.webp`, `/storage/${file}`] };
}

describe("an unpublished article's files", () => {
  test("are served while the article is published, and answer 404 to the public once it is unpublished", async () => {
    const { id, files } = await publishedNewsWithFiles("Sample: files that go with the article");
    const visitor = new Visitor(server.url);
    for (const file of files) {
      const response = await visitor.get(file);
      expect(response.status, file).toBe(200);
      // Caches must ask again: the file can be withdrawn.
      expect(response.headers.get("cache-control"), file).toBe("public, no-cache");
    }

    expect(location(await post(editor, `/admin/content/news/${id}`, { intent: "unpublish" }))).toBe(
      `/admin/content/news/${id}?done=unpublished`,
    );
    for (const file of files) expect((await visitor.get(file)).status, file).toBe(404);

    // The editor working on the draft still sees its photo, and no cache keeps it.
    const preview = await editor.get(files[0]!);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");

    await post(editor, `/admin/content/news/${id}`, { intent: "publish" });
    for (const file of files) expect((await visitor.get(file)).status, file).toBe(200);
  });

  test("files of other areas are served as before", async () => {
    const response = await new Visitor(server.url).get("/storage/articles/not-an-upload.pdf");
    expect(response.status).toBe(404);
    // The gallery is not affected by the article check: a missing file there is a plain 404 too.
    expect((await new Visitor(server.url).get("/storage/gallery/missing/full.jpg")).status).toBe(404);
  });
});

describe("a news flash linking to an article", () => {
  test("is refused while the article is unpublished, with the reason in the editor's language", async () => {
    const { id } = await publishedNewsWithFiles("Sample: soon a draft");
    await post(editor, `/admin/content/news/${id}`, { intent: "unpublish" });
    for (const [locale, strings] of [
      ["en", enAdmin],
      ["mr", mrAdmin],
    ] as const) {
      editor.cookies.set("lang", locale);
      const response = await post(editor, "/admin/content/news-flashes/new", {
        intent: "save",
        text: "Sample: read the draft",
        link: `/news/${id}`,
      });
      await expectRefused(response, [strings.content.flashes.errors.link_unpublished]);
    }
    editor.cookies.set("lang", "en");
    const flashes = await server.services.db
      .selectFrom("news_flashes")
      .select("id")
      .where("text", "=", "Sample: read the draft")
      .execute();
    expect(flashes).toEqual([]);

    await post(editor, `/admin/content/news/${id}`, { intent: "publish" });
    const accepted = await post(editor, "/admin/content/news-flashes/new", {
      intent: "save",
      text: "Sample: read the draft",
      link: `/news/${id}`,
    });
    expect(accepted.status).toBe(302);
  });

  test("loses its link on the public pages when the article is unpublished later", async () => {
    const { id } = await publishedNewsWithFiles("Sample: withdrawn later");
    const created = await post(editor, "/admin/content/news-flashes/new", {
      intent: "save",
      text: "Sample: a flash about a withdrawn article",
      link: `/news/${id}?from=flash`,
      active: "on",
    });
    expect(created.status).toBe(302);
    const visitor = new Visitor(server.url);
    expect(await (await visitor.get("/")).text()).toContain(`href="/news/${id}?from=flash"`);

    await post(editor, `/admin/content/news/${id}`, { intent: "unpublish" });
    const html = await (await visitor.get("/")).text();
    expect(html).toContain("Sample: a flash about a withdrawn article");
    expect(html).not.toContain(`href="/news/${id}?from=flash"`);
  });
});
