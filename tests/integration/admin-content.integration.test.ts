import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import type { Locale } from "~/i18n/locales";
import { articlePageResponseSchema, newsItemResponseSchema } from "~/.server/content/articles/api-schemas";
import { postHeadOnly as postHeadOnlyTo, Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";
import { auditRows, details, expectRefused, location, post, signIn } from "./admin-support";
import { contentStaff, pngPhoto, publicVisitor, storedNewsFiles } from "./content-support";
import { postMultipart, storedFiles, type Upload } from "./content-uploads";

/**
 * Staff managing the public website's content over HTTP, the way a browser without JavaScript
 * does it: multipart forms with the CSRF field. What they publish is on the public pages and the
 * JSON API at once, in both languages; what they delete goes with its files.
 */
const server = useTestServer({ DEMO_CONTENT: "0" });
let editor: Visitor;
let admin: Visitor;
let desk: Visitor;

beforeAll(async () => {
  ({ editor, admin, desk } = await contentStaff(server, "content"));
});

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

const storageFiles = (folder: string) => storedFiles(server, folder);

async function articleCount(): Promise<number> {
  const row = await server.services.db
    .selectFrom("articles")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Creates a news item as the editor and returns its id. */
async function createNews(fields: Record<string, string>, uploads: Upload[] = []): Promise<number> {
  const response = await postMultipart(editor, "/admin/content/news/new", fields, uploads);
  expect(response.status, await response.clone().text()).toBe(302);
  const match = /^\/admin\/content\/news\/(\d+)\?done=created$/.exec(location(response));
  expect(match).not.toBeNull();
  return Number(match![1]);
}

/** An article's pictures in their order, with their descriptions. */
async function articleImages(id: number) {
  return server.services.db
    .selectFrom("article_images")
    .select(["id", "image_key", "alt_en", "alt_mr"])
    .where("article_id", "=", id)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}

/** The `<img>` tags of a public news page's photos, in page order. */
async function publicImgTags(id: number, locale: Locale): Promise<string[]> {
  const html = await (await publicVisitor(server, locale).get(`/news/${id}`)).text();
  const photos = /<section class="articles-photos"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  return photos.match(/<img [^>]*>/g) ?? [];
}

function attribute(tag: string, name: string): string | null {
  const value = new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? null : value.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

/** The value an admin form's text input shows (what was saved, or what was typed before a refusal). */
function inputValue(html: string, id: string): string | null {
  const tag = new RegExp(`<input[^>]* id="${id}"[^>]*>`).exec(html)?.[0];
  return tag ? attribute(tag, "value") : null;
}

describe("news and good works", () => {
  test("an editor's news item with a picture is on /news and /iapi/front/news at once, in both languages", async () => {
    const id = await createNews(
      {
        title_en: "Sample: platform safety drive at Dadar",
        title_mr: "नमुना: दादर येथे फलाट सुरक्षा मोहीम",
        summary_en: "Officers spoke to commuters about safe boarding.",
        summary_mr: "अधिकाऱ्यांनी प्रवाशांशी सुरक्षित चढण्याबद्दल संवाद साधला.",
        description_en: "<p>Officers spoke to <strong>commuters</strong>.</p>",
        description_mr: "<p>अधिकाऱ्यांनी प्रवाशांशी संवाद साधला.</p>",
        published: "on",
      },
      [{ name: "images", data: await pngPhoto(), filename: "drive.png", type: "image/png" }],
    );

    const page = await editor.get(`/admin/content/news/${id}?done=created`);
    expect(page.status).toBe(200);
    // A plain multipart form with the CSRF field: it works without JavaScript.
    const html = await page.text();
    const forms = html.match(/<form[^>]*>/g) ?? [];
    expect(forms.some((tag) => /method="post"/i.test(tag) && /enctype="multipart\/form-data"/i.test(tag))).toBe(true);
    expect(html).toContain('name="_token"');
    expect(html).toContain("Saved.");

    const en = await (await publicVisitor(server, "en").get("/news")).text();
    expect(en).toContain("Sample: platform safety drive at Dadar");
    const mr = await (await publicVisitor(server, "mr").get("/news")).text();
    expect(mr).toContain("नमुना: दादर येथे फलाट सुरक्षा मोहीम");

    for (const [locale, title] of [
      ["en", "Sample: platform safety drive at Dadar"],
      ["mr", "नमुना: दादर येथे फलाट सुरक्षा मोहीम"],
    ] as const) {
      const list = articlePageResponseSchema.parse(
        await (await publicVisitor(server, locale, true).get("/iapi/front/news")).json(),
      );
      const item = list.data.data.find((entry) => entry.id === id);
      expect(item?.title).toBe(title);
      expect(item?.images).toHaveLength(1);
      const one = newsItemResponseSchema.parse(
        await (await publicVisitor(server, locale, true).get(`/iapi/front/news/${id}`)).json(),
      );
      expect(one.news.title).toBe(title);
    }

    // The picture was re-encoded with a thumbnail and responsive variants.
    const image = await server.services.db
      .selectFrom("article_images")
      .selectAll()
      .where("article_id", "=", id)
      .executeTakeFirstOrThrow();
    const files = storageFiles(image.image_key);
    expect(files).toContain("full.jpg");
    expect(files).toContain("thumb.webp");
    expect(files.some((file) => file.endsWith(".avif"))).toBe(true);
    const thumb = await fetch(`${server.url}/storage/${image.image_key}/thumb.webp`);
    expect(thumb.status).toBe(200);

    const created = (await auditRows(server, "content_created")).find((row) => row.target_id === String(id));
    expect(created?.target_type).toBe("article");
    expect(details(created!)).toMatchObject({ kind: "news", published: true, images: 1 });
  });

  test("a good work written only in Marathi is shown to English readers in Marathi", async () => {
    const response = await postMultipart(admin, "/admin/content/good-works/new", {
      title_mr: "नमुना: हरवलेले मूल पालकांकडे सुपूर्द",
      published: "on",
    });
    expect(response.status).toBe(302);
    expect(location(response)).toMatch(/^\/admin\/content\/good-works\/\d+\?done=created$/);
    const en = await (await publicVisitor(server, "en").get("/good-works")).text();
    expect(en).toContain("नमुना: हरवलेले मूल पालकांकडे सुपूर्द");
  });

  test("a text file named .png is refused with a 4xx and nothing is saved", async () => {
    const before = await articleCount();
    const filesBefore = storageFiles("articles").length;
    const response = await postMultipart(
      editor,
      "/admin/content/news/new",
      { title_en: "Sample: disguised upload", published: "on" },
      [
        { name: "images", data: await pngPhoto(1), filename: "good.png", type: "image/png" },
        {
          name: "images",
          data: Buffer.from("<?php echo 'not a picture'; ?>"),
          filename: "photo.png",
          type: "image/png",
        },
      ],
    );
    await expectRefused(response, ["Each picture must be a JPEG, PNG, WebP, GIF or AVIF photo"]);
    expect(await articleCount()).toBe(before);
    expect(storageFiles("articles").length).toBe(filesBefore);

    const pdf = await postMultipart(editor, "/admin/content/news/new", { title_en: "Sample: disguised PDF" }, [
      { name: "file", data: await pngPhoto(2), filename: "notice.pdf", type: "application/pdf" },
    ]);
    await expectRefused(pdf, ["The attachment must be a PDF file"]);
    expect(await articleCount()).toBe(before);
  });

  test("a form without a title in either language is refused, in the editor's language", async () => {
    const response = await postMultipart(editor, "/admin/content/news/new", { summary_en: "No title" });
    await expectRefused(response, ["Enter a title in English or in Marathi"]);
  });

  test("script in the description never comes out executable on the public article page", async () => {
    const payloads = [
      "<script>alert('xss-1')</script>",
      "<img src=x onerror=alert('xss-2')>",
      "<a href=\"javascript:alert('xss-3')\">click</a>",
      "<svg onload=alert('xss-4')></svg>",
      '<iframe src="https://evil.example/"></iframe>',
      '<p onclick="alert(\'xss-5\')" style="position:fixed">Safe words</p>',
      "<a href=\"jav&#x09;ascript:alert('xss-6')\">tab</a>",
      "<math><mtext><table><mglyph><style><img src=x onerror=alert('xss-7')></style></mglyph></table></mtext></math>",
    ].join("\n");
    const id = await createNews({
      title_en: "Sample: rich text check",
      description_en: payloads,
      description_mr: payloads,
      published: "on",
    });
    const stored = await server.services.db
      .selectFrom("articles")
      .select(["description_en", "description_mr"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    for (const html of [stored.description_en ?? "", stored.description_mr ?? ""]) {
      expect(html).toContain("Safe words");
      expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<svg|<iframe|style=/i);
    }
    for (const locale of ["en", "mr"] as const) {
      const html = await (await publicVisitor(server, locale).get(`/news/${id}`)).text();
      expect(html).toContain("Safe words");
      expect(html).not.toMatch(/xss-\d/);
      expect(html).not.toMatch(/onerror=|onclick=|onload=|javascript:|<iframe/i);
    }
  });

  test("a draft is not public until published, and is gone again when unpublished", async () => {
    const id = await createNews({ title_en: "Sample: draft about monsoon timetable" });
    const list = async () =>
      (await (await publicVisitor(server, "en").get("/news")).text()).includes("monsoon timetable");
    expect(await list()).toBe(false);
    expect((await publicVisitor(server, "en").get(`/news/${id}`)).status).toBe(404);

    const publish = await post(editor, `/admin/content/news/${id}`, { intent: "publish" });
    expect(location(publish)).toBe(`/admin/content/news/${id}?done=published`);
    expect(await list()).toBe(true);
    expect((await publicVisitor(server, "en").get(`/news/${id}`)).status).toBe(200);

    const unpublish = await post(editor, `/admin/content/news/${id}`, { intent: "unpublish" });
    expect(location(unpublish)).toBe(`/admin/content/news/${id}?done=unpublished`);
    expect(await list()).toBe(false);

    const actions = (await auditRows(server))
      .filter((row) => row.target_type === "article" && row.target_id === String(id))
      .map((row) => row.action);
    expect(actions).toEqual(["content_created", "content_published", "content_unpublished"]);
  });

  test("editing changes the text, removes a picture and attaches a PDF; the removed picture's files go", async () => {
    const id = await createNews({ title_en: "Sample: before editing", published: "on" }, [
      { name: "images", data: await pngPhoto(3), filename: "a.png", type: "image/png" },
      { name: "images", data: await pngPhoto(4), filename: "b.png", type: "image/png" },
    ]);
    const images = await server.services.db
      .selectFrom("article_images")
      .select(["id", "image_key"])
      .where("article_id", "=", id)
      .orderBy("sort_order")
      .execute();
    expect(images).toHaveLength(2);
    const response = await postMultipart(
      editor,
      `/admin/content/news/${id}`,
      { intent: "save", title_en: "Sample: after editing", remove_image: String(images[0]!.id) },
      [{ name: "file", data: PDF, filename: "notice.pdf", type: "application/pdf" }],
    );
    expect(response.status).toBe(302);
    expect(location(response)).toBe(`/admin/content/news/${id}?done=saved`);
    const row = await server.services.db
      .selectFrom("articles")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.title_en).toBe("Sample: after editing");
    expect(row.file).toMatch(/^articles\/[\w-]+\.pdf$/);
    expect(storageFiles(images[0]!.image_key)).toEqual([]);
    expect(storageFiles(images[1]!.image_key)).toContain("full.jpg");
    const item = newsItemResponseSchema.parse(
      await (await publicVisitor(server, "en", true).get(`/iapi/front/news/${id}`)).json(),
    );
    expect(item.news.images.map((image) => image.image)).toEqual([images[1]!.image_key]);
    expect(item.news.file_url).toBe(`/storage/${row.file}`);
    const updated = (await auditRows(server, "content_updated")).find((entry) => entry.target_id === String(id));
    expect(details(updated!)).toMatchObject({ images_added: 0, images_removed: 1, pdf: "replaced" });
  });

  test("photo descriptions are saved in both languages and are the public page's alt text, marked when borrowed", async () => {
    const id = await createNews({ title_en: "Sample: described photos", published: "on" }, [
      { name: "images", data: await pngPhoto(6), filename: "d.png", type: "image/png" },
      { name: "images", data: await pngPhoto(7), filename: "e.png", type: "image/png" },
    ]);
    const [first, second] = await articleImages(id);
    const before = await publicImgTags(id, "en");
    expect(before.map((tag) => attribute(tag, "alt"))).toEqual([
      "Photo 1 of 2: Sample: described photos",
      "Photo 2 of 2: Sample: described photos",
    ]);

    const response = await postMultipart(editor, `/admin/content/news/${id}`, {
      intent: "save",
      title_en: "Sample: described photos",
      [`image_alt_en-${first!.id}`]: "Sample: officers check tickets at the barrier",
      [`image_alt_mr-${first!.id}`]: "नमुना: अडथळ्यापाशी तिकीट तपासणारे अधिकारी",
      [`image_alt_en-${second!.id}`]: "",
      [`image_alt_mr-${second!.id}`]: "नमुना: फलाटावरील गर्दी",
      [`image_alt_hi-${first!.id}`]: "नमूना: बैरियर पर टिकट जाँचते अधिकारी",
    });
    expect(response.status, await response.clone().text()).toBe(302);

    const en = await publicImgTags(id, "en");
    expect(en.map((tag) => [attribute(tag, "alt"), attribute(tag, "lang")])).toEqual([
      ["Sample: officers check tickets at the barrier", null],
      ["नमुना: फलाटावरील गर्दी", "mr"],
    ]);
    const mr = await publicImgTags(id, "mr");
    expect(mr.map((tag) => [attribute(tag, "alt"), attribute(tag, "lang")])).toEqual([
      ["नमुना: अडथळ्यापाशी तिकीट तपासणारे अधिकारी", null],
      ["नमुना: फलाटावरील गर्दी", null],
    ]);
    // A Hindi reader: the Hindi description, else English, else Marathi (marked as such).
    const hi = await publicImgTags(id, "hi");
    expect(hi.map((tag) => [attribute(tag, "alt"), attribute(tag, "lang")])).toEqual([
      ["नमूना: बैरियर पर टिकट जाँचते अधिकारी", null],
      ["नमुना: फलाटावरील गर्दी", "mr"],
    ]);
    // The edit page shows what was saved, each description labelled with its picture and language.
    const edit = await (await editor.get(`/admin/content/news/${id}`)).text();
    expect(edit).toContain(
      `<label for="image_alt_mr-${second!.id}" class="admin-label">Description of picture 2 in Marathi`,
    );
    expect(inputValue(edit, `image_alt_mr-${second!.id}`)).toBe("नमुना: फलाटावरील गर्दी");
    expect(inputValue(edit, `image_alt_hi-${first!.id}`)).toBe("नमूना: बैरियर पर टिकट जाँचते अधिकारी");
    const updated = (await auditRows(server, "content_updated")).find((entry) => entry.target_id === String(id));
    expect(details(updated!)).toMatchObject({ images_described: 2, images_reordered: false });
  });

  test("choosing positions reorders the pictures on the public page and in the API", async () => {
    const id = await createNews({ title_en: "Sample: reordered photos", published: "on" }, [
      { name: "images", data: await pngPhoto(8), filename: "f.png", type: "image/png" },
      { name: "images", data: await pngPhoto(9), filename: "g.png", type: "image/png" },
      { name: "images", data: await pngPhoto(10), filename: "h.png", type: "image/png" },
    ]);
    const [a, b, c] = await articleImages(id);
    // The last picture is moved to the top; the others keep their places after it.
    const response = await postMultipart(editor, `/admin/content/news/${id}`, {
      intent: "save",
      title_en: "Sample: reordered photos",
      [`image_position-${a!.id}`]: "1",
      [`image_position-${b!.id}`]: "2",
      [`image_position-${c!.id}`]: "1",
    });
    expect(response.status, await response.clone().text()).toBe(302);
    const expected = [c, a, b].map((image) => image!.image_key);
    const tags = await publicImgTags(id, "en");
    expect(tags.map((tag) => /\/storage\/(.+)\/full\.jpg/.exec(tag)?.[1])).toEqual(expected);
    const item = newsItemResponseSchema.parse(
      await (await publicVisitor(server, "mr", true).get(`/iapi/front/news/${id}`)).json(),
    );
    expect(item.news.images.map((image) => image.image)).toEqual(expected);
    const updated = (await auditRows(server, "content_updated")).find((entry) => entry.target_id === String(id));
    expect(details(updated!)).toMatchObject({ images_described: 0, images_reordered: true });
  });

  test("a refused photo description keeps everything typed and changes nothing", async () => {
    const id = await createNews({ title_en: "Sample: refused description", published: "on" }, [
      { name: "images", data: await pngPhoto(11), filename: "i.png", type: "image/png" },
      { name: "images", data: await pngPhoto(12), filename: "j.png", type: "image/png" },
    ]);
    const [first, second] = await articleImages(id);
    const response = await postMultipart(editor, `/admin/content/news/${id}`, {
      intent: "save",
      title_en: "Sample: a new title",
      [`image_alt_en-${first!.id}`]: "Sample: a fine description",
      [`image_alt_en-${second!.id}`]: "x".repeat(301),
      [`image_position-${first!.id}`]: "2",
    });
    const html = await expectRefused(response, ["The description of picture 2 must be 300 characters or fewer"]);
    expect(html).toContain(`href="#image_alt_en-${second!.id}"`);
    expect(inputValue(html, "title_en")).toBe("Sample: a new title");
    expect(inputValue(html, `image_alt_en-${first!.id}`)).toBe("Sample: a fine description");
    expect(inputValue(html, `image_alt_en-${second!.id}`)).toBe("x".repeat(301));
    expect(html).toMatch(
      new RegExp(`<select[^>]*id="image_position-${first!.id}"[\\s\\S]*?<option value="2" selected=""`),
    );
    expect(await articleImages(id)).toEqual([first, second]);
    const row = await server.services.db
      .selectFrom("articles")
      .select("title_en")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row?.title_en).toBe("Sample: refused description");
  });

  test("deleting asks first, then removes the item, its pictures and its PDF", async () => {
    const id = await createNews({ title_en: "Sample: to be deleted", published: "on" }, [
      { name: "images", data: await pngPhoto(5), filename: "c.png", type: "image/png" },
      { name: "file", data: PDF, filename: "notice.pdf", type: "application/pdf" },
    ]);
    const { file, imageKey } = await storedNewsFiles(server, id);
    expect(storageFiles(imageKey).length).toBeGreaterThan(0);
    expect(existsSync(path.join(server.services.config.storageDir, file!))).toBe(true);

    const confirm = await editor.get(`/admin/content/news/${id}/delete`);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain("Yes, delete it");
    expect((await publicVisitor(server, "en").get(`/news/${id}`)).status).toBe(200);

    const response = await post(editor, `/admin/content/news/${id}/delete`, { confirm: "yes" });
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/admin/content/news?done=deleted");
    expect((await publicVisitor(server, "en").get(`/news/${id}`)).status).toBe(404);
    expect(
      await server.services.db.selectFrom("articles").select("id").where("id", "=", id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await server.services.db.selectFrom("article_images").select("id").where("article_id", "=", id).execute(),
    ).toEqual([]);
    expect(storageFiles(imageKey)).toEqual([]);
    expect(existsSync(path.join(server.services.config.storageDir, file!))).toBe(false);
    const deleted = (await auditRows(server, "content_deleted")).find((entry) => entry.target_id === String(id));
    expect(details(deleted!)).toMatchObject({ kind: "news", title: "Sample: to be deleted", images: 1, pdf: true });
  });

  test("desk officers and anonymous visitors are refused and change nothing", async () => {
    const before = await articleCount();
    expect((await desk.get("/admin/content/news")).status).toBe(403);
    expect((await desk.get("/admin/content")).status).toBe(403);
    const refused = await postMultipart(desk, "/admin/content/news/new", { title_en: "Sample: desk", published: "on" });
    expect(refused.status).toBe(403);

    const anonymous = new Visitor(server.url);
    const page = await anonymous.get("/admin/content/news");
    expect(page.status).toBe(302);
    expect(location(page)).toMatch(/^\/admin\/sign-in/);
    const anonymousPost = await postMultipart(anonymous, "/admin/content/news/new", { title_en: "Sample: anon" });
    expect(anonymousPost.status).toBe(302);
    expect(location(anonymousPost)).toMatch(/^\/admin\/sign-in/);

    // A post without the CSRF token is refused before anything runs.
    const form = new FormData();
    form.append("title_en", "Sample: no token");
    const noToken = await editor.send("/admin/content/news/new", {
      method: "POST",
      headers: { "sec-fetch-site": "same-origin" },
      body: form,
    });
    expect(noToken.status).toBe(419);
    expect(await articleCount()).toBe(before);
  });

  test("the admin lists show drafts and published items to editors in Marathi too", async () => {
    const marathi = new Visitor(server.url);
    marathi.cookies.set("lang", "mr");
    await signIn(server, "content.editor@example.org", undefined, marathi);
    const html = await (await marathi.get("/admin/content/news")).text();
    expect(html).toContain("बातमी जोडा");
    expect(html).toContain("प्रसिद्ध");
  });
});

describe("news flashes", () => {
  test("a flash is on every page at once, hidden when hidden, and gone when deleted", async () => {
    const created = await post(editor, "/admin/content/news-flashes/new", {
      intent: "save",
      text: "Sample flash: mega block on Sunday",
      language: "",
      link: "/news",
      sort_order: "1",
      active: "on",
    });
    expect(created.status).toBe(302);
    const id = Number(/\/admin\/content\/news-flashes\/(\d+)\?done=created$/.exec(location(created))?.[1]);
    expect(id).toBeGreaterThan(0);
    const onHome = async () =>
      (await (await publicVisitor(server, "mr").get("/")).text()).includes("Sample flash: mega block on Sunday");
    expect(await onHome()).toBe(true);

    expect(location(await post(editor, `/admin/content/news-flashes/${id}`, { intent: "unpublish" }))).toBe(
      `/admin/content/news-flashes/${id}?done=unpublished`,
    );
    expect(await onHome()).toBe(false);
    await post(editor, `/admin/content/news-flashes/${id}`, { intent: "publish" });
    expect(await onHome()).toBe(true);

    const edited = await post(editor, `/admin/content/news-flashes/${id}`, {
      intent: "save",
      text: "Sample flash: mega block moved to Saturday",
      language: "en",
      link: "",
      sort_order: "2",
    });
    expect(location(edited)).toBe(`/admin/content/news-flashes/${id}?done=saved`);
    expect((await (await publicVisitor(server, "en").get("/")).text()).includes("mega block moved to Saturday")).toBe(
      true,
    );

    expect((await editor.get(`/admin/content/news-flashes/${id}/delete`)).status).toBe(200);
    expect(location(await post(editor, `/admin/content/news-flashes/${id}/delete`, { confirm: "yes" }))).toBe(
      "/admin/content/news-flashes?done=deleted",
    );
    expect((await (await publicVisitor(server, "en").get("/")).text()).includes("mega block")).toBe(false);
    const actions = (await auditRows(server))
      .filter((row) => row.target_type === "news_flash" && row.target_id === String(id))
      .map((row) => row.action);
    expect(actions).toEqual([
      "content_created",
      "content_unpublished",
      "content_published",
      "content_updated",
      "content_deleted",
    ]);
  });

  test("a link to another site, an empty text or a bad order is refused with messages", async () => {
    const response = await post(editor, "/admin/content/news-flashes/new", {
      intent: "save",
      text: " ",
      link: "//evil.example/phish",
      sort_order: "first",
    });
    await expectRefused(response, [
      "Enter the text of the news flash",
      "Enter a page of this website starting with /, like /news/12, or leave the link empty",
      "Enter the order as a whole number, like 1",
    ]);
    const external = await post(editor, "/admin/content/news-flashes/new", {
      intent: "save",
      text: "Sample",
      link: "https://evil.example/",
    });
    expect(external.status).toBe(422);
  });

  test("desk officers cannot manage news flashes", async () => {
    expect((await desk.get("/admin/content/news-flashes")).status).toBe(403);
    expect((await post(desk, "/admin/content/news-flashes/new", { intent: "save", text: "Sample" })).status).toBe(403);
  });
});

describe("press releases, tenders, recruitments and RTI documents", () => {
  const publicList = async (pathname: string, locale: "en" | "mr" = "en") =>
    (await publicVisitor(server, locale).get(pathname)).text();

  test("a tender with its PDF is on /tenders and /iapi/front/tender at once; a replaced PDF's old file goes", async () => {
    const response = await postMultipart(
      editor,
      "/admin/content/tenders/new",
      {
        title_en: "Sample tender: platform cleaning contract",
        title_mr: "नमुना निविदा: फलाट स्वच्छता करार",
        expires_on: "2026-12-31",
        published: "on",
      },
      [{ name: "file", data: PDF, filename: "tender.pdf", type: "application/pdf" }],
    );
    expect(response.status).toBe(302);
    const id = Number(/^\/admin\/content\/tenders\/(\d+)\?done=created$/.exec(location(response))?.[1]);
    expect(id).toBeGreaterThan(0);
    expect(await publicList("/tenders")).toContain("Sample tender: platform cleaning contract");
    expect(await publicList("/tenders", "mr")).toContain("नमुना निविदा: फलाट स्वच्छता करार");
    const api = await (await publicVisitor(server, "en", true).get("/iapi/front/tender")).text();
    expect(api).toContain("Sample tender: platform cleaning contract");

    const row = await server.services.db
      .selectFrom("documents")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.kind).toBe("tender");
    expect(row.expires_on).toBe("2026-12-31");
    const oldFile = path.join(server.services.config.storageDir, row.uploaded_file);
    expect(existsSync(oldFile)).toBe(true);

    const replaced = await postMultipart(
      editor,
      `/admin/content/tenders/${id}`,
      { intent: "save", title_en: "Sample tender: platform cleaning contract (corrected)", expires_on: "" },
      [{ name: "file", data: PDF, filename: "tender-2.pdf", type: "application/pdf" }],
    );
    expect(location(replaced)).toBe(`/admin/content/tenders/${id}?done=saved`);
    expect(existsSync(oldFile)).toBe(false);
    expect(await publicList("/tenders")).toContain("(corrected)");

    await post(editor, `/admin/content/tenders/${id}`, { intent: "unpublish" });
    expect(await publicList("/tenders")).not.toContain("(corrected)");

    const after = await server.services.db
      .selectFrom("documents")
      .select("uploaded_file")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const deleted = await post(editor, `/admin/content/tenders/${id}/delete`, { confirm: "yes" });
    expect(location(deleted)).toBe("/admin/content/tenders?done=deleted");
    expect(existsSync(path.join(server.services.config.storageDir, after.uploaded_file))).toBe(false);
    const actions = (await auditRows(server))
      .filter((entry) => entry.target_type === "document" && entry.target_id === String(id))
      .map((entry) => entry.action);
    expect(actions).toEqual(["content_created", "content_updated", "content_unpublished", "content_deleted"]);
  });

  test("a document needs its PDF, and a picture named .pdf is refused with nothing saved", async () => {
    const count = async () =>
      Number(
        (
          await server.services.db
            .selectFrom("documents")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const missing = await postMultipart(editor, "/admin/content/press-releases/new", { title_en: "Sample press" });
    await expectRefused(missing, ["Choose the PDF file"]);
    const disguised = await postMultipart(editor, "/admin/content/rti/new", { title_en: "Sample RTI" }, [
      { name: "file", data: await pngPhoto(6), filename: "rti.pdf", type: "application/pdf" },
    ]);
    await expectRefused(disguised, ["The file must be a PDF"]);
    expect(storageFiles("documents/rti")).toEqual([]);
    expect(await count()).toBe(before);
  });

  test("desk officers cannot add documents", async () => {
    const refused = await postMultipart(desk, "/admin/content/recruitments/new", { title_en: "Sample" }, [
      { name: "file", data: PDF, filename: "r.pdf", type: "application/pdf" },
    ]);
    expect(refused.status).toBe(403);
    expect(storageFiles("documents/recruitments")).toEqual([]);
  });
});

describe("initiative booklets", () => {
  test("a booklet with its cover and PDF is on /initiatives and /iapi/front/book at once; deleting removes its files", async () => {
    const response = await postMultipart(
      editor,
      "/admin/content/booklets/new",
      {
        name_en: "Sample booklet: safe travel",
        name_mr: "नमुना पुस्तिका: सुरक्षित प्रवास",
        sort_order: "1",
        published: "on",
      },
      [
        { name: "cover", data: await pngPhoto(7), filename: "cover.png", type: "image/png" },
        { name: "file", data: PDF, filename: "booklet.pdf", type: "application/pdf" },
      ],
    );
    expect(response.status).toBe(302);
    const id = Number(/^\/admin\/content\/booklets\/(\d+)\?done=created$/.exec(location(response))?.[1]);
    expect(id).toBeGreaterThan(0);
    expect(await (await publicVisitor(server, "en").get("/initiatives")).text()).toContain(
      "Sample booklet: safe travel",
    );
    expect(await (await publicVisitor(server, "mr").get("/initiatives")).text()).toContain("नमुना पुस्तिका: सुरक्षित प्रवास");
    expect(await (await publicVisitor(server, "en", true).get("/iapi/front/book")).text()).toContain(
      "Sample booklet: safe travel",
    );

    const row = await server.services.db.selectFrom("books").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(storageFiles(row.image_key)).toContain("thumb.webp");

    await post(editor, `/admin/content/booklets/${id}`, { intent: "unpublish" });
    expect(await (await publicVisitor(server, "en").get("/initiatives")).text()).not.toContain(
      "Sample booklet: safe travel",
    );

    const deleted = await post(editor, `/admin/content/booklets/${id}/delete`, { confirm: "yes" });
    expect(location(deleted)).toBe("/admin/content/booklets?done=deleted");
    expect(storageFiles(row.image_key)).toEqual([]);
    expect(existsSync(path.join(server.services.config.storageDir, row.file))).toBe(false);
    const actions = (await auditRows(server))
      .filter((entry) => entry.target_type === "book" && entry.target_id === String(id))
      .map((entry) => entry.action);
    expect(actions).toEqual(["content_created", "content_unpublished", "content_deleted"]);
  });

  test("a booklet needs a real cover picture and a PDF", async () => {
    const missing = await postMultipart(editor, "/admin/content/booklets/new", { name_en: "Sample booklet" });
    await expectRefused(missing, ["Choose a cover picture", "Choose the PDF file"]);
    const disguised = await postMultipart(editor, "/admin/content/booklets/new", { name_en: "Sample booklet" }, [
      { name: "cover", data: Buffer.from("just text"), filename: "cover.jpg", type: "image/jpeg" },
      { name: "file", data: PDF, filename: "b.pdf", type: "application/pdf" },
    ]);
    await expectRefused(disguised, ["The cover must be a JPEG, PNG, WebP, GIF or AVIF picture"]);
    expect(storageFiles("books")).toEqual([]);
  });
});

describe("officers", () => {
  test("an officer's details and photo are on the public pages at once; deleting leaves the station without one", async () => {
    const response = await postMultipart(
      editor,
      "/admin/content/officers/new",
      {
        name_en: "Sample Officer Kulkarni",
        name_mr: "नमुना अधिकारी कुलकर्णी",
        designation: "SENIOR_PI",
        contact_number: "022 2262 0173",
        email: "Sample.Officer@Example.org",
      },
      [{ name: "photo", data: await pngPhoto(8), filename: "officer.png", type: "image/png" }],
    );
    expect(response.status).toBe(302);
    const id = Number(/^\/admin\/content\/officers\/(\d+)\?done=created$/.exec(location(response))?.[1]);
    expect(id).toBeGreaterThan(0);
    const officer = await server.services.db
      .selectFrom("officers")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(officer.email).toBe("sample.officer@example.org");
    expect(storageFiles(officer.photo!)).toContain("thumb.webp");

    const station = await server.services.db
      .insertInto("police_stations")
      .values({ name_en: "Sample Station", name_mr: "नमुना ठाणे", type: "PS", officer_id: id })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await (await publicVisitor(server, "en").get("/police-stations-incharge")).text()).toContain(
      "Sample Officer Kulkarni",
    );
    expect(await (await publicVisitor(server, "mr").get("/police-stations-incharge")).text()).toContain(
      "नमुना अधिकारी कुलकर्णी",
    );

    const edited = await postMultipart(editor, `/admin/content/officers/${id}`, {
      intent: "save",
      name_en: "Sample Officer Deshmukh",
      name_mr: "",
      designation: "PI",
      contact_number: "",
      email: "",
      remove_photo: "on",
    });
    expect(location(edited)).toBe(`/admin/content/officers/${id}?done=saved`);
    expect(storageFiles(officer.photo!)).toEqual([]);
    expect(await (await publicVisitor(server, "en").get("/police-stations-incharge")).text()).toContain(
      "Sample Officer Deshmukh",
    );

    const deleted = await post(editor, `/admin/content/officers/${id}/delete`, { confirm: "yes" });
    expect(location(deleted)).toBe("/admin/content/officers?done=deleted");
    const after = await server.services.db
      .selectFrom("police_stations")
      .select("officer_id")
      .where("id", "=", station.id)
      .executeTakeFirstOrThrow();
    expect(after.officer_id).toBeNull();
    const actions = (await auditRows(server))
      .filter((entry) => entry.target_type === "officer" && entry.target_id === String(id))
      .map((entry) => entry.action);
    expect(actions).toEqual(["content_created", "content_updated", "content_deleted"]);
  });

  test("an officer needs a name and a designation, and a bad e-mail or number is refused", async () => {
    const response = await postMultipart(editor, "/admin/content/officers/new", {
      name_en: "",
      designation: "GENERAL",
      contact_number: "call me",
      email: "not-an-address",
    });
    await expectRefused(response, [
      "Enter the officer's name in English",
      "Choose the designation",
      "Enter a telephone number with digits, spaces and dashes only, like 022 2262 0173",
      "Enter an e-mail address in the right format, like name@example.org",
    ]);
  });
});

describe("police stations and offices", () => {
  test("a corrected station is on its public page at once; bad details are refused and change nothing", async () => {
    const { db } = server.services;
    const station = await db
      .insertInto("police_stations")
      .values({ name_en: "Sample Road", name_mr: "नमुना रोड", type: "PS", landline: "022 0000 0000" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const officer = await db
      .insertInto("officers")
      .values({ name_en: "Sample Officer Patil", designation: "SENIOR_PI" })
      .returning("id")
      .executeTakeFirstOrThrow();

    const refused = await post(editor, `/admin/content/stations/${station.id}`, {
      name_en: "Sample Road",
      email: "not an address",
      officer_id: "999999",
    });
    await expectRefused(refused, ["Enter an e-mail address in the right format, like name@example.org"]);

    const saved = await post(editor, `/admin/content/stations/${station.id}`, {
      name_en: "Sample Road Railway Police Station",
      name_mr: "नमुना रोड लोहमार्ग पोलीस ठाणे",
      address_en: "Platform 1, Sample Road",
      address_mr: "फलाट 1, नमुना रोड",
      landline: "022 2262 0173",
      email: "sample.road@example.org",
      officer_id: String(officer.id),
    });
    expect(location(saved)).toBe(`/admin/content/stations/${station.id}?done=saved`);
    const page = await (await publicVisitor(server, "en").get(`/police-station/${station.id}`)).text();
    expect(page).toContain("Sample Road Railway Police Station");
    expect(page).toContain("Sample Officer Patil");
    expect(await (await publicVisitor(server, "mr").get(`/police-station/${station.id}`)).text()).toContain(
      "नमुना रोड लोहमार्ग पोलीस ठाणे",
    );
    const entry = (await auditRows(server, "content_updated")).find(
      (row) => row.target_type === "police_station" && row.target_id === String(station.id),
    );
    expect(details(entry!)).toMatchObject({ officer_id: { from: null, to: officer.id } });
    expect((await desk.get(`/admin/content/stations/${station.id}`)).status).toBe(403);
  });
});

describe("upload sizes", () => {
  /** Sends only the headers of a post declaring `declaredBytes`; resolves with the status. */
  function postHeadOnly(pathname: string, declaredBytes: number, cookie?: string): Promise<number> {
    return postHeadOnlyTo(new URL(pathname, server.url), {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(declaredBytes),
      ...(cookie ? { cookie } : {}),
    });
  }

  test("a PDF larger than the public forms' 6 MB limit can be uploaded to the content screens", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(7 * 1024 * 1024, 0x20)]);
    const response = await postMultipart(editor, "/admin/content/press-releases/new", { title_en: "Sample big" }, [
      { name: "file", data: big, filename: "big.pdf", type: "application/pdf" },
    ]);
    expect(response.status).toBe(302);
    expect(location(response)).toMatch(/^\/admin\/content\/press-releases\/\d+\?done=created$/);
  });

  test("only a signed-in admin or editor may send more than 6 MB, and nobody more than 40 MB", async () => {
    // Refused from the headers alone, before the server reads any of the body.
    const deskCookie = `rp_staff=${desk.cookies.get("rp_staff")}`;
    expect(await postHeadOnly("/admin/content/news/new", 10 * 1024 * 1024, deskCookie)).toBe(413);
    expect(await postHeadOnly("/admin/content/news/new", 10 * 1024 * 1024, "rp_staff=forged")).toBe(413);
    expect(await postHeadOnly("/admin/content/news/new", 10 * 1024 * 1024)).toBe(413);
    const editorCookie = `rp_staff=${editor.cookies.get("rp_staff")}`;
    expect(await postHeadOnly("/admin/content/news/new", 41 * 1024 * 1024, editorCookie)).toBe(413);
  });

  test("a body declared larger than the content screens' 40 MB limit is refused before it is read", async () => {
    expect(await postHeadOnly("/admin/content/news/new", 41 * 1024 * 1024)).toBe(413);
    expect(await postHeadOnly("/admin/sign-in", 7 * 1024 * 1024)).toBe(413);
  });
});
