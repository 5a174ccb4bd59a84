/**
 * The gallery as visitors see it: published albums in the visitor's language (falling back to the
 * other language, marked with `lang`), their photos with responsive image sources, and their
 * videos resolved to a safe player. Pages and the JSON API both read from here.
 */
import { imageSources, THUMBNAIL, type ImageRef } from "~/lib/image-sources";
import type { Db } from "../../db/connection";
import type { ContentLocale, Locale } from "../../db/schema";
import type { Album, AlbumItem } from "../../db/tables/gallery";
import { storageUrl } from "../../storage/file-storage";
import { localized, textsOf, type Texts } from "../localized";
import type { AlbumApi, AlbumsResponse, AlbumResponse, LightboxItemApi } from "./api-schemas";
import { createGalleryRepository, type AlbumWithCounts } from "./gallery-repository";
import { fileVideo, parseProviderVideoUrl, type VideoProvider } from "./video-sources";

/** A text in the visitor's language; `lang` is set only when it fell back to the other one. */
export type LocalizedText = { text: string; lang?: ContentLocale };

export type AlbumCard = {
  id: number;
  title: LocalizedText;
  /** The chosen cover, else the first photo, else null (a drawn placeholder is shown). */
  cover: ImageRef | null;
  photoCount: number;
  videoCount: number;
};

export type GalleryVideo =
  | { source: VideoProvider; watchUrl: string; embedUrl: string }
  | {
      source: "file";
      url: string;
      mime: string;
      format: string;
      playable: boolean;
      /** WebVTT captions, when staff uploaded them. */
      captionsUrl: string | null;
    };

export type GalleryItem = {
  id: number;
  kind: "image" | "video";
  /** The photo, or a video's poster picture when it has one. */
  image: ImageRef | null;
  /** Empty when staff gave no caption; the page then names the item by its position. */
  caption: LocalizedText;
  description: LocalizedText | null;
  video: GalleryVideo | null;
};

export type AlbumView = {
  id: number;
  title: LocalizedText;
  items: GalleryItem[];
  photoCount: number;
  videoCount: number;
};

function text(texts: Texts, locale: Locale): LocalizedText {
  const value = localized(texts, locale);
  return value.lang === locale || !value.text ? { text: value.text } : { text: value.text, lang: value.lang };
}

function imageRef(key: string | null, width: number | null, height: number | null): ImageRef | null {
  return key && width && height ? { key, width, height } : null;
}

function videoOf(item: AlbumItem): GalleryVideo | null {
  if (item.video_url) {
    const video = parseProviderVideoUrl(item.video_url);
    return video ? { source: video.source, watchUrl: video.watchUrl, embedUrl: video.embedUrl } : null;
  }
  if (item.video_key) {
    const video = fileVideo(item.video_key);
    return video
      ? {
          source: "file",
          url: storageUrl(item.video_key),
          mime: video.mime,
          format: video.format,
          playable: video.playable,
          captionsUrl: item.captions_key ? storageUrl(item.captions_key) : null,
        }
      : null;
  }
  return null;
}

/**
 * An item as the page shows it, or null when it cannot be shown safely (a video address on a site
 * other than the two recognised ones, a photo without its picture): it is left out, not broken.
 */
export function toGalleryItem(item: AlbumItem, locale: Locale): GalleryItem | null {
  const image = imageRef(item.image_key, item.image_width, item.image_height);
  const description = text(textsOf(item, "description"), locale);
  const base = {
    id: item.id,
    image,
    caption: text(textsOf(item, "caption"), locale),
    description: description.text ? description : null,
  };
  if (item.kind === "image") return image ? { ...base, kind: "image", video: null } : null;
  const video = videoOf(item);
  return video ? { ...base, kind: "video", video } : null;
}

export function toAlbumCard(album: AlbumWithCounts, locale: Locale): AlbumCard {
  return {
    id: album.id,
    title: text(textsOf(album, "title"), locale),
    cover: imageRef(album.cover_key, album.cover_width, album.cover_height) ?? album.first_image,
    photoCount: album.item_count - album.video_count,
    videoCount: album.video_count,
  };
}

