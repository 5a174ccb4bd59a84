import { useTranslation } from "~/i18n/use-translation";
import type { GalleryItem } from "~/.server/content/gallery/gallery-service";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { useHydrated } from "~/components/ui/use-hydrated";
import { imageSources } from "~/lib/image-sources";
import { PlayIcon } from "./PlayIcon";

/** The album grid: two columns on phones, three from 600px, four from 900px. */
const THUMB_SIZES = "(min-width: 75rem) 285px, (min-width: 56.25rem) 25vw, (min-width: 37.5rem) 33vw, 50vw";

/** Where the thumbnail leads without JavaScript: the full picture, the video's page, or the file. */
export function itemHref(item: GalleryItem): string {
  if (item.video) return item.video.source === "file" ? item.video.url : item.video.watchUrl;
  return item.image ? imageSources(item.image).src : "#";
}

/**
 * A thumbnail in the album grid. It is always a real link to the full picture (or the video), so
 * every item opens without JavaScript; with JavaScript a plain click (or Enter) opens the lightbox
 * instead, while a middle click or Ctrl/Cmd+click still opens the link in a new tab.
 */
export function GalleryThumbnail({
  item,
  name,
  eager,
  onOpen,
  ref,
}: {
  item: GalleryItem;
  name: string;
  eager: boolean;
  onOpen: () => void;
  ref?: React.Ref<HTMLAnchorElement>;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const video = item.video;
  // A video page on another site opens in a new tab, as every external link does (SPEC §2);
  // once script runs the click opens the lightbox instead, so the link stays in this tab.
  const externalWithoutScript = !hydrated && video !== null && video.source !== "file";
  return (
    <a
      ref={ref}
      href={itemHref(item)}
      className={`gallery-thumb${item.kind === "video" ? " gallery-thumb-video" : ""}`}
      {...(externalWithoutScript ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      aria-haspopup={hydrated ? "dialog" : undefined}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onOpen();
      }}
    >
      <span className="gallery-thumb-media">
        {item.image ? (
          <ResponsiveImage image={item.image} alt="" sizes={THUMB_SIZES} eager={eager} />
        ) : (
          <span className="gallery-video-art" />
        )}
        {video ? <PlayIcon className="gallery-play-icon" /> : null}
      </span>
      <span className="gallery-thumb-caption" lang={item.caption.lang}>
        {name}
      </span>
      {video ? (
        <span className="gallery-thumb-meta">
          {video.source === "file"
            ? t("gallery.album.video_file", { format: video.format.toUpperCase() })
            : t("gallery.album.plays_on", { provider: t(`gallery.providers.${video.source}`) })}
        </span>
      ) : null}
      {externalWithoutScript ? <span className="visually-hidden"> {t("common.new_tab")}</span> : null}
    </a>
  );
}
