import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { GalleryItem, GalleryVideo } from "~/.server/content/gallery/gallery-service";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { imageSources } from "~/lib/image-sources";
import { PlayIcon } from "./PlayIcon";

/**
 * A video in the lightbox.
 *
 * YouTube and Vimeo: until the visitor presses play, only a card drawn here is shown (the poster
 * picture staff uploaded, if any, else a drawing) with the caption and a play button. The
 * provider's player is created on that press, from its privacy-friendly host. SPEC §2 mentions
 * thumbnails fetched from the provider's public JSON endpoint; we do not fetch them at all: the
 * request would tell the provider who is looking at the gallery before anyone chose to watch, the
 * thumbnail would come from a third-party image host (which the Content-Security-Policy rightly
 * refuses: `img-src 'self'`), and fetching it only on a click would be pointless because the
 * player that click creates shows the same picture itself.
 *
 * Stored files play in the browser's own player, which loads nothing until asked
 * (`preload="none"`); formats no browser plays are offered as downloads.
 */
export function LightboxVideo({ item, name, video }: { item: GalleryItem; name: string; video: GalleryVideo }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    // The visitor pressed play: hand the keyboard to the player they asked for.
    if (playing) frame.current?.focus();
  }, [playing]);

  if (video.source === "file") {
    const poster = item.image ? imageSources(item.image).src : undefined;
    const download = (
      <a href={video.url} download>
        {t("gallery.lightbox.download_video", { format: video.format.toUpperCase() })}
      </a>
    );
    if (!video.playable) {
      return (
        <div className="lightbox-video lightbox-video-card">
          <PlayIcon className="lightbox-video-icon" />
          <p>{t("gallery.lightbox.cannot_play")}</p>
          <p>{download}</p>
        </div>
      );
    }
    const source = <source src={video.url} type={video.mime} />;
    return (
      <div className="lightbox-video">
        {video.captionsUrl ? (
          <video className="lightbox-player" controls preload="none" poster={poster} aria-label={name}>
            {source}
            <track kind="captions" src={video.captionsUrl} label={t("gallery.lightbox.captions")} default />
            {download}
          </video>
        ) : (
          // Staff uploaded no captions for this video: the player is still better than none, and the
          // caption and description beside it say what it shows.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video className="lightbox-player" controls preload="none" poster={poster} aria-label={name}>
            {source}
            {download}
          </video>
        )}
      </div>
    );
  }

  if (playing) {
    return (
      <div className="lightbox-video">
        <iframe
          ref={frame}
          className="lightbox-player lightbox-frame"
          src={video.embedUrl}
          title={t("gallery.lightbox.video_frame_title", { caption: name })}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  const provider = t(`gallery.providers.${video.source}`);
  return (
    <div className="lightbox-video lightbox-video-card">
      {item.image ? (
        <ResponsiveImage image={item.image} alt="" sizes="100vw" eager className="lightbox-video-poster" />
      ) : (
        <span className="gallery-video-art lightbox-video-poster" />
      )}
      <div className="lightbox-video-overlay">
        <button
          type="button"
          className="lightbox-play"
          // The visible words lead the name (WCAG 2.5.3); the caption says which video.
          aria-label={t("gallery.lightbox.play_video_named", { caption: name })}
          onClick={() => setPlaying(true)}
        >
          <PlayIcon className="lightbox-video-icon" />
          <span>{t("gallery.lightbox.play_video")}</span>
        </button>
        <p className="lightbox-video-privacy">
          {video.source === "youtube" ? t("gallery.lightbox.privacy_youtube") : t("gallery.lightbox.privacy_vimeo")}
        </p>
        <p className="lightbox-video-watch">
          <ExternalLink href={video.watchUrl}>{t("gallery.lightbox.watch_on", { provider })}</ExternalLink>
        </p>
      </div>
    </div>
  );
}