export function toAlbumView(album: Album, items: AlbumItem[], locale: Locale): AlbumView {
  const shown = items.flatMap((item) => toGalleryItem(item, locale) ?? []);
  const videoCount = shown.filter((item) => item.kind === "video").length;
  return {
    id: album.id,
    title: text(textsOf(album, "title"), locale),
    items: shown,
    photoCount: shown.length - videoCount,
    videoCount,
  };
}

/** SPEC §3 Lightbox item, as the JSON API gives it. */
export function toLightboxItemApi(item: GalleryItem, position: number, albumTitle: string): LightboxItemApi {
  const sources = item.image ? imageSources(item.image) : null;
  const alt = item.caption.text || `${albumTitle} (${position})`;
  const lang = item.caption.text ? item.caption.lang : item.description?.lang;
  const common = {
    id: item.id,
    kind: item.kind,
    image: item.image?.key ?? null,
    alt,
    caption: item.caption.text,
    description: item.description?.text ?? "",
    thumbnail: sources?.thumbnail ?? null,
    thumbnailWidth: sources ? THUMBNAIL.width : null,
    thumbnailHeight: sources ? THUMBNAIL.height : null,
    ...(lang ? { lang } : {}),
  };
  if (item.kind === "image" || !item.video) {
    return {
      ...common,
      src: sources?.src ?? "",
      srcSet: sources?.webp ?? null,
      width: item.image?.width ?? null,
      height: item.image?.height ?? null,
      autoplay: false,
      controls: false,
    };
  }
  const video = item.video;
  return {
    ...common,
    src: video.source === "file" ? video.url : video.watchUrl,
    srcSet: null,
    width: null,
    height: null,
    video_url: video.source === "file" ? video.url : video.watchUrl,
    video_provider: video.source,
    ...(video.source === "file"
      ? { video_type: video.mime, captions_url: video.captionsUrl }
      : { embed_url: video.embedUrl }),
    // Nothing plays by itself: the visitor presses play, and only then is a player created.
    autoplay: false,
    controls: true,
  };
}

export function toAlbumApi(card: AlbumCard, album: Pick<Album, "created_at">): AlbumApi {
  const sources = card.cover ? imageSources(card.cover) : null;
  return {
    id: card.id,
    title: card.title.text,
    ...(card.title.lang ? { lang: card.title.lang } : {}),
    thumbnail: sources?.thumbnail ?? null,
    thumbnail_key: card.cover?.key ?? null,
    image_count: card.photoCount + card.videoCount,
    photo_count: card.photoCount,
    video_count: card.videoCount,
    created_at: album.created_at,
  };
}

export function createGalleryService(db: Db) {
  const repository = createGalleryRepository(db);
  return {
    async listAlbums(locale: Locale): Promise<AlbumCard[]> {
      return (await repository.listPublished()).map((album) => toAlbumCard(album, locale));
    },
    async findAlbum(id: number, locale: Locale): Promise<AlbumView | undefined> {
      const found = await repository.findPublished(id);
      return found && toAlbumView(found.album, found.items, locale);
    },
    /** GET /api/albums */
    async albumsResponse(locale: Locale): Promise<AlbumsResponse> {
      const albums = await repository.listPublished();
      return { albums: albums.map((album) => toAlbumApi(toAlbumCard(album, locale), album)) };
    },
    /** GET /api/album/{id}; undefined when the album is unknown or unpublished. */
    async albumResponse(id: number, locale: Locale): Promise<AlbumResponse | undefined> {
      const found = await repository.findPublished(id);
      if (!found) return undefined;
      const view = toAlbumView(found.album, found.items, locale);
      return {
        album: {
          id: view.id,
          title: view.title.text,
          ...(view.title.lang ? { lang: view.title.lang } : {}),
          created_at: found.album.created_at,
          image_count: view.items.length,
          images: view.items.map((item, index) => toLightboxItemApi(item, index + 1, view.title.text)),
        },
      };
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
