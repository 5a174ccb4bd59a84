/**
 * The gallery's JSON API over real HTTP (SPEC §7 /api/albums and /api/album/{id}): response shapes
 * checked against the same zod schemas that build them, both languages with the fallback marked,
 * only published albums, 404 JSON for unknown and malformed ids, the files behind every URL, and
 * the database rules behind the gallery (cascade, one video source, the SPEC's file types).
 */
import { beforeAll, describe, expect, test } from "vitest";
import { albumResponseSchema, albumsResponseSchema } from "~/.server/content/gallery/api-schemas";
import { DEMO_ALBUMS, DEMO_VIDEO_URL } from "~/.server/content/gallery/demo-gallery";
import enErrors from "~/locales/en/errors";
import mrErrors from "~/locales/mr/errors";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";

/** An album written only in English, and one that is not published; made by the tests. */
let englishOnlyId: number;
let unpublishedId: number;

const server = useTestServer();
beforeAll(async () => {
  const db = server.services.db;
  const english = await db
    .insertInto("albums")
    .values({
      title_en: "Test album in English only",
      title_mr: null,
      published: 1,
      created_at: "2020-01-01T00:00:00.000Z",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  englishOnlyId = english.id;
  await db
    .insertInto("album_items")
    .values([
      {
        album_id: englishOnlyId,
        kind: "video",
        video_key: "gallery/test-clip.webm",
        captions_key: "gallery/test-clip.vtt",
        caption_en: "Test clip",
        sort_order: 2,
      },
      {
        album_id: englishOnlyId,
        kind: "video",
        video_url: "https://vimeo.com/76979871",
        caption_en: "Test Vimeo",
        sort_order: 1,
      },
    ])
    .execute();
  const hidden = await db
    .insertInto("albums")
    .values({ title_en: "Test draft album", title_mr: "चाचणी मसुदा अल्बम", published: 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  unpublishedId = hidden.id;
});

function visitor(locale?: "en" | "mr"): Visitor {
  const v = new Visitor(server.url, { accept: "application/json" });
  if (locale) v.cookies.set("lang", locale);
  return v;
}

async function getJson(path: string, locale?: "en" | "mr") {
  const response = await visitor(locale).get(path);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("GET /api/albums", () => {
  test("lists the published albums, newest first, in English", async () => {
    const { status, body } = await getJson("/api/albums", "en");
    expect(status).toBe(200);
    const { albums } = albumsResponseSchema.parse(body);
    expect(albums.map((album) => album.title)).toEqual([
      ...DEMO_ALBUMS.map((album) => album.en),
      "Test album in English only",
    ]);
    const dates = albums.map((album) => album.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(albums.some((album) => album.id === unpublishedId)).toBe(false);
  });

  test("gives each album its thumbnail and the count of its photos and videos", async () => {
    const { albums } = albumsResponseSchema.parse((await getJson("/api/albums")).body);
    for (const [index, demo] of DEMO_ALBUMS.entries()) {
      const album = albums[index]!;
      const videos = demo.items.filter((item) => "video" in item).length;
      expect(album.image_count).toBe(demo.items.length);
      expect(album.video_count).toBe(videos);
      expect(album.photo_count).toBe(demo.items.length - videos);
      expect(album.thumbnail).toBe(`/storage/${album.thumbnail_key}/thumb.webp`);
      expect(album.lang).toBeUndefined();
    }
    // An album without any photo has no thumbnail rather than a broken one.
    const englishOnly = albums.find((album) => album.id === englishOnlyId)!;
    expect(englishOnly).toMatchObject({ thumbnail: null, thumbnail_key: null, image_count: 2, video_count: 2 });
  });

  test("every thumbnail is a real WebP image served with nosniff", async () => {
    const { albums } = albumsResponseSchema.parse((await getJson("/api/albums")).body);
    for (const album of albums.filter((a) => a.thumbnail)) {
      const response = await fetch(new URL(album.thumbnail!, server.url));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
    }
  });

  test("answers in Marathi, marking an album only written in English with lang=en", async () => {
    const { albums } = albumsResponseSchema.parse((await getJson("/api/albums", "mr")).body);
    expect(albums.slice(0, DEMO_ALBUMS.length).map((album) => album.title)).toEqual(
      DEMO_ALBUMS.map((album) => album.mr),
    );
    expect(albums.slice(0, DEMO_ALBUMS.length).every((album) => album.lang === undefined)).toBe(true);
    expect(albums.find((album) => album.id === englishOnlyId)).toMatchObject({
      title: "Test album in English only",
      lang: "en",
    });
  });
});

describe("GET /api/album/{id}", () => {
  test("gives the album's photos and its video as SPEC §3 lightbox items, in order", async () => {
    const { albums } = albumsResponseSchema.parse((await getJson("/api/albums")).body);
    const first = albums[0]!;
    const { status, body } = await getJson(`/api/album/${first.id}`, "en");
    expect(status).toBe(200);
    const { album } = albumResponseSchema.parse(body);
    const demo = DEMO_ALBUMS[0]!;
    expect(album).toMatchObject({ id: first.id, title: demo.en, image_count: demo.items.length });
    expect(album.images.map((image) => image.caption)).toEqual(demo.items.map((item) => item.en));

    for (const image of album.images.filter((i) => i.kind === "image")) {
      expect(image.caption).toMatch(/^Sample photo/);
      expect(image.alt).toBe(image.caption);
      expect(image.src).toBe(`/storage/${image.image}/full.jpg`);
      expect(image.srcSet).toContain(`/storage/${image.image}/w320.webp 320w`);
      expect(image.thumbnail).toBe(`/storage/${image.image}/thumb.webp`);
      expect([image.thumbnailWidth, image.thumbnailHeight]).toEqual([400, 300]);
      expect(image.width).toBeGreaterThan(0);
      expect([image.autoplay, image.controls]).toEqual([false, false]);
    }

    const video = album.images.find((image) => image.kind === "video")!;
    expect(video).toMatchObject({
      caption: "Sample video: a platform safety message",
      image: null,
      src: DEMO_VIDEO_URL,
      srcSet: null,
      thumbnail: null,
      video_url: DEMO_VIDEO_URL,
      video_provider: "youtube",
      embed_url: "https://www.youtube-nocookie.com/embed/SAMPLE00000?autoplay=1&rel=0",
      autoplay: false,
      controls: true,
    });
  });

  test("every picture URL of an album leads to a stored file of the right type", async () => {
    const { albums } = albumsResponseSchema.parse((await getJson("/api/albums")).body);
    const { album } = albumResponseSchema.parse((await getJson(`/api/album/${albums[1]!.id}`)).body);
    for (const image of album.images) {
      const urls = [image.src, image.thumbnail!, ...image.srcSet!.split(", ").map((entry) => entry.split(" ")[0]!)];
      for (const url of urls) {
        const response = await fetch(new URL(url, server.url));
        expect(response.status, url).toBe(200);
        expect(response.headers.get("content-type"), url).toMatch(/^image\/(jpeg|webp)$/);
        await response.arrayBuffer();
      }
    }
  });

  test("answers in Marathi", async () => {
    const { albums } = albumsResponseSchema.parse((await getJson("/api/albums")).body);
    const { album } = albumResponseSchema.parse((await getJson(`/api/album/${albums[0]!.id}`, "mr")).body);
    expect(album.title).toBe(DEMO_ALBUMS[0]!.mr);
    expect(album.lang).toBeUndefined();
    expect(album.images.map((image) => image.caption)).toEqual(DEMO_ALBUMS[0]!.items.map((item) => item.mr));
    expect(
      album.images
        .filter((image) => image.kind === "image")
        .every((image) => image.caption.startsWith("नमुना छायाचित्र")),
    ).toBe(true);
  });

  test("a stored video file and a Vimeo video carry their players; English-only text is marked in Marathi", async () => {
    const { body } = await getJson(`/api/album/${englishOnlyId}`, "mr");
    const { album } = albumResponseSchema.parse(body);
    expect(album.lang).toBe("en");
    expect(album.images).toEqual([
      expect.objectContaining({
        caption: "Test Vimeo",
        lang: "en",
        video_provider: "vimeo",
        src: "https://vimeo.com/76979871",
        embed_url: "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1",
      }),
      expect.objectContaining({
        caption: "Test clip",
        lang: "en",
        video_provider: "file",
        src: "/storage/gallery/test-clip.webm",
        video_url: "/storage/gallery/test-clip.webm",
        video_type: "video/webm",
        captions_url: "/storage/gallery/test-clip.vtt",
        controls: true,
        autoplay: false,
      }),
    ]);
  });

  test.each(["999999", "0", "-1", "abc", "1.5", "1e3", "01x", "9999999999", "%20"])(
    "/api/album/%s answers 404 JSON in the visitor's language",
    async (id) => {
      const en = await getJson(`/api/album/${id}`, "en");
      expect(en).toEqual({ status: 404, body: { message: enErrors.api.not_found } });
      const mr = await getJson(`/api/album/${id}`, "mr");
      expect(mr).toEqual({ status: 404, body: { message: mrErrors.api.not_found } });
    },
  );

  test("an unpublished album is not found", async () => {
    expect((await getJson(`/api/album/${unpublishedId}`)).status).toBe(404);
  });
});

describe("OpenAPI", () => {
  test("documents both gallery endpoints with their response schemas and the 404", async () => {
    const { body } = await getJson("/api/openapi.json");
    const paths = (body as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }).paths;
    expect(Object.keys(paths["/api/albums"]!)).toEqual(["get"]);
    expect(JSON.stringify(paths["/api/albums"]!.get!.responses["200"])).toContain("image_count");
    expect(JSON.stringify(paths["/api/album/{id}"]!.get!.responses["200"])).toContain("thumbnailWidth");
    expect(paths["/api/album/{id}"]!.get!.responses["404"]).toBeDefined();
  });
});

describe("database rules", () => {
  test("deleting an album deletes its items", async () => {
    const db = server.services.db;
    const { id } = await db
      .insertInto("albums")
      .values({ title_en: "Test album to delete" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("album_items")
      .values({ album_id: id, kind: "video", video_url: DEMO_VIDEO_URL, caption_en: "Test" })
      .execute();
    await db.deleteFrom("albums").where("id", "=", id).execute();
    const left = await db.selectFrom("album_items").select("id").where("album_id", "=", id).execute();
    expect(left).toEqual([]);
  });

  test("refuses a photo without its picture, a video with two sources, a file type SPEC does not list, and stray captions", async () => {
    const db = server.services.db;
    const { id } = await db
      .insertInto("albums")
      .values({ title_en: "Test album for rules" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const attempts = [
      { album_id: id, kind: "image" as const },
      { album_id: id, kind: "video" as const },
      { album_id: id, kind: "video" as const, video_url: DEMO_VIDEO_URL, video_key: "gallery/a.mp4" },
      { album_id: id, kind: "video" as const, video_key: "gallery/a.avi" },
      { album_id: id, kind: "image" as const, image_key: "gallery/x", image_width: 0, image_height: 10 },
      { album_id: id, kind: "video" as const, video_url: DEMO_VIDEO_URL, captions_key: "gallery/a.vtt" },
      { album_id: id, kind: "video" as const, video_key: "gallery/a.mp4", captions_key: "gallery/a.srt" },
    ];
    for (const values of attempts) {
      await expect(db.insertInto("album_items").values(values).execute(), JSON.stringify(values)).rejects.toThrow();
    }
    await db.deleteFrom("albums").where("id", "=", id).execute();
  });
});
