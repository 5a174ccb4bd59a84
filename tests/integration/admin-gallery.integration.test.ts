import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";
import { auditRows, details, errorSummary, expectRefused, location, post, textOf } from "./admin-support";
import { contentStaff } from "./content-support";
import { postMultipart, storedFiles, type Upload } from "./content-uploads";

/**
 * Staff managing the photo and video gallery over HTTP, the way a browser without JavaScript does
 * it: an album is created, photos uploaded with captions in both languages, items reordered,
 * videos added as YouTube links or uploaded files with captions, and the album published,
 * unpublished and deleted. The public /gallery pages follow at once; deleted files leave storage.
 */
const server = useTestServer({ DEMO_CONTENT: "0" });
let editor: Visitor;
let desk: Visitor;
let albumId: number;

beforeAll(async () => {
  ({ editor, desk } = await contentStaff(server, "gallery"));
});

async function photo(seed: number): Promise<Upload> {
  const data = await sharp({
    create: { width: 480, height: 320, channels: 3, background: { r: 30 + seed * 40, g: 90, b: 150 } },
  })
    .jpeg()
    .toBuffer();
  return { name: `photo_${seed}`, data, filename: `platform-${seed}.jpg`, type: "image/jpeg" };
}

/** The start of an MP4 file (its `ftyp` box): what the upload check reads. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypisom"),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from("isomiso2"),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from("free"),
]);
const VTT = Buffer.from("WEBVTT\n\n00:00.000 --> 00:02.000\nSample announcement at the platform\n");

const items = () =>
  server.services.db
    .selectFrom("album_items")
    .selectAll()
    .where("album_id", "=", albumId)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
const albumRow = () => server.services.db.selectFrom("albums").selectAll().where("id", "=", albumId).executeTakeFirst();
const storageDir = () => server.services.config.storageDir;
const stored = (key: string) => existsSync(path.join(storageDir(), key));

function publicVisitor(locale: "en" | "mr"): Visitor {
  const visitor = new Visitor(server.url);
  visitor.cookies.set("lang", locale);
  return visitor;
}

describe("the gallery's albums in the admin area", () => {
  test("an editor creates an album; a missing English title is refused with an error summary", async () => {
    const refused = await post(editor, "/admin/content/albums/new", { intent: "save", title_mr: "नमुना अल्बम" });
    const html = await expectRefused(refused, ["Enter the title in English"]);
    expect(html).toContain("नमुना अल्बम");

    const created = await post(editor, "/admin/content/albums/new", {
      intent: "save",
      title_en: "Sample: Railway Police Day parade",
      title_mr: "नमुना: रेल्वे पोलीस दिन संचलन",
    });
    expect(created.status).toBe(302);
    const match = /^\/admin\/content\/albums\/(\d+)\?done=created$/.exec(location(created));
    expect(match).not.toBeNull();
    albumId = Number(match![1]);
    expect(await albumRow()).toMatchObject({ published: 0, title_mr: "नमुना: रेल्वे पोलीस दिन संचलन" });

    const list = await (await editor.get("/admin/content/albums")).text();
    expect(list).toContain("Sample: Railway Police Day parade");
    expect(list).toContain("Not published");
    const sections = await (await editor.get("/admin/content")).text();
    expect(sections).toContain('href="/admin/content/albums"');
  });

  test("several photos are uploaded in one post, each with its captions, re-encoded with variants", async () => {
    const page = await editor.get(`/admin/content/albums/${albumId}/photos`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<form[^>]*enctype="multipart\/form-data"/i);

    const response = await postMultipart(
      editor,
      `/admin/content/albums/${albumId}/photos`,
      {
        caption_en_1: "Sample: the band leads the parade",
        caption_mr_1: "नमुना: बँड संचलनाच्या पुढे",
        caption_hi_1: "नमूना: बैंड परेड के आगे",
        caption_en_2: "Sample: officers salute the flag",
      },
      [await photo(1), await photo(2)],
    );
    expect(response.status, await response.clone().text()).toBe(302);
    expect(location(response)).toBe(`/admin/content/albums/${albumId}?done=photos_added`);
    const rows = await items();
    expect(rows.map((row) => [row.kind, row.caption_en, row.caption_mr, row.caption_hi])).toEqual([
      ["image", "Sample: the band leads the parade", "नमुना: बँड संचलनाच्या पुढे", "नमूना: बैंड परेड के आगे"],
      ["image", "Sample: officers salute the flag", null, null],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ image_width: 480, image_height: 320 });
      expect(stored(`${row.image_key}/full.jpg`)).toBe(true);
      expect(stored(`${row.image_key}/thumb.webp`)).toBe(true);
    }
  });

  test("a disguised file refuses the whole post: nothing is stored and the captions come back", async () => {
    const before = storedFiles(server, "gallery").length;
    const response = await postMultipart(
      editor,
      `/admin/content/albums/${albumId}/photos`,
      { caption_en_1: "Sample: a real photo", caption_en_2: "Sample: not a photo" },
      [
        await photo(1),
        { name: "photo_2", data: Buffer.from("<script>alert(1)</script>"), filename: "x.jpg", type: "image/jpeg" },
      ],
    );
    const html = await expectRefused(response, ["The photo must be a JPEG, PNG, WebP, GIF or AVIF picture"]);
    expect(html).toContain("Sample: a real photo");
    expect(html).toContain("Sample: not a photo");
    expect(await items()).toHaveLength(2);
    expect(storedFiles(server, "gallery")).toHaveLength(before);
  });

  test("items are reordered with plain move up and move down forms", async () => {
    const [first, second] = await items();
    const page = await (await editor.get(`/admin/content/albums/${albumId}`)).text();
    expect(page).toContain(`name="direction" value="up"`);
    expect(textOf(page)).toContain("Move up (Photo 2)");

    const moved = await post(editor, `/admin/content/albums/${albumId}`, {
      intent: "move",
      item: String(second!.id),
      direction: "up",
    });
    expect(location(moved)).toBe(`/admin/content/albums/${albumId}?done=moved`);
    expect((await items()).map((row) => row.id)).toEqual([second!.id, first!.id]);
    // Moving the last item down changes nothing; an item of another album is unknown.
    await post(editor, `/admin/content/albums/${albumId}`, {
      intent: "move",
      item: String(first!.id),
      direction: "down",
    });
    expect((await items()).map((row) => row.id)).toEqual([second!.id, first!.id]);
    const bad = await post(editor, `/admin/content/albums/${albumId}`, {
      intent: "move",
      item: "999999",
      direction: "up",
    });
    expect(bad.status).toBe(404);
    const junk = await post(editor, `/admin/content/albums/${albumId}`, { intent: "move", item: "x", direction: "up" });
    expect(junk.status).toBe(400);
  });

  test("a photo's caption (its text alternative) is edited; a too long one is refused and kept", async () => {
    const [firstItem] = await items();
    const url = `/admin/content/albums/${albumId}/items/${firstItem!.id}`;
    expect((await editor.get(url)).status).toBe(200);
    const refused = await post(editor, url, { caption_en: "x".repeat(301), caption_mr: "नमुना मथळा" });
    const html = await expectRefused(refused, ["The caption must be 300 characters or fewer"]);
    expect(html).toContain("नमुना मथळा");

    const saved = await post(editor, url, {
      caption_en: "Sample: officers salute the national flag",
      caption_mr: "नमुना: अधिकारी राष्ट्रध्वजाला वंदन करतात",
      caption_hi: "नमूना: अधिकारी राष्ट्रीय ध्वज को सलामी देते हैं",
      description_en: "Sample description.",
      description_hi: "नमूना विवरण।",
    });
    expect(location(saved)).toBe(`/admin/content/albums/${albumId}?done=item_saved`);
    expect((await items())[0]).toMatchObject({
      caption_en: "Sample: officers salute the national flag",
      caption_mr: "नमुना: अधिकारी राष्ट्रध्वजाला वंदन करतात",
      description_en: "Sample description.",
      description_mr: null,
      caption_hi: "नमूना: अधिकारी राष्ट्रीय ध्वज को सलामी देते हैं",
      description_hi: "नमूना विवरण।",
    });
  });

  test("the cover is chosen from the album's photos, and can go back to the first photo", async () => {
    const [, second] = await items();
    const response = await post(editor, `/admin/content/albums/${albumId}`, {
      intent: "cover",
      item: String(second!.id),
    });
    expect(location(response)).toBe(`/admin/content/albums/${albumId}?done=cover`);
    expect(await albumRow()).toMatchObject({ cover_key: second!.image_key, cover_width: 480, cover_height: 320 });
    await post(editor, `/admin/content/albums/${albumId}`, { intent: "cover_first" });
    expect(await albumRow()).toMatchObject({ cover_key: null, cover_width: null });
    await post(editor, `/admin/content/albums/${albumId}`, { intent: "cover", item: String(second!.id) });
  });

  test("a YouTube address is stored in its https form; javascript:, http: and other sites are refused", async () => {
    const url = `/admin/content/albums/${albumId}/videos`;
    for (const [address, message] of [
      ["javascript:alert(1)", "The address must start with https://"],
      ["http://www.youtube.com/watch?v=dQw4w9WgXcQ", "The address must start with https://"],
      ["https://video.example.org/watch?v=dQw4w9WgXcQ", "Enter the address of a video page on YouTube or Vimeo"],
    ]) {
      const refused = await postMultipart(editor, url, { video_url: address!, caption_en: "Sample: kept caption" });
      expect(refused.status, address).toBe(422);
      const html = await refused.text();
      expect(errorSummary(html)).toEqual([message]);
      expect(html).toContain("Sample: kept caption");
    }
    const added = await postMultipart(editor, url, {
      video_url: "https://youtu.be/dQw4w9WgXcQ",
      caption_en: "Sample: the parade on video",
      caption_mr: "नमुना: संचलनाचा व्हिडिओ",
    });
    expect(location(added)).toBe(`/admin/content/albums/${albumId}?done=video_added`);
    expect((await items()).at(-1)).toMatchObject({
      kind: "video",
      video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      video_key: null,
    });
  });

  test("an uploaded video file with WebVTT captions is checked by its bytes and stored", async () => {
    const url = `/admin/content/albums/${albumId}/videos`;
    const count = (await items()).length;
    const fake = await postMultipart(editor, url, {}, [
      { name: "video", data: Buffer.from("<html>not a video</html>"), filename: "clip.mp4", type: "video/mp4" },
    ]);
    await expectRefused(fake, ["The video must be an MP4, WebM or Ogg file"]);
    const badCaptions = await postMultipart(editor, url, {}, [
      { name: "video", data: MP4, filename: "clip.mp4", type: "video/mp4" },
      { name: "captions", data: Buffer.from("1\n00:00 --> 00:01\nhello"), filename: "c.vtt", type: "text/vtt" },
    ]);
    await expectRefused(badCaptions, ["The captions must be a WebVTT file (its first line is WEBVTT)"]);
    const both = await postMultipart(editor, url, { video_url: "https://vimeo.com/76979871" }, [
      { name: "video", data: MP4, filename: "clip.mp4", type: "video/mp4" },
    ]);
    await expectRefused(both, ["Enter an address or choose a file, not both"]);
    expect(await items()).toHaveLength(count);
    expect(storedFiles(server, "gallery/videos")).toEqual([]);

    const page = await (await editor.get(url)).text();
    expect(textOf(page)).toContain("MP4, WebM or Ogg, up to 35 MB");
    const added = await postMultipart(editor, url, { caption_en: "Sample: platform announcement" }, [
      { name: "video", data: MP4, filename: "clip.mp4", type: "video/mp4" },
      { name: "captions", data: VTT, filename: "clip.vtt", type: "text/vtt" },
    ]);
    expect(location(added)).toBe(`/admin/content/albums/${albumId}?done=video_added`);
    const video = (await items()).at(-1)!;
    expect(video.video_key).toMatch(/^gallery\/videos\/[0-9a-f-]{36}\.mp4$/);
    expect(video.captions_key).toMatch(/^gallery\/captions\/[0-9a-f-]{36}\.vtt$/);
    const served = await new Visitor(server.url).get(`/storage/${video.video_key}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(MP4)).toBe(true);
  });

  test("publishing puts the album on /gallery at once; unpublishing hides it", async () => {
    const anonymous = publicVisitor("en");
    expect(await (await anonymous.get("/gallery")).text()).not.toContain("Sample: Railway Police Day parade");
    expect((await anonymous.get(`/album/${albumId}`)).status).toBe(404);

    const published = await post(editor, `/admin/content/albums/${albumId}`, { intent: "publish" });
    expect(location(published)).toBe(`/admin/content/albums/${albumId}?done=published`);
    expect(await (await anonymous.get("/gallery")).text()).toContain("Sample: Railway Police Day parade");
    expect(await (await publicVisitor("mr").get("/gallery")).text()).toContain("नमुना: रेल्वे पोलीस दिन संचलन");
    const album = await anonymous.get(`/album/${albumId}`);
    expect(album.status).toBe(200);
    const html = await album.text();
    expect(html).toContain("Sample: officers salute the national flag");
    expect(html).toContain("https://www.youtube.com/watch?v=dQw4w9WgXcQ");

    // The JSON API (the lightbox's data) has the photos in their order, the link and the file.
    const api = (await (await new Visitor(server.url).get(`/api/album/${albumId}`)).json()) as {
      album: { images: Array<{ kind: string; alt: string; video_url?: string; captions_url?: string | null }> };
    };
    const rows = await items();
    expect(api.album.images.map((item) => item.kind)).toEqual(["image", "image", "video", "video"]);
    expect(api.album.images[0]!.alt).toBe("Sample: officers salute the national flag");
    expect(api.album.images[3]).toMatchObject({
      video_url: `/storage/${rows[3]!.video_key}`,
      captions_url: `/storage/${rows[3]!.captions_key}`,
    });
    // The chosen cover is the album card's picture.
    const cover = (await albumRow())!.cover_key!;
    expect(await (await anonymous.get("/gallery")).text()).toContain(`/storage/${cover}/`);

    const unpublished = await post(editor, `/admin/content/albums/${albumId}`, { intent: "unpublish" });
    expect(location(unpublished)).toBe(`/admin/content/albums/${albumId}?done=unpublished`);
    expect(await (await anonymous.get("/gallery")).text()).not.toContain("Sample: Railway Police Day parade");
    expect((await anonymous.get(`/album/${albumId}`)).status).toBe(404);
    expect((await new Visitor(server.url).get(`/api/album/${albumId}`)).status).toBe(404);
  });

  test("removing the cover photo removes its files, and the first photo becomes the cover", async () => {
    const cover = (await albumRow())!.cover_key!;
    const item = (await items()).find((row) => row.image_key === cover)!;
    const url = `/admin/content/albums/${albumId}/items/${item.id}/delete`;
    const confirm = await editor.get(url);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('name="confirm" value="yes"');
    expect((await post(editor, url)).status).toBe(400);
    expect(stored(`${cover}/full.jpg`)).toBe(true);

    const removed = await post(editor, url, { confirm: "yes" });
    expect(location(removed)).toBe(`/admin/content/albums/${albumId}?done=item_removed`);
    expect(stored(cover)).toBe(false);
    expect(await albumRow()).toMatchObject({ cover_key: null });
    expect((await items()).some((row) => row.id === item.id)).toBe(false);
  });

  test("desk officers and anonymous visitors are refused and change nothing", async () => {
    for (const url of [
      "/admin/content/albums",
      "/admin/content/albums/new",
      `/admin/content/albums/${albumId}`,
      `/admin/content/albums/${albumId}/photos`,
      `/admin/content/albums/${albumId}/videos`,
    ]) {
      expect((await desk.get(url)).status, url).toBe(403);
      const anonymous = await new Visitor(server.url).get(url);
      expect(anonymous.status, url).toBe(302);
      expect(location(anonymous)).toMatch(/^\/admin\/sign-in/);
    }
    const count = (await items()).length;
    const refused = await postMultipart(desk, `/admin/content/albums/${albumId}/photos`, {}, [await photo(1)]);
    expect(refused.status).toBe(403);
    expect((await post(desk, `/admin/content/albums/${albumId}/delete`, { confirm: "yes" })).status).toBe(403);
    const anonymousPost = await postMultipart(new Visitor(server.url), `/admin/content/albums/${albumId}/photos`, {}, [
      await photo(1),
    ]);
    expect(anonymousPost.status).toBe(302);
    expect(await items()).toHaveLength(count);
    expect(await albumRow()).toBeDefined();
  });

  test("deleting the album after confirmation removes every stored file: photos, variants, video, captions", async () => {
    const rows = await items();
    const keys = rows.flatMap((row) => [row.image_key, row.video_key, row.captions_key]).filter(Boolean) as string[];
    expect(keys.length).toBeGreaterThanOrEqual(3);
    for (const key of keys) expect(stored(key)).toBe(true);

    expect((await editor.get(`/admin/content/albums/${albumId}/delete`)).status).toBe(200);
    const deleted = await post(editor, `/admin/content/albums/${albumId}/delete`, { confirm: "yes" });
    expect(location(deleted)).toBe("/admin/content/albums?done=deleted");
    for (const key of keys) expect(stored(key), key).toBe(false);
    expect(storedFiles(server, "gallery")).toEqual([]);
    expect(await albumRow()).toBeUndefined();
    expect(await items()).toEqual([]);
    expect((await editor.get(`/admin/content/albums/${albumId}`)).status).toBe(404);
  });

  test("every change was audited against the album, with its title", async () => {
    const entries = (await auditRows(server)).filter(
      (row) => row.target_type === "album" && row.target_id === String(albumId),
    );
    expect(entries.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        "content_created",
        "content_updated",
        "content_published",
        "content_unpublished",
        "content_deleted",
      ]),
    );
    for (const entry of entries)
      expect(details(entry)).toMatchObject({ kind: "album", title: "Sample: Railway Police Day parade" });
    const updates = entries.filter((row) => row.action === "content_updated").map(details);
    expect(updates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ images_added: 2 }),
        expect.objectContaining({ video_added: "provider_link" }),
        expect.objectContaining({ video_added: "uploaded_file", captions: true }),
        expect.objectContaining({ item_removed: "photo" }),
      ]),
    );
    // The refused posts wrote nothing.
    expect(updates.filter((row) => "images_added" in row)).toHaveLength(1);
    expect(entries.filter((row) => row.action === "content_created")).toHaveLength(1);
  });
});
