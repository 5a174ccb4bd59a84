import { describe, expect, test } from "vitest";
import type { AlbumItem } from "../../db/tables/gallery";
import { lightboxItemApiSchema } from "./api-schemas";
import { toAlbumCard, toAlbumView, toGalleryItem, toLightboxItemApi } from "./gallery-service";

const stamp = "2026-09-12T06:30:00.000Z";

function item(overrides: Partial<AlbumItem>): AlbumItem {
  return {
    id: 1,
    album_id: 1,
    kind: "image",
    image_key: "gallery/photo",
    image_width: 1200,
    image_height: 800,
    video_url: null,
    video_key: null,
    captions_key: null,
    caption_en: "Sample photo: a platform",
    caption_mr: "नमुना छायाचित्र: फलाट",
    caption_hi: null,
    description_en: null,
    description_mr: null,
    description_hi: null,
    sort_order: 0,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
}

/** A video item: no picture, and what `overrides` gives (its address or stored file). */
function videoItem(overrides: Partial<AlbumItem>): AlbumItem {
  return item({ kind: "video", image_key: null, image_width: null, image_height: null, ...overrides });
}

const album = {
  id: 7,
  title_en: "Sample album",
  title_mr: "नमुना अल्बम",
  title_hi: null,
  cover_key: null,
  cover_width: null,
  cover_height: null,
  published: 1 as const,
  created_at: stamp,
  updated_at: stamp,
};

describe("gallery items", () => {
  test("a photo is shown in the visitor's language, without `lang` when no fallback was needed", () => {
    expect(toGalleryItem(item({}), "mr")).toEqual({
      id: 1,
      kind: "image",
      image: { key: "gallery/photo", width: 1200, height: 800 },
      caption: { text: "नमुना छायाचित्र: फलाट" },
      description: null,
      video: null,
    });
  });

  test("a caption written only in English falls back, marked with lang=en", () => {
    const shown = toGalleryItem(item({ caption_mr: null, description_en: "Sample description" }), "mr");
    expect(shown?.caption).toEqual({ text: "Sample photo: a platform", lang: "en" });
    expect(shown?.description).toEqual({ text: "Sample description", lang: "en" });
  });

  test("a YouTube video resolves to its page and its privacy-friendly player", () => {
    const shown = toGalleryItem(videoItem({ video_url: "https://youtu.be/SAMPLE00000" }), "en");
    expect(shown?.video).toEqual({
      source: "youtube",
      watchUrl: "https://www.youtube.com/watch?v=SAMPLE00000",
      embedUrl: "https://www.youtube-nocookie.com/embed/SAMPLE00000?autoplay=1&rel=0",
    });
  });

  test("a stored video file resolves to its /storage URL and type", () => {
    const shown = toGalleryItem(videoItem({ video_key: "gallery/clip.webm" }), "en");
    expect(shown?.video).toEqual({
      source: "file",
      url: "/storage/gallery/clip.webm",
      mime: "video/webm",
      format: "webm",
      playable: true,
      captionsUrl: null,
    });
  });

  test("a stored video file brings its captions when staff uploaded them", () => {
    const shown = toGalleryItem(videoItem({ video_key: "gallery/clip.mp4", captions_key: "gallery/clip.vtt" }), "en");
    expect(shown?.video).toMatchObject({ mime: "video/mp4", captionsUrl: "/storage/gallery/clip.vtt" });
    const api = toLightboxItemApi(shown!, 1, "Sample album");
    expect(api).toMatchObject({ video_type: "video/mp4", captions_url: "/storage/gallery/clip.vtt" });
  });

  test("a video on a site other than the two recognised ones is left out rather than framed", () => {
    const other = videoItem({ video_url: "https://video.example/watch/1" });
    expect(toGalleryItem(other, "en")).toBeNull();
    const view = toAlbumView(album, [item({ id: 1 }), { ...other, id: 2 }], "en");
    expect(view.items.map((shown) => shown.id)).toEqual([1]);
    expect([view.photoCount, view.videoCount]).toEqual([1, 0]);
  });
});

describe("albums", () => {
  test("an album without a chosen cover shows its first photo", () => {
    const first = { key: "gallery/first", width: 1200, height: 800 };
    const card = toAlbumCard({ ...album, item_count: 3, video_count: 1, first_image: first }, "en");
    expect(card).toEqual({ id: 7, title: { text: "Sample album" }, cover: first, photoCount: 2, videoCount: 1 });
  });

  test("a chosen cover wins over the first photo", () => {
    const card = toAlbumCard(
      {
        ...album,
        cover_key: "gallery/cover",
        cover_width: 800,
        cover_height: 600,
        item_count: 1,
        video_count: 0,
        first_image: null,
      },
      "mr",
    );
    expect(card.cover).toEqual({ key: "gallery/cover", width: 800, height: 600 });
    expect(card.title).toEqual({ text: "नमुना अल्बम" });
  });
});

describe("lightbox items in the JSON API (SPEC §3)", () => {
  test("a photo carries its full picture, WebP srcset, thumbnail and size", () => {
    const api = toLightboxItemApi(toGalleryItem(item({ description_en: "More" }), "en")!, 1, "Sample album");
    expect(lightboxItemApiSchema.parse(api)).toEqual({
      id: 1,
      kind: "image",
      image: "gallery/photo",
      src: "/storage/gallery/photo/full.jpg",
      srcSet:
        "/storage/gallery/photo/w320.webp 320w, /storage/gallery/photo/w640.webp 640w, /storage/gallery/photo/w1200.webp 1200w",
      width: 1200,
      height: 800,
      alt: "Sample photo: a platform",
      caption: "Sample photo: a platform",
      description: "More",
      thumbnail: "/storage/gallery/photo/thumb.webp",
      thumbnailWidth: 400,
      thumbnailHeight: 300,
      autoplay: false,
      controls: false,
    });
  });

  test("a photo without a caption gets an alt text from the album title and its position", () => {
    const api = toLightboxItemApi(
      toGalleryItem(item({ caption_en: null, caption_mr: null }), "en")!,
      4,
      "Sample album",
    );
    expect(api.alt).toBe("Sample album (4)");
    expect(api.caption).toBe("");
  });

  test("a YouTube video never autoplays, has controls, and names its player", () => {
    const video = toGalleryItem(videoItem({ video_url: "https://www.youtube.com/watch?v=SAMPLE00000" }), "en")!;
    const api = lightboxItemApiSchema.parse(toLightboxItemApi(video, 2, "Sample album"));
    expect(api).toMatchObject({
      kind: "video",
      image: null,
      src: "https://www.youtube.com/watch?v=SAMPLE00000",
      srcSet: null,
      thumbnail: null,
      video_url: "https://www.youtube.com/watch?v=SAMPLE00000",
      video_provider: "youtube",
      embed_url: "https://www.youtube-nocookie.com/embed/SAMPLE00000?autoplay=1&rel=0",
      autoplay: false,
      controls: true,
    });
  });
});
