import { useTranslation } from "~/i18n/use-translation";
import type { GalleryItem } from "~/.server/content/gallery/gallery-service";
import { useFormat } from "~/i18n/use-format";

/** Wording shared by the gallery, the album grid and the lightbox. */
export function useGalleryText() {
  const { t } = useTranslation();
  const format = useFormat();
  return {
    /** "8 photos, 1 video" (either part left out when there are none of it). */
    counts(photos: number, videos: number): string {
      const photoText = t("gallery.photos", { count: photos, number: format.number(photos) });
      const videoText = t("gallery.videos", { count: videos, number: format.number(videos) });
      if (videos === 0) return photoText;
      if (photos === 0) return videoText;
      return t("gallery.counts", { photos: photoText, videos: videoText });
    },
    /** An item's name: its caption, or "Photo 3" when staff gave none. */
    itemName(item: GalleryItem, position: number): string {
      if (item.caption.text) return item.caption.text;
      const number = format.number(position);
      return item.kind === "video"
        ? t("gallery.album.untitled_video", { number })
        : t("gallery.album.untitled_photo", { number });
    },
    position(current: number, total: number): string {
      return t("gallery.lightbox.position", { current: format.number(current), total: format.number(total) });
    },
  };
}
